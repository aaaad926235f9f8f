import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import specTexts from './specTexts.json';

// Every text both spec files quote ('…'), taken word for word from them: each must be in the app's
// source (src/ without the simulation), with a {placeholder} or the count N standing for any value.

function sourceText(dir: string): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return path.endsWith('mocks') ? '' : sourceText(path);
      return /\.(tsx?|css|html)$/.test(entry.name) ? readFileSync(path, 'utf8') : '';
    })
    .join('\n');
}

const source = sourceText('src');
const fixedParts = (text: string) =>
  text
    .split(/\{[^}]*\}|\bN\b/)
    .map((part) => part.trim())
    .filter(Boolean);

describe("the spec's quoted texts", () => {
  it('lists them all', () => expect(specTexts.length).toBe(108));

  it.each(specTexts)('"%s" is in the app', (text) => {
    for (const part of fixedParts(text)) expect(source).toContain(part);
  });
});
