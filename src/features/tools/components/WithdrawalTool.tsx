import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/extension/errors';
import { WITHDRAWAL_RATE } from '@/lib/constants';
import {
  DEFAULT_WITHDRAWAL_DAYS,
  DEFAULT_WITHDRAWAL_RATE,
  toolsQueries,
  useWithdrawalActions,
  withdrawalSummary,
  WithdrawalFormSchema,
  type WithdrawalForm,
  type WithdrawalFormInput,
} from '../api';

/**
 * The invitation withdrawal tool: days, the rate range, Start and Stop, and the status banner.
 * While it runs the state is polled every second and the inputs are disabled.
 */
export function WithdrawalTool({ idPrefix }: { idPrefix: string }) {
  // The route's loader (/tools, the Withdrawals tab of /settings) fetched the state.
  const state = useSuspenseQuery(toolsQueries.withdrawal());
  const s = state.data;
  const pending = useQuery(toolsQueries.pendingInvites(s.running));
  const { start, stop } = useWithdrawalActions();
  // The stored days and rate show until the person changes them (a poll keeps what was typed).
  const { control, handleSubmit, formState, clearErrors } = useForm<
    WithdrawalFormInput,
    unknown,
    WithdrawalForm
  >({
    resolver: zodResolver(WithdrawalFormSchema),
    values: {
      days: String(s.days ?? DEFAULT_WITHDRAWAL_DAYS),
      delay: s.delay ? [s.delay[0], s.delay[1]] : DEFAULT_WITHDRAWAL_RATE,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const shownRate = useWatch({ control, name: 'delay' });
  const daysError = formState.errors.days?.message ?? formState.errors.delay?.message;

  const running = s.running;
  const summary = withdrawalSummary(s);
  const busy = start.isPending || stop.isPending;
  const actionError = start.error ?? stop.error;

  const onStart = handleSubmit((form) => {
    stop.reset();
    start.mutate(form);
  });

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography color="textSecondary">
        Withdraw the connection invitations you sent that are still pending after the given number of days.
      </Typography>
      <Alert
        severity={s.error ? 'error' : running || s.counter === 0 ? 'info' : 'success'}
        role="status"
        aria-label="Withdrawal status"
        icon={false}
        sx={{ whiteSpace: 'pre-line' }}
      >
        <Typography component="div" sx={{ fontWeight: 600 }}>
          {running ? 'Running' : 'Stopped'}
        </Typography>
        {s.message && <Typography component="div">{s.message}</Typography>}
        {summary && <Typography component="div">{summary}</Typography>}
        {s.lastPerson && <Typography component="div">Last: {s.lastPerson}</Typography>}
        {s.error && <Typography component="div">Error: {s.error}</Typography>}
        {pending.data !== undefined && (
          <Typography component="div">Pending invitations: {pending.data}</Typography>
        )}
      </Alert>
      <Controller
        control={control}
        name="days"
        render={({ field }) => (
          <TextField
            id={`${idPrefix}-days`}
            label="Withdraw invitations older than (days)"
            value={field.value}
            onChange={(e) => {
              field.onChange(e.target.value);
              clearErrors();
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={running}
            error={!!daysError}
            helperText={daysError ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ maxWidth: 320 }}
          />
        )}
      />
      <Box sx={{ px: 1 }}>
        <Typography id={`${idPrefix}-rate-label`} gutterBottom>
          Withdrawals per minute: {shownRate[0]} to {shownRate[1]}
        </Typography>
        <Controller
          control={control}
          name="delay"
          render={({ field }) => (
            <Slider
              value={field.value}
              onChange={(_e, value) => Array.isArray(value) && field.onChange([value[0]!, value[1]!])}
              min={WITHDRAWAL_RATE.min}
              max={WITHDRAWAL_RATE.max}
              step={1}
              disableSwap
              valueLabelDisplay="auto"
              disabled={running}
              marks={[
                { value: WITHDRAWAL_RATE.min, label: String(WITHDRAWAL_RATE.min) },
                { value: WITHDRAWAL_RATE.max, label: String(WITHDRAWAL_RATE.max) },
              ]}
              getAriaLabel={(index) =>
                index === 0 ? 'Fewest withdrawals per minute' : 'Most withdrawals per minute'
              }
              sx={{ maxWidth: 480 }}
            />
          )}
        />
      </Box>
      {state.isError && (
        <Alert severity="warning">
          The latest status could not be read ({errorMessage(state.error)}); trying again.
        </Alert>
      )}
      {actionError && <Alert severity="error">{errorMessage(actionError)}</Alert>}
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => void onStart()} disabled={running || busy}>
          Start
        </Button>
        <Button variant="outlined" color="error" onClick={() => stop.mutate()} disabled={!running || busy}>
          Stop
        </Button>
      </Stack>
    </Stack>
  );
}
