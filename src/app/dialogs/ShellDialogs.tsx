import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { currentBridge, callRemote } from '@/lib/extension/client';
import { compareVersions } from '@/lib/extension/connection';
import { EXTENSION_STORE_URL, EXTENSION_UPDATES, MIN_EXTENSION_VERSION } from '@/lib/constants';
import { useSession } from '@/lib/session/context';
import { errorMessage } from '@/lib/extension/errors';

/** How long the port may stay down before we ask the person to reopen the app. */
const RECONNECT_GRACE_MS = 8000;

function ConnectionDialog({ missingId }: { missingId: boolean }) {
  return (
    <Dialog open aria-labelledby="connection-title">
      <DialogTitle id="connection-title">Unable to establish connection</DialogTitle>
      <DialogContent>
        {missingId ? (
          <DialogContentText>
            The extension id is missing from the app address. Install the extension, then launch the app from the extension&apos;s icon in your browser
            toolbar.
          </DialogContentText>
        ) : (
          <>
            <DialogContentText>We could not reach the browser extension. Please make sure that the extension is:</DialogContentText>
            <List dense>
              {['installed', 'enabled', 'activated', `at version ${MIN_EXTENSION_VERSION} or higher`].map((t) => (
                <ListItem key={t}>
                  <ListItemText primary={`• ${t}`} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button href={EXTENSION_STORE_URL} target="_blank" rel="noopener noreferrer">
          Get the extension
        </Button>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function UpdateBannerDialog({ installed }: { installed: string }) {
  const latest = EXTENSION_UPDATES[0];
  return (
    // Cannot be closed by clicking outside: no onClose, no escape.
    <Dialog open aria-labelledby="update-banner-title">
      <DialogTitle id="update-banner-title">Please update the extension</DialogTitle>
      <DialogContent>
        <DialogContentText>
          You are using version {installed}; version {latest.version} is available and required.
        </DialogContentText>
        <List dense>
          {latest.updates.map((u) => (
            <ListItem key={u}>
              <ListItemText primary={`• ${u}`} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" href={EXTENSION_STORE_URL} target="_blank" rel="noopener noreferrer">
          Update extension
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function UpdateNotificationDialog({ version, changelog }: { version: number; changelog: { version: string; updates: string[] }[] }) {
  const { store } = useSession();
  const dismiss = useMutation({
    mutationFn: () => callRemote('markUpdateSeen'),
    onSuccess: () => store.markUpdateSeen(),
  });
  return (
    <Dialog open aria-labelledby="update-notice-title" onClose={() => dismiss.mutate()}>
      <DialogTitle id="update-notice-title">Update notification</DialogTitle>
      <DialogContent>
        <DialogContentText gutterBottom>The app has been updated (code version {version}).</DialogContentText>
        {changelog.map((entry) => (
          <div key={entry.version}>
            <Typography variant="subtitle1" component="h3">
              Version {entry.version}
            </Typography>
            <List dense>
              {entry.updates.map((u) => (
                <ListItem key={u}>
                  <ListItemText primary={`• ${u}`} />
                </ListItem>
              ))}
            </List>
          </div>
        ))}
        {dismiss.isError && <Typography color="error">{errorMessage(dismiss.error)}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => dismiss.mutate()} disabled={dismiss.isPending}>
          Dismiss
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ReconnectDialog() {
  return (
    <Dialog open aria-labelledby="reconnect-title">
      <DialogTitle id="reconnect-title">Reconnect extension</DialogTitle>
      <DialogContent>
        <DialogContentText>Unable to communicate with the extension. Open the app from the manage extension tab.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** True once the port has been down longer than the grace period. */
function usePortLost(enabled: boolean): boolean {
  const [lost, setLost] = useState(false);
  useEffect(() => {
    const bridge = currentBridge();
    if (!enabled || !bridge) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = bridge.onPortStatus((status) => {
      if (timer) clearTimeout(timer);
      if (status === 'connected') setLost(false);
      else timer = setTimeout(() => setLost(true), RECONNECT_GRACE_MS);
    });
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [enabled]);
  return lost;
}

export function ShellDialogs() {
  const { state } = useSession();
  const portLost = usePortLost(state.phase === 'ready' && state.connection === 'ok');
  if (state.phase !== 'ready') return null;
  if (state.connection !== 'ok') return <ConnectionDialog missingId={state.connection === 'missing-id'} />;
  const installed = state.extensionVersion;
  if (installed && compareVersions(installed, EXTENSION_UPDATES[0].version) < 0) return <UpdateBannerDialog installed={installed} />;
  if (portLost) return <ReconnectDialog />;
  const base = state.data?.baseData;
  if (base && !base.updateNoticeSeen) return <UpdateNotificationDialog version={base.code_version} changelog={base.changelog} />;
  return null;
}
