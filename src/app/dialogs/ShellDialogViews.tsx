import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMarkUpdateSeenMutation } from '@/lib/session/updateNotice';
import { EXTENSION_STORE_URL, EXTENSION_UPDATES, MIN_EXTENSION_VERSION } from '@/lib/constants';
import { useRetryStartup } from '@/lib/session/context';
import { errorMessage } from '@/lib/extension/errors';
import { LinkButton } from '@/lib/ui/routerLinks';

/** The shell dialogs, each with what it shows (ShellDialogs.tsx picks the one the session calls for). */
export type ShellDialogKind =
  | { type: 'connection'; missingId: boolean; unknownId: boolean }
  | { type: 'update-banner'; installed: string }
  | { type: 'reconnect' }
  | { type: 'update-notice'; version: number; changelog: { version: string; updates: string[] }[] };

/** Shown when a link names an extension id this build does not know (nothing was contacted). */
export const UNKNOWN_EXTENSION_TEXT =
  'The link you followed named an unknown extension, so the app did not connect to it. Launch the app from the Reachly extension’s icon in your browser toolbar.';

interface ConnectionProblem {
  missingId: boolean;
  unknownId: boolean;
}

export function ConnectionDialog(problem: ConnectionProblem) {
  // Retry runs start-up again in place (no reload): the dialog goes once the extension answers.
  const navigate = useNavigate();
  // A failed start-up had sent the person to /getStarted; the guards take it from the dashboard.
  const retry = useRetryStartup((state) => {
    if (state.connection === 'ok') void navigate({ to: '/', replace: true });
  });
  return (
    <ConnectionDialogView
      {...problem}
      onRetry={() => retry.mutate()}
      retrying={retry.isPending}
      // In-app navigation: a reload would lose the failed calls the page is there to show.
      diagnostics={<LinkButton to="/diagnostics">Diagnostics</LinkButton>}
    />
  );
}

/** The spec's 'Unable to establish connection' dialog, its text chosen by what went wrong. */
export function ConnectionDialogView({
  missingId,
  unknownId,
  onRetry,
  retrying,
  diagnostics,
}: ConnectionProblem & { onRetry: () => void; retrying: boolean; diagnostics?: ReactNode }) {
  return (
    <Dialog open aria-labelledby="connection-title">
      <DialogTitle id="connection-title">Unable to establish connection</DialogTitle>
      <DialogContent>
        {unknownId ? (
          <DialogContentText>{UNKNOWN_EXTENSION_TEXT}</DialogContentText>
        ) : missingId ? (
          <DialogContentText>
            The extension id is missing from the app address. Install the extension, then launch the app from
            the extension&apos;s icon in your browser toolbar.
          </DialogContentText>
        ) : (
          <>
            <DialogContentText>
              We could not reach the browser extension. Please make sure that the extension is:
            </DialogContentText>
            <List dense>
              {['installed', 'enabled', 'activated', `at version ${MIN_EXTENSION_VERSION} or higher`].map(
                (t) => (
                  <ListItem key={t}>
                    <ListItemText primary={`• ${t}`} />
                  </ListItem>
                ),
              )}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {diagnostics}
        <Button href={EXTENSION_STORE_URL} target="_blank" rel="noopener noreferrer">
          Get the extension
        </Button>
        <Button variant="contained" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** What a version changed, one bullet a line. */
function UpdateList({ updates }: { updates: readonly string[] }) {
  return (
    <List dense>
      {updates.map((u) => (
        <ListItem key={u}>
          <ListItemText primary={`• ${u}`} />
        </ListItem>
      ))}
    </List>
  );
}

export function UpdateBannerDialog({ installed }: { installed: string }) {
  const latest = EXTENSION_UPDATES[0];
  return (
    // Cannot be closed by clicking outside: no onClose, no escape.
    <Dialog open aria-labelledby="update-banner-title">
      <DialogTitle id="update-banner-title">Please update the extension</DialogTitle>
      <DialogContent>
        <DialogContentText>
          You are using version {installed}; version {latest.version} is available and required.
        </DialogContentText>
        <UpdateList updates={latest.updates} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" href={EXTENSION_STORE_URL} target="_blank" rel="noopener noreferrer">
          Update extension
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function UpdateNotificationDialog({
  version,
  changelog,
}: {
  version: number;
  changelog: { version: string; updates: string[] }[];
}) {
  const dismiss = useMarkUpdateSeenMutation();
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
            <UpdateList updates={entry.updates} />
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

export function ReconnectDialog() {
  return (
    <Dialog open aria-labelledby="reconnect-title">
      <DialogTitle id="reconnect-title">Reconnect extension</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Unable to communicate with the extension. Open the app from the manage extension tab.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The dialog views, loaded only when one is needed (they keep Modal and List out of /login's first load). */
export function ShellDialogView({ kind }: { kind: ShellDialogKind }) {
  switch (kind.type) {
    case 'connection':
      return <ConnectionDialog missingId={kind.missingId} unknownId={kind.unknownId} />;
    case 'update-banner':
      return <UpdateBannerDialog installed={kind.installed} />;
    case 'reconnect':
      return <ReconnectDialog />;
    case 'update-notice':
      return <UpdateNotificationDialog version={kind.version} changelog={kind.changelog} />;
  }
}
