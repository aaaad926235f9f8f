import { useEffect, useState } from 'react';
import { lazyPiece } from '@/lib/ui/LazyPiece';
import { currentBridge } from '@/lib/extension/client';
import { compareVersions } from '@/lib/extension/connection';
import { watchPortLoss } from '@/lib/extension/portLoss';
import { EXTENSION_UPDATES } from '@/lib/constants';
import type { ExtensionData } from '@/lib/extension/contract';
import { useSession } from '@/lib/session/context';
import { useExtensionData } from '@/lib/session/sessionData';
import type { SessionState } from '@/lib/session/startup';
import type { ShellDialogKind } from './ShellDialogViews';
import { useOnSupportPage } from '../layouts/supportPage';

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
  const installed = state.extensionVersion;
  if (installed && compareVersions(installed, EXTENSION_UPDATES[0].version) < 0)
    return { type: 'update-banner', installed };
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

export function ShellDialogs() {
  const { state } = useSession();
  const connected = state.phase === 'ready' && state.connection === 'ok';
  const data = useExtensionData();
  const portLost = usePortLost(connected);
  const onSupportPage = useOnSupportPage();
  const kind = shellDialogFor({ ...state, data }, portLost);
  if (!kind || onSupportPage) return null; // the diagnostics page must stay readable
  return <ShellDialogView kind={kind} />;
}
