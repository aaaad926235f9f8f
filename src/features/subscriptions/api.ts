import { queryOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import { callRemote } from '@/lib/extension/client';
import { activePlanQuery } from '@/lib/queries/account';
import type { ActivePlan, Plan } from '@/lib/extension/contract';
import { QUERY_ROOTS } from '@/lib/query/keys';

const subscriptionsContract = () =>
  import('@/lib/extension/contract/subscriptions').then((m) => m.subscriptionsRemotes);

export type { ActivePlan, Plan };

const PLANS_STALE_MS = 5 * 60_000;

/** Query factories of the subscriptions feature; the dashboard reads the active plan through them too. */
export const subscriptionQueries = {
  all: [QUERY_ROOTS.subscriptions] as const,
  plans: () =>
    queryOptions({
      queryKey: [...subscriptionQueries.all, 'plans'],
      queryFn: () => callRemote(subscriptionsContract(), 'subscriptions.fetchAllSubscriptionPlans'),
      staleTime: PLANS_STALE_MS,
    }),
  /** Shared with the dashboard and Account safety: one cache entry (src/lib/queries/account.ts). */
  activePlan: activePlanQuery,
  gateways: () =>
    queryOptions({
      queryKey: [...subscriptionQueries.all, 'gateways'],
      queryFn: () => callRemote(subscriptionsContract(), 'payment-gateways.fetchEnabled'),
    }),
};

/** /subscriptions: the plans and the active one. */
export const loadSubscriptions = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.ensureQueryData(subscriptionQueries.plans()),
    queryClient.ensureQueryData(subscriptionQueries.activePlan()),
  ]);

/** /account: the active plan. */
export const loadAccount = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(subscriptionQueries.activePlan());

/** Spec 000 section 5: only plans with a nonzero price are offered. */
export const purchasablePlans = (plans: readonly Plan[]): Plan[] => plans.filter((p) => p.price > 0);

export const isPaidPlan = (plan: Pick<Plan, 'price'> | null | undefined): boolean => !!plan && plan.price > 0;

export const billingCycleLabel = (cycle: string): string =>
  cycle ? cycle.charAt(0).toUpperCase() + cycle.slice(1) : cycle;

/** The five counts every plan card (and the dashboard's plan box) lists. */
export const planLimits = (plan: Plan): { label: string; value: number }[] => [
  { label: 'Campaigns allowed', value: plan.campaignsAllowed },
  { label: 'Profile views per day', value: plan.profileViewsPerDay },
  { label: 'Connection requests per day', value: plan.connectionRequestsPerDay },
  { label: 'Send messages per day', value: plan.sendMessagesPerDay },
  { label: 'Auto like/share/comment per day', value: plan.autoLikeShareCommentPerDay },
];

/** Cancels the plan's renewal (the plan box); buying a plan is in ./checkout. */
export async function cancelSubscription() {
  const reply = await callRemote(subscriptionsContract(), 'subscriptions.cancelCurrentAirwallexSubscription');
  if (!reply.success) throw new Error(reply.message || 'The subscription could not be cancelled');
  return reply;
}

export function useCancelSubscription(onCancelled: () => void) {
  return useMutation({
    mutationKey: [...subscriptionQueries.all, 'cancel'],
    mutationFn: cancelSubscription,
    onSuccess: onCancelled,
  });
}

// The spec's texts (000 sections 2.5, 4 and 8), verbatim.
export const SUBSCRIPTION_TEXTS = {
  forfeitConfirm: 'Your current plan will be forfeited with no refund.',
  cancelConfirm: 'Are you sure you want to cancel your subscription?',
  cancelled: 'Successfully cancelled subscription',
  waiting: 'Please wait, while we verify and initiate subscription...',
  subscribed: (name: string) => `You have successfully subscribed plan: ${name}`,
  paymentFailed: 'But there was some issue subscribing plan. Please contact admin.',
  purchaseTitle: 'Thank you for your purchase!',
  cancelledTitle: 'Payment Cancelled',
  notCompleted: (plan: string) => `Your subscription to ${plan} Plan was not completed.`,
  activeBadge: 'Active subscription',
} as const;
