import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@/lib/format/numbers';
import { useSuspenseQuery } from '@tanstack/react-query';
import { sessionQueries } from '@/lib/session/api';
import {
  ceilingStore,
  CeilingFormSchema,
  safetyQueries,
  type CeilingForm,
  type CeilingFormInput,
} from '../api';
import type { CapUsage, PendingInvites } from '../safety';
import { CapMeter } from './CapMeter';
import { CapGrid } from './SafetyFigures';
import { useAccountSafety } from './useAccountSafety';
import { TextLink } from '@/lib/ui/routerLinks';

function CapSection({ usage }: { usage: CapUsage }) {
  return (
    <Card variant="outlined" component="section" aria-label={usage.label}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <CapMeter label={usage.label} used={usage.used} cap={usage.cap} level={usage.level} />
        <Typography variant="body2" color="textSecondary">
          Running campaigns set to {formatNumber(usage.planned)} a day in total; the account's cap is{' '}
          {formatNumber(usage.cap)}.
        </Typography>
        {usage.campaigns.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            No running campaign uses this cap.
          </Typography>
        ) : (
          <List dense disablePadding aria-label={`Campaigns using ${usage.label.toLowerCase()}`}>
            {usage.campaigns.map((c) => (
              <ListItem key={c.id} disableGutters>
                <ListItemText
                  primary={
                    <TextLink to="/campaign-manager/$id" params={{ id: c.id }}>
                      {c.name}
                    </TextLink>
                  }
                  secondary={`${formatNumber(c.doneToday)} today · per day ${formatNumber(c.perDay)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

function PendingSection({ pending, ceiling }: { pending: PendingInvites | null; ceiling: number }) {
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<CeilingFormInput, unknown, CeilingForm>({
    resolver: zodResolver(CeilingFormSchema),
    defaultValues: { ceiling: String(ceiling) },
  });
  const save = handleSubmit(({ ceiling: next }) => {
    ceilingStore.set(next);
    reset({ ceiling: String(next) });
    setSaved(true);
  });
  const error = formState.errors.ceiling?.message;
  return (
    <Card variant="outlined" component="section" aria-label="Pending invitations">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        {pending ? (
          <CapMeter
            label="Pending invitations"
            used={pending.count}
            cap={pending.ceiling}
            level={pending.level}
          />
        ) : (
          <Typography>Pending invitations could not be counted.</Typography>
        )}
        <Typography variant="body2" color="textSecondary">
          LinkedIn may restrict an account with too many invitations waiting for an answer. Withdraw old ones
          with the{' '}
          <TextLink to="/settings" search={{ type: 'withdrawals' }}>
            Withdrawals tool
          </TextLink>
          .
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => void save(e)}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            label="Safe ceiling"
            type="number"
            {...register('ceiling', { onChange: () => setSaved(false) })}
            error={!!error}
            helperText={error ?? (saved ? 'Saved' : 'Default 700')}
            slotProps={{ htmlInput: { min: 50, max: 5000 } }}
            sx={{ width: 180 }}
          />
          <Button type="submit" variant="outlined">
            Save ceiling
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** /safety: today's use of each daily cap across the running campaigns, pending invitations, warnings. */
export function SafetyPage() {
  // The route's loader fetched the running campaigns and the extension's limits.
  useSuspenseQuery(safetyQueries.runningCampaigns());
  useSuspenseQuery(sessionQueries.extensionData());
  const safety = useAccountSafety();
  const { usage, pending, warnings } = safety;
  return (
    <Box sx={{ p: 3, display: 'grid', gap: 2, maxWidth: 1100 }}>
      <Typography variant="h4" component="h1">
        Account safety
      </Typography>
      <Typography color="textSecondary">
        Today's actions of your running campaigns against the account's daily caps. The figures follow the
        campaigns as they run.
      </Typography>
      {usage && (
        <>
          <Box component="section" aria-label="Warnings" sx={{ display: 'grid', gap: 1 }}>
            {warnings.length === 0 ? (
              <Alert severity="success">
                Every daily cap is below 80%, and the running campaigns fit the caps.
              </Alert>
            ) : (
              warnings.map((w) => (
                <Alert key={w.id} severity={w.severity}>
                  {w.text}
                </Alert>
              ))
            )}
          </Box>
          <CapGrid gap={2}>
            {usage.map((u) => (
              <CapSection key={u.kind} usage={u} />
            ))}
          </CapGrid>
          <PendingSection pending={pending} ceiling={safety.ceiling} />
        </>
      )}
    </Box>
  );
}
