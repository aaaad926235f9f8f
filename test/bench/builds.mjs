// The builds the bench and bench:ab measure: production for the packaged simulated extension, the
// extension itself, and a static server for a build.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../bundle/floor.mjs';
import { viteBuild } from '../bundle/viteBuild.mjs';

/** The packaged simulated extension's id (the test extension's key, in its manifest). */
export const EXTENSION_ID = 'bdldphklmilhofjbkfaieodfkhnnalbi';

/** The production build of `root` (this checkout unless given), talking to the packaged extension, its API at `origin`. */
export const buildProduction = (outDir, origin, root = ROOT) =>
  viteBuild('production', outDir, {
    root,
    env: { VITE_EXTENSION_IDS: EXTENSION_ID, VITE_API_BASE_URL: `${origin}/api` },
  });

/** `npm run build:extension`; returns the unpacked extension's directory. */
export function buildExtension() {
  const extension = spawnSync('npm', ['run', '--silent', 'build:extension'], { cwd: ROOT, stdio: 'inherit' });
  if (extension.status !== 0) throw new Error('npm run build:extension failed');
  return join(ROOT, 'dist-extension');
}

/** vite's static server for a build of this app, with the app's headers. */
export async function serveBuild(outDir, port, mode) {
  const { preview } = await import('vite');
  return preview({
    root: ROOT,
    mode,
    logLevel: 'error',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
}
