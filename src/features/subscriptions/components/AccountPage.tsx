import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { formatPlanExpiry } from '@/lib/format/dates';
import { formatDollars, formatNumber } from '@/lib/format/numbers';
import { sessionQueries } from '@/lib/session/api';
import { billingCycleLabel, isPaidPlan, planLimits, subscriptionQueries, SUBSCRIPTION_TEXTS } from '../api';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ gap: 2, py: 0.5 }}>
      <Typography color="textSecondary" sx={{ width: 180, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Stack>
  );
}

/** /account: the account and plan area, where the 'Plan upgrade required' dialog's 'Upgrade now' leads. */
export function AccountPage() {
  const { data: user } = useQuery(sessionQueries.me());
  // The route's loader fetched the plan.
  const active = useSuspenseQuery(subscriptionQueries.activePlan());
  const plan = active.data.plan ?? null;
  const paid = isPaidPlan(plan);

  return (
    <Box sx={{ p: 3, display: 'grid', gap: 3, maxWidth: 900 }}>
      <Typography variant="h4" component="h1">
        Account
      </Typography>

      <Card component="section" aria-labelledby="account-profile" variant="outlined">
        <CardContent>
          <Typography id="account-profile" variant="h6" component="h2" gutterBottom>
            Profile
          </Typography>
          <Row label="Name">
            {user ? `${user.details.firstName} ${user.details.lastName}`.trim() || '—' : '—'}
          </Row>
          <Row label="Email">{user?.email ?? '—'}</Row>
          <Row label="LinkedIn account">
            {user?.linkedinAccount
              ? `${user.linkedinAccount.firstName} ${user.linkedinAccount.lastName} (${user.linkedinAccount.email})`
              : 'Not connected'}
          </Row>
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="account-plan" variant="outlined">
        <CardContent>
          <Typography id="account-plan" variant="h6" component="h2" gutterBottom>
            Your plan
          </Typography>
          <>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
              <Typography variant="h5" component="p">
                {plan?.name ?? 'No plan'}
              </Typography>
              {plan && <Chip color="success" size="small" label={SUBSCRIPTION_TEXTS.activeBadge} />}
            </Stack>
            {plan && paid && (
              <>
                <Row label="Price">
                  {formatDollars(plan.price)} ({billingCycleLabel(plan.billingCycle)})
                </Row>
                <Row label={active.data.me.airwallexAutoRenew ? 'Renews on' : 'Expires on'}>
                  {formatPlanExpiry(active.data.me.airwallexPlanEndDate)}
                </Row>
              </>
            )}
            {plan &&
              planLimits(plan).map((l) => (
                <Row key={l.label} label={l.label}>
                  {formatNumber(l.value)}
                </Row>
              ))}
          </>
          <Button component={RouterLink} to="/subscriptions" variant="contained" sx={{ mt: 2 }}>
            See plans
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
