import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, type AppCore } from '../App';
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
