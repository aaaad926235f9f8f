#!/usr/bin/env node
// `npm run build:extension [-- --profile full|spec]`: the packaged simulated extension
// (vite.extension.config.ts). The profile is fixed at build time: full (the default) into
// dist-extension/, spec (only the calls the spec names) into dist-extension-spec/. A wrapper
// because vite's own CLI takes `--profile` as a flag of its own.
import { build } from 'vite';

const args = process.argv.slice(2);
let profile = 'full';
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--profile' && args[i + 1]) profile = args[++i];
  else if (arg.startsWith('--profile=')) profile = arg.slice('--profile='.length);
  else {
    console.error(`build:extension: unknown argument ${arg} (usage: --profile full|spec)`);
    process.exit(2);
  }
}
process.env.SIM_EXTENSION_PROFILE = profile;
await build({ configFile: 'vite.extension.config.ts', logLevel: 'warn' });
