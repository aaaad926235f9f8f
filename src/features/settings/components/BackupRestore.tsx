import { useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useQuery } from '@tanstack/react-query';
import { EXTENSION_STORE_URL } from '@/lib/constants';
import { newActionKey } from '@/lib/extension/actions';
import { errorMessage } from '@/lib/extension/errors';
import { isNotConfirmed } from '@/lib/query/personAction';
import { MessageDialog } from '@/lib/ui/MessageDialog';
import { useNotify } from '@/lib/ui/notify';
import {
  checkBackupFile,
  settingsQueries,
  useBackup,
  useRestart,
  useRestore,
  useRestoreRunning,
  type CheckedBackup,
} from '../api';

export const RESTART_TOOLTIP = 'The next restart will be available after 1 hour';

const count = (n: number, what: string) => `${n.toLocaleString('en-US')} ${what}${n === 1 ? '' : 's'}`;
const contents = (b: CheckedBackup) =>
  `${count(b.campaigns, 'campaign')}, ${count(b.lists, 'list item')} and ${count(b.profiles, 'profile')}`;

/** Backup (downloads the extension's data as a JSON file) and Restore (a checked backup file, after a confirmation). */
export function BackupRestore({
  backupLabel = 'Backup',
  restoreLabel = 'Restore',
}: {
  backupLabel?: string;
  restoreLabel?: string;
}) {
  const notify = useNotify();
  const backup = useBackup();
  const restore = useRestore();
  const restoreLock = useRestoreRunning();
  const unconfirmed = isNotConfirmed(restore.error) ? restore.error.message : null;
  const input = useRef<HTMLInputElement>(null);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [pending, setPending] = useState<CheckedBackup | null>(null);
  const restoreError = checkError ?? (restore.error && !unconfirmed ? errorMessage(restore.error) : null);
  const dismiss = () => {
    backup.reset();
    restore.reset();
    setCheckError(null);
  };

  const shown = restore.variables?.backup;
  const send = (variables: { backup: CheckedBackup; actionKey: string }) => {
    if (restoreLock.isRunning()) return;
    restore.mutate(variables, { onSuccess: () => notify('Restore success') });
  };

  const pick = async (file: File) => {
    dismiss();
    setChecking(true);
    try {
      setPending(await checkBackupFile(file));
    } catch (e) {
      setCheckError(e instanceof Error ? e.message : String(e));
    } finally {
      setChecking(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          loading={backup.isPending}
          onClick={() => {
            dismiss();
            backup.mutate(undefined, { onSuccess: () => notify('Backup success') });
          }}
        >
          {backupLabel}
        </Button>
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          loading={restoreLock.running || checking}
          onClick={() => input.current?.click()}
        >
          {restoreLabel}
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          hidden
          data-testid="restore-file"
          aria-label="Backup file to restore"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void pick(file);
          }}
        />
      </Stack>
      {(restoreError || backup.error) && (
        <Alert severity="error" onClose={dismiss}>
          {restoreError ? `Restore failed: ${restoreError}` : `Backup failed: ${errorMessage(backup.error)}`}
        </Alert>
      )}
      {unconfirmed && restore.variables && (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={restoreLock.running}
              // Try again is the same restore: the same action key, so it is not done twice.
              onClick={() => send(restore.variables!)}
            >
              Try again
            </Button>
          }
        >
          {unconfirmed}
        </Alert>
      )}
      {/* The extension restores in one call: the progress says what is being restored, then what was. */}
      {shown && (restore.isPending || restore.isSuccess) && (
        <Alert
          severity={restore.isPending ? 'info' : 'success'}
          role="status"
          aria-label="Restore progress"
          icon={restore.isPending ? <CircularProgress size={20} aria-hidden /> : undefined}
          onClose={restore.isPending ? undefined : dismiss}
        >
          {restore.isPending
            ? `Restoring ${contents(shown)} from "${shown.fileName}"…`
            : `Restored ${contents(shown)}.`}
        </Alert>
      )}
      <MessageDialog
        open={!!pending}
        title="Restore this backup?"
        text={
          pending &&
          `Restoring replaces the campaigns, lists and profiles the extension holds now with the ones in "${pending.fileName}" (${count(pending.campaigns, 'campaign')}, ${count(pending.lists, 'list item')}, ${count(pending.profiles, 'profile')}). This cannot be undone.`
        }
        cancelLabel="Cancel"
        confirmLabel="Restore"
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) send({ backup: pending, actionKey: newActionKey() });
          setPending(null);
        }}
      />
    </Stack>
  );
}

/** Opens the extension's store page in a new tab; once an hour at most. */
export function RestartButton({
  children = 'Restart extension',
  icon = <RestartAltIcon />,
}: {
  children?: ReactNode;
  icon?: ReactNode;
}) {
  const allowed = useQuery(settingsQueries.restartAllowed());
  const restart = useRestart();
  const notify = useNotify();
  const disabled = allowed.data === false || restart.isPending;
  const button = (
    <Button
      variant="outlined"
      startIcon={icon}
      disabled={disabled}
      onClick={() => {
        window.open(EXTENSION_STORE_URL, '_blank', 'noopener');
        restart.mutate(undefined, {
          onError: (e) => notify(`The restart was not recorded: ${errorMessage(e)}`, 'error'),
        });
      }}
    >
      {children}
    </Button>
  );
  return (
    <>
      {allowed.data === false ? (
        <Tooltip title={RESTART_TOOLTIP}>
          {/* A disabled button gets no pointer events: the wrapper carries the tooltip (and keyboard focus for it). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- MUI's pattern for a tooltip on a disabled button */}
          <span tabIndex={0} style={{ display: 'inline-block' }}>
            {button}
          </span>
        </Tooltip>
      ) : (
        button
      )}
    </>
  );
}
