import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '@/lib/extension/errors';
import { useNotify } from '@/lib/ui/notify';
import { SwitchField } from '@/lib/ui/SwitchField';
import { sessionQueries } from '@/lib/session/api';
import {
  SYNC_SCHEDULES,
  SYNC_TASK,
  SyncFormSchema,
  syncFormFrom,
  syncOptionsQuery,
  useSaveSyncOptions,
  type SyncForm,
} from '../api';
import { useQuery } from '@tanstack/react-query';
import { Loading } from '@/lib/ui/Loading';
import { RetryAlert } from '@/lib/ui/RetryAlert';
import { WithdrawalTool } from './WithdrawalTool';

/** Spec 001 "Tools": a heading and two collapsible panels, Uninviter and Connections sync. */
export function ToolsPage() {
  const [open, setOpen] = useState<string | false>('uninviter');
  const toggle = (panel: string) => (_e: unknown, expanded: boolean) => setOpen(expanded ? panel : false);
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Typography variant="h4" component="h1">
        Tools
      </Typography>
      <Accordion
        expanded={open === 'uninviter'}
        onChange={toggle('uninviter')}
        slotProps={{ transition: { unmountOnExit: true } }}
      >
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="uninviter-content"
          id="uninviter-header"
        >
          <Typography variant="h6" component="h2">
            Uninviter
          </Typography>
        </AccordionSummary>
        <AccordionDetails id="uninviter-content">
          <WithdrawalTool idPrefix="tools-withdrawal" />
        </AccordionDetails>
      </Accordion>
      <Accordion
        expanded={open === 'sync'}
        onChange={toggle('sync')}
        slotProps={{ transition: { unmountOnExit: true } }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="sync-content" id="sync-header">
          <Typography variant="h6" component="h2">
            Connections sync
          </Typography>
        </AccordionSummary>
        <AccordionDetails id="sync-content">
          <ConnectionsSync />
        </AccordionDetails>
      </Accordion>
    </Stack>
  );
}

function ConnectionsSync() {
  const stored = useQuery(syncOptionsQuery());
  if (stored.isPending) return <Loading />;
  if (stored.isError)
    return (
      <RetryAlert
        what="The sync options could not be loaded"
        error={stored.error}
        onRetry={() => void stored.refetch()}
      />
    );
  return <ConnectionsSyncForm initial={syncFormFrom(stored.data.stored)} readable={stored.data.readable} />;
}

const SYNC_DEFAULTS_NOTE =
  'This extension does not report the saved sync options: the form starts from the defaults.';

/**
 * Opens with the stored options, so saving changes only what was changed. Without them
 * (`readable: false`) it opens on the defaults with a note, and still saves.
 */
function ConnectionsSyncForm({ initial, readable }: { initial: SyncForm; readable: boolean }) {
  const save = useSaveSyncOptions();
  const notify = useNotify();
  const { control, register, handleSubmit, formState, clearErrors } = useForm<SyncForm>({
    resolver: zodResolver(SyncFormSchema),
    defaultValues: initial,
  });
  const enabled = useWatch({ control, name: 'enabled' });
  const enableThreshold = useWatch({ control, name: 'enableThreshold' });
  const dateError = formState.errors.dateThreshold?.message;
  const onSave = handleSubmit((form) => save.mutate(form, { onSuccess: () => notify('Done') }));

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography color="textSecondary">
        Keep your connections in the CRM in step with LinkedIn in the background.
      </Typography>
      {!readable && <Alert severity="info">{SYNC_DEFAULTS_NOTE}</Alert>}
      <SwitchField control={control} name="enabled" label="Sync connections automatically" />
      <Controller
        control={control}
        name="schedule"
        render={({ field }) => (
          <TextField
            select
            label="Schedule"
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
            disabled={!enabled}
            sx={{ maxWidth: 320 }}
          >
            {SYNC_SCHEDULES.map((s) => (
              <MenuItem key={s.value} value={s.value}>
                {s.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <SwitchField
        control={control}
        name="enableThreshold"
        label="Only connections made after a date"
        disabled={!enabled}
      />
      {enableThreshold && (
        <TextField
          type="date"
          label="Connected after"
          {...register('dateThreshold', { onChange: () => clearErrors('dateThreshold') })}
          error={!!dateError}
          helperText={dateError ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: 320 }}
        />
      )}
      <SyncProgress />
      {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      <div>
        <Button variant="contained" onClick={() => void onSave()} loading={save.isPending}>
          Save sync options
        </Button>
      </div>
    </Stack>
  );
}

/** A sync the extension is running (its task list, polled every 10 s), with the extension's own counts. */
function SyncProgress() {
  const { data: tasks } = useQuery(sessionQueries.tasks());
  const sync = tasks?.find((t) => t.name === SYNC_TASK && t.running);
  if (!sync) return null;
  return (
    <Alert
      severity="info"
      role="status"
      aria-label="Sync progress"
      icon={<CircularProgress size={20} aria-hidden />}
    >
      {sync.message ? `Syncing connections: ${sync.message}` : 'Syncing connections…'}
    </Alert>
  );
}
