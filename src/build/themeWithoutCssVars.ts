import type { Plugin } from 'vite';
import { fileURLToPath, URL } from 'node:url';

/** What @mui/material's createTheme gets for its CSS-variables builder. */
const STAND_IN = fileURLToPath(new URL('../lib/ui/noCssVarsTheme.ts', import.meta.url));
const CREATE_THEME = /@mui[\\/]material[\\/]styles[\\/]createTheme\.m?js$/;

/**
 * MUI's createTheme imports the builder of a CSS-variables theme (createThemeWithVars with
 * prepareCssVars and its parser), which it calls only for `cssVariables` or `colorSchemes`, neither
 * of which the app's theme has (src/app/theme.ts): some 15 KB minified that every first screen
 * downloaded and compiled. Only createTheme's own import is replaced: a theme that asks for CSS
 * variables fails at once with a message that says why.
 */
export function themeWithoutCssVarsPlugin(): Plugin {
  return {
    name: 'reachly:theme-without-css-vars',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './createThemeWithVars.mjs' && importer && CREATE_THEME.test(importer)) return STAND_IN;
      return null;
    },
  };
}
