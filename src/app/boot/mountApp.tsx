import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, type AppCore } from '../App';
import { ThemeProvider } from '../ThemeProvider';
import { theme } from '../theme';
import type { AppServices } from './session';
import { renderStartupInFrameSlices } from './renderSlices';

/** main.tsx's last boot stage: React renders the app. */
export function mountApp(container: HTMLElement, services: AppServices, core: AppCore, extra: ReactNode) {
  renderStartupInFrameSlices();
  createRoot(container).render(
    <StrictMode>
      <App services={services} core={core} />
      {extra}
    </StrictMode>,
  );
}

/**
 * main.tsx's boot failure: the error with Try again, in the app's theme (the error page's plain
 * controls read the theme's custom properties). Its code downloads only then.
 */
export async function mountBootError(container: HTMLElement, error: unknown) {
  const { ErrorPage } = await import('@/lib/ui/ErrorPage');
  createRoot(container).render(
    <ThemeProvider theme={theme}>
      <ErrorPage error={error} />
    </ThemeProvider>,
  );
}
