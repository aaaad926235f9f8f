import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SystemUpdateAltIcon from '@mui/icons-material/SystemUpdateAlt';
import { useQuery } from '@tanstack/react-query';
import { sessionQueries } from '@/lib/session/api';
import { BackupRestore, RestartButton } from './BackupRestore';

/** Spec 001 "Settings" Advanced tab: Backup data, Restore data, Check for updates. */
export function AdvancedTab() {
  const version = useQuery(sessionQueries.extensionVersion());
  return (
    <Stack spacing={3}>
      <Stack spacing={1.5} component="section" aria-label="Data">
        <Typography variant="h6" component="h2">
          Data
        </Typography>
        <Typography color="textSecondary">
          Save everything the extension holds to a file, or bring a saved file back.
        </Typography>
        <BackupRestore backupLabel="Backup data" restoreLabel="Restore data" />
      </Stack>
      <Stack spacing={1.5} component="section" aria-label="Updates">
        <Typography variant="h6" component="h2">
          Updates
        </Typography>
        <Typography color="textSecondary">
          {version.data ? `Installed version: ${version.data}. ` : ''}Updates come from the extension's store
          page (once an hour at most).
        </Typography>
        <div>
          <RestartButton icon={<SystemUpdateAltIcon />}>Check for updates</RestartButton>
        </div>
      </Stack>
    </Stack>
  );
}
