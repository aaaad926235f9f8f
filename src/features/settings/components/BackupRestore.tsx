import { useRef, type ReactNode } from 'react';
import { Alert, Button, Stack, Tooltip } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useQuery } from '@tanstack/react-query';
import { EXTENSION_STORE_URL } from '@/lib/constants';
import { errorMessage } from '@/lib/extension/errors';
import { settingsQueries, useBackup, useRestart, useRestore } from '../api';

export const RESTART_TOOLTIP = 'The next restart will be available after 1 hour';

/** Backup (downloads the extension's data as a JSON file) and Restore (a picked backup file). */
export function BackupRestore({
  notify,
  backupLabel = 'Backup',
  restoreLabel = 'Restore',
}: {
  notify: (text: string) => void;
  backupLabel?: string;
  restoreLabel?: string;
}) {
  const backup = useBackup();
  const restore = useRestore();
  const input = useRef<HTMLInputElement>(null);
  const failure = backup.error ?? restore.error;

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          loading={backup.isPending}
          onClick={() => {
            restore.reset();
            backup.mutate(undefined, { onSuccess: () => notify('Backup success') });
          }}
        >
          {backupLabel}
        </Button>
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          loading={restore.isPending}
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
            if (!file) return;
            backup.reset();
            restore.mutate(file, { onSuccess: () => notify('Restore success') });
          }}
        />
      </Stack>
      {failure && (
        <Alert severity="error" onClose={() => (backup.reset(), restore.reset())}>
          {restore.error
            ? `Restore failed: ${errorMessage(restore.error)}`
            : `Backup failed: ${errorMessage(failure)}`}
        </Alert>
      )}
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
  const disabled = allowed.data === false || restart.isPending;
  const button = (
    <Button
      variant="outlined"
      startIcon={icon}
      disabled={disabled}
      onClick={() => {
        window.open(EXTENSION_STORE_URL, '_blank', 'noopener');
        restart.mutate();
      }}
    >
      {children}
    </Button>
  );
  return allowed.data === false ? (
    <Tooltip title={RESTART_TOOLTIP}>
      {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
      <span tabIndex={0} style={{ display: 'inline-block' }}>
        {button}
      </span>
    </Tooltip>
  ) : (
    button
  );
}
