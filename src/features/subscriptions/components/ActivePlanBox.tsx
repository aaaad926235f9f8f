import { useState } from 'react';
import { RetryAlert } from '@/lib/ui/RetryAlert';
import { LinkButton } from '@/lib/ui/routerLinks';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/lib/extension/errors';
import { formatPlanExpiry } from '@/lib/format/dates';
import { formatDollars, formatNumber } from '@/lib/format/numbers';
import {
  billingCycleLabel,
  isPaidPlan,
  planLimits,
  useCancelSubscription,
  subscriptionQueries,
  SUBSCRIPTION_TEXTS,
} from '../api';
import { MessageDialog } from '@/lib/ui/MessageDialog';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="plan-detail">
      <p>{label}</p>
      <p>{value}</p>
    </div>
  );
}

// The details and limits are plain elements styled once here (Typography is a styled component each).
const contentStyles = {
  '& .plan-detail > p': { m: 0, typography: 'body1', fontWeight: 600 },
  '& .plan-detail > p:first-of-type': { typography: 'caption', color: 'text.secondary' },
  '& ul.plan-limits': { m: 0, pl: 2.5, columns: { xs: 1, sm: 2 }, columnGap: 3, typography: 'body2' },
} as const;

/** The active plan: name and badge; for paid plans price, frequency, expiry and limits; Change Plan and Cancel Subscription. */
export function ActivePlanBox() {
  const active = useQuery(subscriptionQueries.activePlan());
  const [step, setStep] = useState<'idle' | 'confirm' | 'done'>('idle');
  const cancel = useCancelSubscription(() => setStep('done'));

  const plan = active.data?.plan ?? null;
  const me = active.data?.me;
  const paid = isPaidPlan(plan);
  const canCancel = paid && !!me?.airwallexAutoRenew;

  return (
    <Card component="section" aria-label="Active plan" sx={{ height: '100%' }}>
      <CardContent sx={contentStyles}>
        <Typography variant="overline" color="textSecondary" component="h2">
          Active plan
        </Typography>
        {active.isError ? (
          <RetryAlert error={active.error} onRetry={() => void active.refetch()} />
        ) : active.isPending ? (
          <Skeleton variant="rounded" height={140} />
        ) : (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                {plan?.name ?? 'No plan'}
              </Typography>
              {plan && <Chip color="success" size="small" label={SUBSCRIPTION_TEXTS.activeBadge} />}
            </Box>
            {plan && paid && (
              <>
                <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 1 }}>
                  <Detail label="Price" value={formatDollars(plan.price)} />
                  <Detail label="Frequency" value={billingCycleLabel(plan.billingCycle)} />
                  <Detail label="Plan expiry" value={formatPlanExpiry(me?.airwallexPlanEndDate)} />
                </Box>
                {!me?.airwallexAutoRenew && (
                  <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
                    Auto-renew is off: the plan ends on its expiry date.
                  </Typography>
                )}
                <ul className="plan-limits" aria-label="Plan limits">
                  {planLimits(plan).map((l) => (
                    <li key={l.label}>
                      {l.label}: <strong>{formatNumber(l.value)}</strong>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {cancel.isError && (
              <Alert severity="error" sx={{ mt: 1 }} onClose={() => cancel.reset()}>
                {errorMessage(cancel.error)}
              </Alert>
            )}
            <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
              <LinkButton to="/subscriptions" variant="contained">
                Change Plan
              </LinkButton>
              {canCancel && (
                <Button
                  color="error"
                  variant="outlined"
                  disabled={cancel.isPending}
                  onClick={() => setStep('confirm')}
                >
                  Cancel Subscription
                </Button>
              )}
            </Box>
          </>
        )}
      </CardContent>
      <MessageDialog
        open={step === 'confirm'}
        title="Cancel subscription"
        text={SUBSCRIPTION_TEXTS.cancelConfirm}
        onCancel={() => setStep('idle')}
        onConfirm={() => {
          setStep('idle');
          cancel.mutate();
        }}
      />
      <MessageDialog
        open={step === 'done'}
        title="Subscription cancelled"
        text={SUBSCRIPTION_TEXTS.cancelled}
        onConfirm={() => window.location.reload()}
      />
    </Card>
  );
}
