import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ExtensionBridge } from '@/lib/extension/bridge';
import { createChromeTransport } from '@/lib/extension/transports/chromeTransport';
import { closeExtensionProfile, launchExtensionProfile } from '../extensionChromium.mjs';
import { allowsOrigin, readManifest, type ExtensionManifest } from './manifest';
import { summarise } from './outcome';
import { openKitPage, pageCanMessage, pageRuntime } from './page';
import { formatLine, formatSummary, toHtml, type Report } from './report';
import { runCalls } from './runCalls';

// npm run conformance -- <unpacked-extension-folder> [--writes] [--json out.json] [--html out.html]
//   [--port N] [--origin URL] [--profile DIR]
// Loads the extension into Chromium, opens a page it accepts messages from, calls every command
// and remote function of the contract through the app's own bridge and transport, and reports
// each call. Exit 0: every spec call answered and every answer passed the contract; 1: not;
// 2: the kit could not run (bad arguments, no extension, the page may not message it).

const USAGE = `Usage: npm run conformance -- <unpacked-extension-folder> [options]
  --writes        also run the calls that change the account (use a throw-away account)
  --json <file>   the JSON report (default conformance-results/report.json)
  --html <file>   the HTML report (default conformance-results/report.html)
  --port <n>      the port of the kit's page on http://127.0.0.1 (default: any free port)
  --origin <url>  serve the kit's page at this origin instead (for an extension whose
                  externally_connectable names only its production site; nothing is fetched)
  --profile <dir> a Chromium profile folder to use and keep, e.g. one signed in to LinkedIn and
                  the app with the throw-away account (default: a fresh temporary profile)`;

class UsageError extends Error {}

interface Options {
  extensionDir: string;
  writes: boolean;
  json: string;
  html: string;
  port: number;
  origin?: string;
  profile?: string;
}

function parseOptions(argv: string[]): Options {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        writes: { type: 'boolean', default: false },
        json: { type: 'string', default: 'conformance-results/report.json' },
        html: { type: 'string', default: 'conformance-results/report.html' },
        port: { type: 'string', default: '0' },
        origin: { type: 'string' },
        profile: { type: 'string' },
      },
    });
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
  const { positionals, values } = parsed;
  if (positionals.length !== 1) throw new UsageError('Name one unpacked extension folder.');
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new UsageError(`--port ${values.port}?`);
  const origin = values.origin === undefined ? undefined : new URL(values.origin).origin;
  return {
    extensionDir: path.resolve(positionals[0] ?? ''),
    writes: values.writes,
    json: values.json,
    html: values.html,
    port,
    origin,
    profile: values.profile === undefined ? undefined : path.resolve(values.profile),
  };
}

/** Stops early, before Chromium starts, when the manifest will not let the kit's page message it. */
function checkReachable(manifest: ExtensionManifest, options: Options) {
  const origin = options.origin ?? `http://127.0.0.1${options.port ? `:${options.port}` : ''}`;
  if (allowsOrigin(manifest, origin)) return;
  throw new UsageError(
    `The extension's manifest does not let ${origin} message it (externally_connectable.matches: ` +
      `${JSON.stringify(manifest.matches)}). Add "http://127.0.0.1/*" to a test build's manifest, ` +
      'or pass --port (a pattern with a port) or --origin (a pattern with a site).',
  );
}

function writeReport(file: string, text: string) {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeFileSync(file, text);
}

async function run(options: Options): Promise<number> {
  let manifest: ExtensionManifest;
  try {
    manifest = readManifest(options.extensionDir);
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
  checkReachable(manifest, options);
  const profile = await launchExtensionProfile(options.extensionDir, {
    prefix: 'reachly-conformance-',
    userDataDir: options.profile,
    args: ['--headless=new'],
  });
  try {
    const { page, origin, close } = await openKitPage(profile.context, options.port, options.origin);
    try {
      if (!(await pageCanMessage(page)))
        throw new UsageError(
          `chrome.runtime.sendMessage is not available on ${origin}: check externally_connectable.`,
        );
      const startedAt = new Date().toISOString();
      console.log(`${manifest.name} ${manifest.version}: ${profile.extensionId}, from ${origin}`);
      const transport = createChromeTransport({
        extensionId: profile.extensionId,
        runtime: pageRuntime(page),
      });
      const results = await runCalls({
        bridge: new ExtensionBridge(transport),
        writes: options.writes,
        onResult: (result) => console.log(formatLine(result)),
      });
      const report: Report = {
        extension: {
          dir: options.extensionDir,
          id: profile.extensionId,
          name: manifest.name,
          version: manifest.version,
        },
        origin,
        writes: options.writes,
        startedAt,
        results,
        summary: summarise(results),
      };
      writeReport(options.json, `${JSON.stringify(report, null, 2)}\n`);
      writeReport(options.html, toHtml(report));
      console.log(`\n${formatSummary(report)}\nReports: ${options.json}, ${options.html}`);
      return report.summary.passed ? 0 : 1;
    } finally {
      await close();
    }
  } finally {
    await closeExtensionProfile(profile);
  }
}

/** The kit's command line; resolves with the exit code. */
export async function main(argv: string[]): Promise<number> {
  try {
    return await run(parseOptions(argv));
  } catch (e) {
    console.error(e instanceof UsageError ? `${e.message}\n\n${USAGE}` : e);
    return 2;
  }
}
