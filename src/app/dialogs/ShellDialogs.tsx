import { useEffect, useRef, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { lazyPiece } from '@/lib/ui/LazyPiece';
import { currentBridge } from '@/lib/extension/client';
import { watchPortLoss } from '@/lib/extension/portLoss';
import type { ExtensionData } from '@/lib/extension/contract';
import { useSession } from '@/lib/session/context';
import { useExtensionData } from '@/lib/session/sessionData';
import type { SessionState } from '@/lib/session/startup';
import type { ShellDialogKind } from './ShellDialogViews';
import { useOnPageWith } from '../layouts/supportPage';

const ShellDialogView = lazyPiece('A notice about the extension', () =>
  import('./ShellDialogViews').then((m) => m.ShellDialogView),
);

/** Which shell dialog the session (and the extension's data) calls for, most important first; null for none. */
export function shellDialogFor(
  state: SessionState & { data: ExtensionData | null | undefined },
  portLost: boolean,
): ShellDialogKind | null {
  if (state.phase !== 'ready') return null;
  if (state.connection !== 'ok')
    return {
      type: 'connection',
      missingId: state.connection === 'missing-id',
      unknownId: state.connection === 'unknown-id',
    };
  // Spec 000: a manifest version below the minimum sets the migration-required state (start-up).
  const installed = state.extensionVersion;
  if (installed && state.migrationRequired) return { type: 'update-banner', installed };
  if (portLost) return { type: 'reconnect' };
  const base = state.data?.baseData;
  if (base && !base.updateNoticeSeen)
    return { type: 'update-notice', version: base.code_version, changelog: base.changelog };
  return null;
}

/** True once the port has been down longer than the spec's 8 s; false again on a confirmed reconnect. */
function usePortLost(enabled: boolean): boolean {
  const [lost, setLost] = useState(false);
  useEffect(() => {
    const bridge = currentBridge();
    if (!enabled || !bridge) return;
    const stop = watchPortLoss(bridge, setLost);
    return () => {
      stop();
      setLost(false);
    };
  }, [enabled]);
  return lost;
}

/**
 * A failed start-up had sent the person to /getStarted. Once a later try reaches the extension
 * (Retry, or start-up's own tries in the background), the app goes on from the dashboard, where
 * the guards take it; a person who went on to another page stays there.
 */
function useGoOnOnceConnected(connection: SessionState['connection']) {
  const router = useRouter();
  const previous = useRef(connection);
  useEffect(() => {
    const was = previous.current;
    previous.current = connection;
    if (was === 'failed' && connection === 'ok' && router.state.location.pathname === '/getStarted')
      void router.navigate({ to: '/', replace: true });
  }, [connection, router]);
}

export function ShellDialogs() {
  const { state } = useSession();
  useGoOnOnceConnected(state.connection);
  const connected = state.phase === 'ready' && state.connection === 'ok';
  const data = useExtensionData();
  const portLost = usePortLost(connected);
  const onPageWithoutExtension = useOnPageWith('withoutExtension');
  const kind = shellDialogFor({ ...state, data }, portLost);
  // Diagnostics, sign-in and the legal pages work without the extension and stay readable.
  if (!kind || onPageWithoutExtension) return null;
  return <ShellDialogView kind={kind} />;
}
