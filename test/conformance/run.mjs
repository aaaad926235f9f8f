#!/usr/bin/env node
// npm run conformance -- <unpacked-extension-folder> [--writes] [--json out.json] [--html out.html]
// The kit is TypeScript (kit.ts) that imports the app's contract, bridge and chrome transport, so
// replies are checked by the very code the app runs. Node 20 runs no TypeScript, so vite (already
// here, no build step) loads it; its loader stays open for the contract modules the bridge imports
// on first use.
import { fileURLToPath } from 'node:url';
import { createSourceLoader } from '../sourceLoader.mjs';

const server = await createSourceLoader(fileURLToPath(new URL('../..', import.meta.url)));
try {
  const kit = await server.ssrLoadModule(fileURLToPath(new URL('./kit.ts', import.meta.url)));
  process.exitCode = await kit.main(process.argv.slice(2));
} finally {
  await server.close();
}
