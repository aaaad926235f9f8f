import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// MUI 9's Typography takes `color="textSecondary"`; the older `color="text.secondary"` matches none
// of its colour variants and is dropped without a word, so the text stays in the primary colour
// (52 captions and labels did). sx={{ color: 'text.secondary' }} still works.

const SRC = join(import.meta.dirname, '../../src');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

/** `color="text.x"` props written on a JSX tag (not inside sx, where a palette path is right). */
const paletteColorProps = (source: string) =>
  [...source.matchAll(/\scolor="text\.[a-z]+"/g)].map((m) => m[0]);

describe('text colours on Typography', () => {
  it('finds a palette path written as a colour prop', () => {
    expect(paletteColorProps('<Typography variant="body2" color="text.secondary">')).toHaveLength(1);
    expect(paletteColorProps('<Typography color="textSecondary">')).toHaveLength(0);
    expect(paletteColorProps("<Box sx={{ color: 'text.secondary' }}>")).toHaveLength(0);
  });

  it('no component writes one', () => {
    const offenders = sourceFiles(SRC).filter((file) => paletteColorProps(readFileSync(file, 'utf8')).length);
    expect(offenders).toEqual([]);
  });
});
