import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { plainThemeVariables } from '@/lib/ui/plainControls';

const SRC = join(import.meta.dirname, '../../src');
const stylesheets = ['lib/ui/plainControls.css', 'app/layouts/shell.css'].map((file) =>
  readFileSync(join(SRC, file), 'utf8'),
);

describe('the static stylesheets and the theme', () => {
  const variables = plainThemeVariables(theme);

  it('every custom property the stylesheets read is one the theme provides', () => {
    const read = new Set(
      stylesheets.flatMap((css) => [...css.matchAll(/var\((--[\w-]+)\)/g)].map((m) => m[1] ?? '')),
    );
    expect(read.size).toBeGreaterThan(10);
    const missing = [...read].filter((name) => !(name in variables));
    expect(missing).toEqual([]);
  });

  it('the colours are the theme palette’s, with MUI’s alphas resolved', () => {
    expect(variables['--plain-primary']).toBe(theme.palette.primary.main);
    expect(variables['--plain-primary-hover']).toBe('rgba(74, 20, 140, 0.04)');
    expect(variables['--plain-primary-border']).toBe('rgba(74, 20, 140, 0.5)');
    expect(variables['--plain-action-disabled']).toBe(theme.palette.action.disabled);
    expect(variables['--plain-font']).toBe(theme.typography.fontFamily);
    expect(variables['--plain-radius']).toBe('8px');
    expect(variables['--plain-cell-border']).toBe('rgba(224, 224, 224, 1)');
    expect(variables['--plain-primary-selected']).toBe('rgba(74, 20, 140, 0.08)');
    expect(variables['--plain-app-bar-z-index']).toBe(String(theme.zIndex.drawer + 1));
  });
});
