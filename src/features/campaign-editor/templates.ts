// Message templates: the profile shortcodes offered and inserting one at the caret.

const SHORTCODES = [
  'FIRST_NAME',
  'LAST_NAME',
  'LOCATION',
  'COMPANY_NAME',
  'OCCUPATION',
  'HEADLINE',
  'INDUSTRY',
] as const;
type Shortcode = (typeof SHORTCODES)[number];

/** The shortcodes offered: the last four are hidden for sales navigator sources. */
export const shortcodesFor = (salesNavigator: boolean): readonly Shortcode[] =>
  salesNavigator ? SHORTCODES.slice(0, 3) : SHORTCODES;
export const shortcodeToken = (code: Shortcode) => `{${code}}`;

/** Inserts `token` over the selection [start, end) and gives the caret position after it. */
export function insertAt(
  text: string,
  token: string,
  start: number | null | undefined,
  end?: number | null,
): { text: string; caret: number } {
  const s = Math.max(0, Math.min(text.length, start ?? text.length));
  const e = Math.max(s, Math.min(text.length, end ?? s));
  return { text: text.slice(0, s) + token + text.slice(e), caret: s + token.length };
}
