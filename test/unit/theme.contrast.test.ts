import { describe, expect, it } from 'vitest';
import { alpha, decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { theme } from '@/app/theme';

const { palette } = theme;

/** A translucent colour (text.secondary is black at 60 %) as seen over an opaque background. */
function over(colour: string, background: string): string {
  const fg = decomposeColor(colour);
  const bg = decomposeColor(background);
  const a = fg.values[3] ?? 1;
  const mixed = [0, 1, 2].map((i) => Math.round(fg.values[i]! * a + bg.values[i]! * (1 - a)));
  return recomposeColor({ type: 'rgb', values: mixed as [number, number, number] });
}

const ratio = (text: string, background: string) => getContrastRatio(over(text, background), background);

const PAGE = palette.background.default;
const PAPER = palette.background.paper;
const COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

describe('theme palette contrast (WCAG 2.1 AA)', () => {
  const textPairs: [string, string, string][] = [
    ['text.primary on the page', palette.text.primary, PAGE],
    ['text.primary on paper', palette.text.primary, PAPER],
    ['text.secondary on the page (captions, unselected toggles)', palette.text.secondary, PAGE],
    ['text.secondary on paper (labels, disabled fields’ helper text)', palette.text.secondary, PAPER],
    [
      'side menu: the selected entry',
      palette.text.primary,
      over(alpha(palette.primary.main, palette.action.selectedOpacity), PAPER),
    ],
    [
      'side menu: a hovered selected entry',
      palette.text.primary,
      over(alpha(palette.primary.main, palette.action.selectedOpacity + palette.action.hoverOpacity), PAPER),
    ],
    ['a default chip', palette.text.primary, over(palette.action.selected, PAPER)],
    ['a chip on the page', palette.text.primary, over(palette.action.selected, PAGE)],
    ...COLOURS.flatMap((c): [string, string, string][] => [
      [`${c}: contained button / filled chip`, palette[c].contrastText, palette[c].main],
      [`${c}: contained button hovered`, palette[c].contrastText, palette[c].dark],
      [`${c}: text button, link, outlined chip on paper`, palette[c].main, PAPER],
      [`${c}: text on the page`, palette[c].main, PAGE],
    ]),
  ];

  it.each(textPairs)('%s reaches 4.5:1', (_name, text, background) => {
    expect(ratio(text, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('icons (action.active) reach 3:1 against paper and the page', () => {
    expect(ratio(palette.action.active, PAPER)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    expect(ratio(palette.action.active, PAGE)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });

  it('the focus ring (primary) reaches 3:1 against paper and the page', () => {
    expect(ratio(palette.primary.main, PAPER)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    expect(ratio(palette.primary.main, PAGE)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    expect(theme.focusVisible).toMatchObject({ outlineStyle: 'solid', outlineWidth: 2 });
  });

  it('blends translucent text over its background before measuring', () => {
    // Black at 60 % over white is rgb(102, 102, 102): 5.74:1, not black's 21:1.
    expect(over('rgba(0, 0, 0, 0.6)', '#ffffff')).toBe('rgb(102, 102, 102)');
    expect(ratio('rgba(0, 0, 0, 0.6)', '#ffffff')).toBeCloseTo(5.74, 2);
    // The theme's former secondary (#00897b, 4.32:1) fails on white: the check bites.
    expect(ratio('#00897b', '#ffffff')).toBeLessThan(AA_TEXT);
  });
});
