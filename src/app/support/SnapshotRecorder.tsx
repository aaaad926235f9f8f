import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { lazyPiece } from '@/lib/ui/LazyPiece';
import type { QueryClient } from '@tanstack/react-query';
import { RECORD_SNAPSHOT_EVENT } from '@/lib/query/snapshotEvent';
import type { DiagnosticsSources } from '@/lib/diagnostics/report';

/** Opens the recording dialog; undefined outside the provider. */
export const SnapshotRecorderContext = createContext<(() => void) | undefined>(undefined);

interface Props {
  queryClient: QueryClient;
  /** Read when recording: the route the person is on. */
  route: () => string;
  mode: string;
  /** Read when recording: what the diagnostics page reads (the snapshot carries its text). */
  diagnostics: () => DiagnosticsSources;
  children: ReactNode;
}

/** The recording dialog (and its MUI dialog parts) downloads when it is first opened. */
const SnapshotRecorderDialog = lazyPiece('The snapshot dialog', () =>
  import('./SnapshotRecorderDialog').then((m) => m.SnapshotRecorderDialog),
);

/** Holds the "Record snapshot" dialog; any screen opens it through SnapshotRecorderContext. */
export function SnapshotRecorder({ queryClient, route, mode, diagnostics, children }: Props) {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = () => setOpen(false);
  const record = async (withRedaction: boolean) => {
    close();
    const at = route();
    const sources = diagnostics();
    // Loaded on first use: redaction, the snapshot schema and diagnostics stay out of the initial bundle.
    const [{ buildSnapshot, downloadSnapshot }, { collectDiagnostics }] = await Promise.all([
      import('@/lib/query/snapshot'),
      import('@/lib/diagnostics/report'),
    ]);
    downloadSnapshot(
      buildSnapshot(queryClient, {
        redact: withRedaction,
        route: at,
        mode,
        diagnostics: collectDiagnostics(sources),
      }),
    );
  };

  return (
    <SnapshotRecorderContext.Provider value={open}>
      {children}
      {isOpen && (
        <SnapshotRecorderDialog onClose={close} record={(withRedaction) => void record(withRedaction)} />
      )}
    </SnapshotRecorderContext.Provider>
  );
}

/** The QA panel's "Record snapshot" (a window event) opens the same dialog. */
export function RecordSnapshotListener() {
  const open = useContext(SnapshotRecorderContext);
  useEffect(() => {
    if (!open) return;
    window.addEventListener(RECORD_SNAPSHOT_EVENT, open);
    return () => window.removeEventListener(RECORD_SNAPSHOT_EVENT, open);
  }, [open]);
  return null;
}
