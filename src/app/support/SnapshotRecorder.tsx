import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { lazyPiece } from '@/lib/ui/LazyPiece';
import type { QueryClient } from '@tanstack/react-query';
import { RECORD_SNAPSHOT_EVENT } from '@/lib/query/snapshotEvent';

/** Opens the recording dialog; undefined outside the provider. */
export const SnapshotRecorderContext = createContext<(() => void) | undefined>(undefined);

interface Props {
  queryClient: QueryClient;
  /** Read when recording: the route the person is on. */
  route: () => string;
  mode: string;
  children: ReactNode;
}

/** The recording dialog (and its MUI dialog parts) downloads when it is first opened. */
const SnapshotRecorderDialog = lazyPiece('The snapshot dialog', () =>
  import('./SnapshotRecorderDialog').then((m) => m.SnapshotRecorderDialog),
);

/** Holds the "Record snapshot" dialog; any screen opens it through SnapshotRecorderContext. */
export function SnapshotRecorder({ queryClient, route, mode, children }: Props) {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = () => setOpen(false);
  const record = async (withRedaction: boolean) => {
    close();
    const at = route();
    // Loaded on first use: redaction and the snapshot schema stay out of the initial bundle.
    const { buildSnapshot, downloadSnapshot } = await import('@/lib/query/snapshot');
    downloadSnapshot(buildSnapshot(queryClient, { redact: withRedaction, route: at, mode }));
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
