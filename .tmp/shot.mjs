import { chromium } from 'playwright-core';
const [,, url, out, w='1366', h='900'] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: +w, height: +h } });
await p.goto(url); await p.waitForTimeout(5000);
await p.screenshot({ path: out, fullPage: true });
await b.close();
