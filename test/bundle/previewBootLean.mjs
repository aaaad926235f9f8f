// The preview's simulation boots first on every load (src/mocks/boot.tsx): it sends off the world's
// worker and msw's registration, and the app's code evaluates while they run. So its static imports
// carry neither faker (it loads where a world is made in the page: ?scenario=, no Worker, a new
// campaign) nor the app's UI stack (MUI and emotion, evaluated with the app's later stages).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const BOOT = 'src/mocks/boot.tsx';
/** Strings that survive minification: faker's core property, emotion's style tags. */
const HEAVY = [
  ['faker', 'fakerCore'],
  ['MUI and emotion', 'data-emotion'],
];

/** `file: what` for each file among `src/mocks/boot.tsx`'s chunk and its static imports that carries one. */
export function heavyInPreviewBoot(previewDir) {
  const manifest = JSON.parse(readFileSync(join(previewDir, '.vite/manifest.json'), 'utf8'));
  if (!manifest[BOOT]) return [`no chunk for ${BOOT} in the preview build`];
  const seen = new Set();
  const walk = (key) => {
    if (!manifest[key] || seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported);
  };
  walk(BOOT);
  return [...seen].flatMap((key) => {
    const file = manifest[key].file;
    const code = readFileSync(join(previewDir, file), 'utf8');
    return HEAVY.filter(([, marker]) => code.includes(marker)).map(([what]) => `${file}: ${what}`);
  });
}
