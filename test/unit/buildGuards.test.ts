import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  assertBuildMode,
  BUILD_MODES,
  contentSecurityPolicyPlugin,
  extensionIdsProblem,
} from '@/build/security';

const OUR_ID = 'bdldphklmilhofjbkfaieodfkhnnalbi';

describe('build guards', () => {
  it('builds the known modes and refuses any other, which would ship the simulation', () => {
    for (const mode of BUILD_MODES) expect(() => assertBuildMode(mode)).not.toThrow();
    for (const mode of ['staging', 'Production', 'prod', ''])
      expect(() => assertBuildMode(mode)).toThrow(`Unknown build mode "${mode}"`);
  });

  it('vite build refuses an unknown mode before building anything', () => {
    const outDir = join(mkdtempSync(join(tmpdir(), 'reachly-mode-')), 'dist');
    const build = spawnSync('npx', ['vite', 'build', '--mode', 'staging', '--outDir', outDir], {
      encoding: 'utf8',
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    expect(build.status).not.toBe(0);
    expect(build.stderr).toContain('Unknown build mode "staging"');
  });

  it('the production build stops at its start without extension ids', () => {
    const start = (env: { VITE_EXTENSION_IDS?: string }) => {
      const hook = contentSecurityPolicyPlugin('production', env).buildStart as (this: unknown) => void;
      hook.call({
        error: (message: string) => {
          throw new Error(message);
        },
      });
    };
    expect(() => start({})).toThrow('VITE_EXTENSION_IDS is not set');
    expect(() => start({ VITE_EXTENSION_IDS: OUR_ID })).not.toThrow();
  });

  it('a production build needs valid extension ids', () => {
    expect(extensionIdsProblem('production', {})).toMatch(/^VITE_EXTENSION_IDS is not set/);
    expect(extensionIdsProblem('production', { VITE_EXTENSION_IDS: ' , ' })).toMatch(/is not set/);
    expect(extensionIdsProblem('production', { VITE_EXTENSION_IDS: `${OUR_ID},ABC` })).toBe(
      'VITE_EXTENSION_IDS has "ABC", which is not an extension id (32 letters a-p).',
    );
    expect(
      extensionIdsProblem('production', { VITE_EXTENSION_IDS: `${OUR_ID}, ${'p'.repeat(32)}` }),
    ).toBeNull();
  });

  it('the simulated modes need no extension ids', () => {
    for (const mode of ['development', 'preview', 'test']) expect(extensionIdsProblem(mode, {})).toBeNull();
  });
});
