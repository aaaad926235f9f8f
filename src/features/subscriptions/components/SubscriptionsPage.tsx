import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useSuspenseQuery } from '@tanstack/react-query';
import { errorMessage } from '@/lib/extension/errors';
import { isPaidPlan, purchasablePlans, subscriptionQueries, SUBSCRIPTION_TEXTS, type Plan } from '../api';
import { useCheckout } from '../checkout';
import { clampStart, useCardsPerPage } from '../carousel';
import { ConfirmItemDialog } from '@/lib/ui/MessageDialog';
import { PlanCard } from './PlanCard';

/** A carousel without looping: Previous and Next stop at the ends. */
function PlanCarousel({ plans, renderCard }: { plans: Plan[]; renderCard: (plan: Plan) => ReactNode }) {
  const perPage = useCardsPerPage();
  const [requestedStart, setStart] = useState(0);
  const start = clampStart(requestedStart, plans.length, perPage);
  const visible = plans.slice(start, start + perPage);
  const atStart = start === 0;
  const atEnd = start + perPage >= plans.length;
  return (
    <Box role="region" aria-roledescription="carousel" aria-label="Plans" data-cards-per-page={perPage}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <IconButton
          aria-label="Previous plans"
          disabled={atStart}
          onClick={() => setStart(clampStart(start - perPage, plans.length, perPage))}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))`,
          }}
        >
          {visible.map((plan) => (
            <Box key={plan.id} sx={{ minWidth: 0 }}>
              {renderCard(plan)}
            </Box>
          ))}
        </Box>
        <IconButton
          aria-label="Next plans"
          disabled={atEnd}
          onClick={() => setStart(clampStart(start + perPage, plans.length, perPage))}
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Typography
        variant="body2"
        color="textSecondary"
        sx={{ textAlign: 'center', mt: 2 }}
        aria-live="polite"
      >
        {plans.length ? `Showing ${start + 1}–${start + visible.length} of ${plans.length} plans` : ''}
      </Typography>
    </Box>
  );
}

export function SubscriptionsPage() {
  // The route's loader fetched both.
  const plansQuery = useSuspenseQuery(subscriptionQueries.plans());
  const activeQuery = useSuspenseQuery(subscriptionQueries.activePlan());
  const [confirming, setConfirming] = useState<Plan | null>(null);
  const checkout = useCheckout();

  const currentPlan = activeQuery.data.plan ?? null;
  // Stays busy after success: the browser is on its way to the checkout page.
  const busy = checkout.isPending || checkout.isSuccess;

  const subscribe = (plan: Plan) => {
    if (busy) return;
    if (currentPlan && plan.id === currentPlan.id) return; // Subscribe on the current plan does nothing.
    if (isPaidPlan(currentPlan)) {
      setConfirming(plan);
      return;
    }
    checkout.mutate(plan);
  };

  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Subscription
      </Typography>
      {checkout.isError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => checkout.reset()}>
          {errorMessage(checkout.error)}
        </Alert>
      )}
      <PlanCarousel
        plans={purchasablePlans(plansQuery.data)}
        renderCard={(plan) => (
          <PlanCard plan={plan} current={plan.id === currentPlan?.id} busy={busy} onSubscribe={subscribe} />
        )}
      />
      <ConfirmItemDialog
        item={confirming}
        title="Change plan"
        text={SUBSCRIPTION_TEXTS.forfeitConfirm}
        confirmLabel="Continue"
        cancelLabel="Cancel"
        onClose={() => setConfirming(null)}
        onConfirm={(plan) => checkout.mutate(plan)}
      />
    </Box>
  );
}
