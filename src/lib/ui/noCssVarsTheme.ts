/**
 * Stands in for MUI's CSS-variables theme builder, which the build leaves out
 * (src/build/themeWithoutCssVars.ts): the app's theme has neither `cssVariables` nor `colorSchemes`.
 */
export default function createThemeWithVars(): never {
  throw new Error(
    'This build leaves out MUI CSS theme variables: a theme with cssVariables or colorSchemes needs src/build/themeWithoutCssVars.ts removed',
  );
}
