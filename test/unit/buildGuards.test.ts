import { describe, expect, it } from 'vitest';
import { assertBuildMode, BUILD_MODES, extensionIdsProblem } from '@/build/security';

const OUR_ID = 'bdldphklmilhofjbkfaieodfkhnnalbi';

describe('build guards', () => {
  it('builds the known modes and refuses any other, which would ship the simulation', () => {
    for (const mode of BUILD_MODES) expect(() => assertBuildMode(mode)).not.toThrow();
    for (const mode of ['staging', 'Production', 'prod', ''])
      expect(() => assertBuildMode(mode)).toThrow(`Unknown build mode "${mode}"`);
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
