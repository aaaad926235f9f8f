import { StrictMode, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Snapshot } from '@/lib/query/snapshot';
import { App, type AppServices } from '../App';
import { theme } from '../theme';
import { ReplayBanner } from './ReplayBanner';
import { ReplayLoader } from './ReplayLoader';
import { isolateStorageForReplay } from './replayStorage';
import { startReplay } from './replaySession';

function ReplayRoot({ snapshotUrl }: { snapshotUrl: string | null }) {
  const [replay, setReplay] = useState<{ snapshot: Snapshot; services: AppServices } | null>(null);
  const onLoaded = useCallback(
    (snapshot: Snapshot) => setReplay({ snapshot, services: startReplay(snapshot) }),
    [],
  );

  if (!replay) {
    return (
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ReplayLoader snapshotUrl={snapshotUrl} onLoaded={onLoaded} />
      </ThemeProvider>
    );
  }
  return (
    <>
      <App services={replay.services} />
      <ThemeProvider theme={theme}>
        <ReplayBanner createdAt={replay.snapshot.createdAt} />
      </ThemeProvider>
    </>
  );
}

/** `?replay` or `?snapshot=<url>` (dev and preview builds): no simulation, the app runs on a recorded snapshot. */
export function mountReplay(container: HTMLElement, url: URL): void {
  isolateStorageForReplay();
  const snapshotUrl = url.searchParams.get('snapshot');
  createRoot(container).render(
    <StrictMode>
      <ReplayRoot snapshotUrl={snapshotUrl} />
    </StrictMode>,
  );
}
