import { useMemo, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import { plainThemeVariables } from '@/lib/ui/plainControls';

/**
 * The app's style cache: emotion's, without stylis' vendor prefixer (its only default plugin).
 * The app runs where the extension runs, in Chromium browsers, which take every property MUI writes
 * unprefixed; the few -webkit- ones MUI needs it writes itself. Prefixing each new style cost about
 * 60 ms of a first CRM load at 4x CPU. Its own key: the QA panel (dev and preview) renders outside,
 * on emotion's default cache.
 */
export const appStyleCache = createCache({ key: 'app', stylisPlugins: [] });

/**
 * MUI's ThemeProvider for a theme without colorSchemes, as @mui/material's own renders it
 * (ThemeProviderNoVars, `vars: null`), without bundling its CSS-variables provider: about
 * 3 KB gzip off the entry chunk (issue 13). A theme with colorSchemes needs MUI's own.
 */
export function ThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  const noVarsTheme = useMemo(() => ({ ...theme, vars: null }), [theme]);
  const rootVariables = useMemo(() => ({ ':root': plainThemeVariables(theme) }), [theme]);
  return (
    <CacheProvider value={appStyleCache}>
      {/* The static stylesheets that index.html links (plainControls.css, shell.css) read these. */}
      <Global styles={rootVariables} />
      <SystemThemeProvider theme={noVarsTheme}>{children}</SystemThemeProvider>
    </CacheProvider>
  );
}
