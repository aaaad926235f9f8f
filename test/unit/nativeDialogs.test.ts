import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 14: no native browser dialog where the spec does not ask for the browser's confirm.
// The spec asks for it only when removing a queue item and for the campaign list's remove / reset.
const SPEC_CONFIRMS = [
  'src/features/campaign-detail/components/CampaignDetailPage.tsx',
  'src/features/campaigns/hooks/useCampaignCommands.ts',
];
/** window.confirm(…) or a bare confirm(…); not onConfirm(…) or dialog.confirm(…). */
const NATIVE_DIALOG = /(?:\bwindow\.|(?<![.\w]))(?:alert|confirm|prompt)\s*\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('native browser dialogs', () => {
  it('appear only where the spec asks for the browser confirm', () => {
    const root = process.cwd();
    const users = sourceFiles(join(root, 'src'))
      .filter((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .some((line) => !/^\s*(\/\/|\/?\*)/.test(line) && NATIVE_DIALOG.test(line)),
      )
      .map((file) => relative(root, file).split('\\').join('/'))
      .filter((file) => !file.startsWith('src/features/messenger/')); // the messenger's own helpers own it
    expect(users.sort()).toEqual([...SPEC_CONFIRMS].sort());
  });
});
