import { useMemo, type ReactNode } from 'react';
import type { Theme } from '@mui/material/styles';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';

/**
 * MUI's ThemeProvider for a theme without colorSchemes, as @mui/material's own renders it
 * (ThemeProviderNoVars, `vars: null`), without bundling its CSS-variables provider: about
 * 3 KB gzip off the entry chunk (issue 13). A theme with colorSchemes needs MUI's own.
 */
export function ThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  const noVarsTheme = useMemo(() => ({ ...theme, vars: null }), [theme]);
  return <SystemThemeProvider theme={noVarsTheme}>{children}</SystemThemeProvider>;
}
