import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { capabilitySnapshot, subscribeCapabilities } from '@/lib/extension/capabilities';
import { currentBridge } from '@/lib/extension/client';
import { lastResyncSnapshot, pushLogSnapshot, subscribePushLog } from '@/lib/extension/pushLog';
import type { PortStatus } from '@/lib/extension/transport';
import { buildDiagnostics, type Diagnostics } from '@/lib/diagnostics/report';
import { journalCalls, subscribeJournal } from '@/lib/journal';
import { sessionQueries } from '@/lib/session/api';
import { useSession } from '@/lib/session/context';
import { now } from '@/lib/time/clock';

/** The port's state, followed live ('none' without a bridge). */
function usePortStatus(): PortStatus | 'none' {
  const bridge = currentBridge();
  const subscribe = useCallback(
    (listener: () => void) => (bridge ? bridge.onPortStatus(listener) : () => undefined),
    [bridge],
  );
  return useSyncExternalStore(subscribe, () => bridge?.currentPortStatus ?? 'none');
}

/**
 * Everything the diagnostics page shows, read again whenever a call ends, a push arrives, a
 * capability is learned, the port comes back or changes, or the session changes; and the extension's version asked now.
 */
export function useDiagnostics(): { diagnostics: Diagnostics; version: UseQueryResult<string> } {
  const { state } = useSession();
  const port = usePortStatus();
  const journal = useSyncExternalStore(subscribeJournal, journalCalls);
  const pushes = useSyncExternalStore(subscribePushLog, pushLogSnapshot);
  const resync = useSyncExternalStore(subscribePushLog, lastResyncSnapshot);
  const capabilities = useSyncExternalStore(subscribeCapabilities, capabilitySnapshot);
  // Asked once when the page opens (no retries): a hung or missing extension is what support needs to see.
  const version = useQuery({ ...sessionQueries.extensionVersion(), retry: false });
  const diagnostics = useMemo(
    () =>
      buildDiagnostics({
        session: state,
        bridge: currentBridge(),
        port,
        capabilities,
        journal,
        pushes,
        resync,
        extensionVersion: version.data,
        takenAt: now(),
      }),
    [state, port, capabilities, journal, pushes, resync, version.data],
  );
  return { diagnostics, version };
}
