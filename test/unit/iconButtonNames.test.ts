import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 14: an icon button shows no text, so it must carry its name (aria-label or aria-labelledby).
// axe's button-name rule checks the rendered ones (test/e2e/a11y.spec.ts); this catches the rest.

const SRC = join(import.meta.dirname, '../../src');

/** Each `<IconButton ...>` opening tag in a source text (braces balanced, so `=>` and JSX props count). */
function iconButtonTags(source: string): string[] {
  const tags: string[] = [];
  for (const match of source.matchAll(/<IconButton\b/g)) {
    let depth = 0;
    let end = match.index + match[0].length;
    for (; end < source.length; end++) {
      const c = source[end];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    tags.push(source.slice(match.index, end + 1));
  }
  return tags;
}

const hasName = (tag: string) => /\baria-label(ledby)?=/.test(tag);

describe('icon buttons have a name', () => {
  it('finds the opening tags, props with arrows included', () => {
    const tags = iconButtonTags(
      '<IconButton onClick={() => go(1)} aria-label="Next">\n<X /></IconButton><IconButton size="small"><Y /></IconButton>',
    );
    expect(tags).toEqual([
      '<IconButton onClick={() => go(1)} aria-label="Next">',
      '<IconButton size="small">',
    ]);
    expect(tags.map(hasName)).toEqual([true, false]);
  });

  it('every IconButton in src has aria-label or aria-labelledby', () => {
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'));
    const unnamed: string[] = [];
    let count = 0;
    for (const file of files) {
      for (const tag of iconButtonTags(readFileSync(join(SRC, file), 'utf8'))) {
        count++;
        if (!hasName(tag)) unnamed.push(`${file}: ${tag.replace(/\s+/g, ' ')}`);
      }
    }
    expect(count).toBeGreaterThan(10);
    expect(unnamed).toEqual([]);
  });
});
