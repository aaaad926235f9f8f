// The first screens draw with a few MUI components and the app's own light controls
// (src/lib/ui/Plain*): a MUI Button, TextField or Stack there brings its styling engine parts,
// ripple and transitions onto every first visit (Stack alone was 0.8 KB gzip, 2026-12-01).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a first visit may carry; anything else belongs in a lazy chunk or a plain control. */
export const FIRST_SCREEN_MUI = new Set([
  'MuiBox',
  'MuiCard',
  'MuiCardContent',
  'MuiContainer',
  'MuiCssBaseline',
  'MuiPaper',
  'MuiTypography',
  'MuiUseMediaQuery',
]);

/** A MUI component's theme name survives minification as a string literal. */
const MUI_NAME = /["'`](Mui[A-Z][A-Za-z]+)["'`]/g;

/** Per first visit (firstScreenSizes' visits), the MUI components it carries beyond the allowed. */
export function unexpectedFirstScreenMui(distDir, visits) {
  const found = [];
  for (const [path, visit] of Object.entries(visits)) {
    const names = new Set();
    for (const file of visit.list)
      for (const [, name] of readFileSync(join(distDir, file), 'utf8').matchAll(MUI_NAME))
        if (!FIRST_SCREEN_MUI.has(name)) names.add(name);
    if (names.size) found.push({ path, names: [...names].sort() });
  }
  return found;
}
