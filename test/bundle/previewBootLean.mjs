// The preview's simulation boots on every load (src/mocks/boot.tsx) and reads a saved world or
// takes one made in a worker; faker and the world generator load only when a world is made in the
// page (?scenario=, no Worker) or a campaign is added. This finds them in the boot's static imports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const BOOT = 'src/mocks/boot.tsx';
/** A property name of faker's that survives minification. */
const FAKER_MARKER = 'fakerCore';

/** The files of `src/mocks/boot.tsx`'s chunk and its static imports that carry faker. */
export function fakerInPreviewBoot(previewDir) {
  const manifest = JSON.parse(readFileSync(join(previewDir, '.vite/manifest.json'), 'utf8'));
  if (!manifest[BOOT]) return [`no chunk for ${BOOT} in the preview build`];
  const seen = new Set();
  const walk = (key) => {
    if (!manifest[key] || seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported);
  };
  walk(BOOT);
  return [...seen]
    .map((key) => manifest[key].file)
    .filter((file) => readFileSync(join(previewDir, file), 'utf8').includes(FAKER_MARKER));
}
