// MUI's CSS-variables theme builder stays out (src/build/themeWithoutCssVars.ts): createTheme
// imported it for every first screen, about 4.4 KB gzip on each, although the app's theme never
// calls it (2026-12-03).

/**
 * A palette key that only the builder spells out (Alert builds its keys from the colour's name),
 * which survives minification.
 */
const CSS_VARS_THEME = /[`'"]warningStandardBg[`'"]/;

/** Each JS file (from jsAssets) that carries MUI's CSS-variables theme builder. */
export function cssVarsThemeChunks(chunks) {
  return chunks.filter(({ code }) => CSS_VARS_THEME.test(code)).map(({ file }) => file);
}
