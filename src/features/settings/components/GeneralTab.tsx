import { useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Divider,
  FormControlLabel,
  FormGroup,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { DRAFT_SCOPES, useTextDraft } from '@/lib/drafts';
import { errorMessage } from '@/lib/extension/errors';
import { sessionQueries } from '@/lib/session/api';
import { DEFAULT_PER_DAY_LIMIT } from '@/lib/constants';
import { MessageDialog } from '@/lib/ui/MessageDialog';
import { useNotify } from '@/lib/ui/notify';
import {
  formatResult,
  GeneralFormSchema,
  settingsQueries,
  useRunScript,
  useSaveGeneralSettings,
  type GeneralFormInput,
} from '../api';
import { BackupRestore, RestartButton } from './BackupRestore';

/** Spec 001 "Settings" General tab. */
export function GeneralTab() {
  // The route's loader fetched the settings when this tab opened.
  const settings = useSuspenseQuery(settingsQueries.userSettings());

  return (
    <Stack spacing={3}>
      <AccountSection />
      <Divider />
      <SettingsForm
        initial={{
          perDayLimit: String(settings.data.perDayLimit ?? DEFAULT_PER_DAY_LIMIT),
          show_notifications: settings.data.options.show_notifications,
          newMessageNotificationEnabled: settings.data.options.newMessageNotificationEnabled,
          cacheExpiry: String(settings.data.options.cacheExpiry),
        }}
      />
      <Divider />
      <Section title="Backup and restore">
        <BackupRestore />
      </Section>
      <Divider />
      <ScriptBox />
      <Divider />
      <Section title="Restart">
        <Typography color="text.secondary">
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
  const me = useQuery(sessionQueries.me());
  const account = me.data?.linkedinAccount;
  return (
    <Section title="LinkedIn account">
      {me.isPending ? (
        <Typography color="text.secondary">Loading...</Typography>
      ) : account ? (
        <Typography>
          {`${account.firstName} ${account.lastName}`.trim()} ({account.email})
        </Typography>
      ) : (
        <Typography color="text.secondary">No LinkedIn account is assigned to this user.</Typography>
      )}
    </Section>
  );
}

type FieldErrors = Partial<Record<keyof GeneralFormInput, string>>;

function SettingsForm({ initial }: { initial: GeneralFormInput }) {
  const notify = useNotify();
  const [form, setForm] = useState<GeneralFormInput>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveGeneralSettings();
  const change = (patch: Partial<GeneralFormInput>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k as keyof GeneralFormInput];
      return next;
    });
  };

  const onSave = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = GeneralFormSchema.safeParse(form);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as keyof GeneralFormInput] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    // An empty per-day value becomes 1 (spec section 5); show what is saved.
    setForm((f) => ({ ...f, perDayLimit: String(parsed.data.perDayLimit) }));
    save.mutate(parsed.data, { onSuccess: () => notify('Settings updated') });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={onSave} noValidate aria-label="General settings">
      <TextField
        label="Per-day limit"
        value={form.perDayLimit}
        onChange={(e) => change({ perDayLimit: e.target.value })}
        error={!!errors.perDayLimit}
        helperText={errors.perDayLimit ?? 'Actions a day across your campaigns (at least 1)'}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ maxWidth: 320 }}
      />
      <FormGroup>
        <FormControlLabel
          control={
            <Switch
              checked={form.show_notifications}
              onChange={(e) => change({ show_notifications: e.target.checked })}
            />
          }
          label="Show notifications"
        />
        <FormControlLabel
          control={
            <Switch
              checked={form.newMessageNotificationEnabled}
              onChange={(e) => change({ newMessageNotificationEnabled: e.target.checked })}
            />
          }
          label="Notify me of new messages"
        />
      </FormGroup>
      <TextField
        label="Cache days"
        value={form.cacheExpiry}
        onChange={(e) => change({ cacheExpiry: e.target.value })}
        error={!!errors.cacheExpiry}
        helperText={errors.cacheExpiry ?? 'Days a pulled profile is kept before it is pulled again'}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ maxWidth: 320 }}
      />
      {save.isError && <Alert severity="error">Settings were not saved: {errorMessage(save.error)}</Alert>}
      <Box>
        <Button type="submit" variant="contained" loading={save.isPending}>
          Save Settings
        </Button>
      </Box>
    </Stack>
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
