import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DRAFT_SCOPES, useTextDraft } from '@/lib/drafts';
import { errorMessage } from '@/lib/extension/errors';
import { useSessionUser } from '@/lib/session/sessionData';
import { DEFAULT_PER_DAY_LIMIT } from '@/lib/constants';
import { useCapability } from '@/lib/extension/useCapability';
import { MessageDialog } from '@/lib/ui/MessageDialog';
import { formatResult, settingsQueries, useRunScript } from '../api';
import { BackupRestore, RestartButton } from './BackupRestore';
import { GeneralSettingsForm } from './GeneralSettingsForm';

/** Defaults of the options the form keeps (and does not send) when the extension cannot store them. */
const OPTION_DEFAULTS = { show_notifications: true, newMessageNotificationEnabled: true, cacheExpiry: 7 };

/** Why the notification and cache options are not shown, in one line; null when they are. */
function missingOptionsNote(readable: boolean, writable: boolean): string | null {
  if (!readable)
    return `This extension does not report its settings: the per-day limit starts at ${DEFAULT_PER_DAY_LIMIT}, and the notification and cache options are not shown.`;
  if (!writable)
    return 'This extension does not store the notification and cache options, so they are not shown.';
  return null;
}

/** Spec 001 "Settings" General tab. */
export function GeneralTab() {
  // The route's loader fetched the settings when this tab opened (null: the extension has no getUserSettings).
  const settings = useSuspenseQuery(settingsQueries.userSettings()).data;
  const writable = useCapability('updateUserSettings') !== 'absent';
  const options = settings?.options ?? OPTION_DEFAULTS;

  return (
    <Stack spacing={3}>
      <AccountSection />
      <Divider />
      <GeneralSettingsForm
        initial={{
          perDayLimit: String(settings?.perDayLimit ?? DEFAULT_PER_DAY_LIMIT),
          show_notifications: options.show_notifications,
          newMessageNotificationEnabled: options.newMessageNotificationEnabled,
          cacheExpiry: String(options.cacheExpiry),
        }}
        optionsNote={missingOptionsNote(settings !== null, writable)}
      />
      <Divider />
      <Section title="Backup and restore">
        <BackupRestore />
      </Section>
      <Divider />
      <ScriptBox />
      <Divider />
      <Section title="Restart">
        <Typography color="textSecondary">
          Restart the extension from its store page (once an hour at most).
        </Typography>
        <Box>
          <RestartButton />
        </Box>
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack spacing={1.5} component="section" aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function AccountSection() {
  // Start-up loaded the signed-in user (the shell is only reached with one).
  const account = useSessionUser()?.linkedinAccount;
  return (
    <Section title="LinkedIn account">
      {account ? (
        <Typography>
          {`${account.firstName} ${account.lastName}`.trim()} ({account.email})
        </Typography>
      ) : (
        <Typography color="textSecondary">No LinkedIn account is assigned to this user.</Typography>
      )}
    </Section>
  );
}

function ScriptBox() {
  // The script is kept as typed (a reload or a dropped extension loses nothing); an empty box keeps no draft.
  const { text: script, setText: setScript } = useTextDraft(DRAFT_SCOPES.settingsScript, 'box', '');
  const [confirming, setConfirming] = useState(false);
  const run = useRunScript();

  return (
    <Section title="Run script">
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Alert severity="warning">
            A script runs inside the extension with access to all its data. Only run scripts you trust.
          </Alert>
          <TextField
            label="Script"
            value={script}
            onChange={(e) => setScript(e.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
          <Box>
            <Button
              variant="contained"
              color="warning"
              disabled={!script.trim() || run.isPending}
              loading={run.isPending}
              onClick={() => setConfirming(true)}
            >
              Run script
            </Button>
          </Box>
          {run.isSuccess && (
            <Alert severity="success" aria-label="Script result">
              <Typography>Command executed successfully.</Typography>
              <Box
                component="pre"
                sx={{ m: 0, mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'monospace' }}
              >
                {formatResult(run.data)}
              </Box>
            </Alert>
          )}
          {run.isError && <Alert severity="error">The script failed: {errorMessage(run.error)}</Alert>}
        </Stack>
      </Paper>
      <MessageDialog
        open={confirming}
        title="Run this script?"
        text="The script will run inside the extension with access to all its data. Run it only if you trust it."
        confirmLabel="Run"
        cancelLabel="Cancel"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          run.mutate(script);
        }}
      />
    </Section>
  );
}
