// The app's vite build for the bundle check, the bench and the soak: one way to build it.
import { spawnSync } from 'node:child_process';
import { ROOT } from './floor.mjs';

/**
 * `vite build --mode <mode>` into `outDir` (absolute, or relative to the checkout), with a
 * manifest, in a child process so each build reads its own mode's env; `env` adds variables
 * (VITE_*), `root` is the checkout to build (another revision's worktree for bench:ab). Throws
 * when the build fails; returns `outDir`.
 */
export function viteBuild(mode, outDir, { env = {}, logLevel = 'error', root = ROOT } = {}) {
  const args = ['vite', 'build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--manifest'];
  const result = spawnSync('npx', [...args, '--logLevel', logLevel], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  if (result.status !== 0) throw new Error(`vite build --mode ${mode} failed (exit ${result.status})`);
  return outDir;
}
