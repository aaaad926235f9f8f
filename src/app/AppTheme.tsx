import type { ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { plainThemeVariables } from '@/lib/ui/plainControls';
import { theme } from './theme';

/**
 * The app's style cache: emotion's, without stylis' vendor prefixer (its only default plugin,
 * emotion's documented `stylisPlugins` option). The app runs where the extension runs, in Chromium
 * browsers, which take every property MUI writes unprefixed. Its own key: the QA panel (dev and
 * preview) renders outside, on emotion's default cache.
 */
export const appStyleCache = createCache({ key: 'app', stylisPlugins: [] });

/** The theme as custom properties on :root, for the static stylesheets index.html links (shell.css, plainControls.css). */
const rootVariables = { ':root': plainThemeVariables(theme) };

/** The app's theme and baseline in its style cache (MUI's ThemeProvider inside emotion's CacheProvider). */
export function AppTheme({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={appStyleCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Global styles={rootVariables} />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
