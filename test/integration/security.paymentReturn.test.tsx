import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PurchaseDialog } from '@/features/subscriptions/components/PaymentReturnDialogViews';
import { SUBSCRIPTION_TEXTS } from '@/features/subscriptions/api';
import { startCheckout } from '@/features/subscriptions/checkout';
import {
  finishCheckout,
  pendingCheckoutFor,
  PENDING_CHECKOUT_MAX_AGE_MS,
} from '@/features/subscriptions/pendingCheckout';
import { PAYMENT_RETURN_TEXTS } from '@/features/subscriptions/paymentReturnTexts';
import { installBridge } from '@/lib/extension/client';
import { subscriptionsRemotes } from '@/mocks/extension/remotes/subscriptions';
import { SimulatedFailure } from '@/mocks/extension/support';
import { updateWorld, world } from '@/mocks/world/store';
import { simulate, type Simulation } from './simulation';

const ORIGIN = 'http://localhost:3000';
let sim: Simulation;

beforeEach(() => {
  sessionStorage.clear();
  sim = simulate();
});
afterEach(() => installBridge(undefined));

const plan = (name: string) => world().plans.find((p) => p.name === name)!;
const initiated = () => sim.count('subscriptions.initiateSubscription');

function showReturn(search: {
  gateway: 'airwallex' | 'stripe';
  productId?: string;
  priceId?: string;
  failed?: boolean;
}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PurchaseDialog failed={false} {...search} />
    </QueryClientProvider>,
  );
}

const starter = () => ({
  gateway: 'airwallex' as const,
  productId: plan('Starter').airwallexProductId!,
  priceId: plan('Starter').airwallexPriceId!,
});

describe('payment return links (forged and replayed)', () => {
  it('a forged success link that this tab never started starts nothing; Check payment only reads', async () => {
    showReturn(starter());
    const dialog = await screen.findByRole('dialog', { name: PAYMENT_RETURN_TEXTS.unmatchedTitle });
    expect(dialog).toHaveTextContent('nothing was done');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(initiated()).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Check payment' }));
    expect(await screen.findByText(PAYMENT_RETURN_TEXTS.unmatchedNotActiveA)).toBeInTheDocument();
    expect(initiated()).toBe(0);
    expect(world().activePlan.planId).toBe(plan('Pro').id);
  });

  it('this tab’s own checkout starts the plan on arrival, once, and uses up the nonce', async () => {
    await startCheckout(plan('Starter'), ORIGIN);
    sim.reset();
    showReturn(starter());

    expect(await screen.findByText(SUBSCRIPTION_TEXTS.subscribed('Starter'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate plan' })).toBeNull();
    expect(initiated()).toBe(1);
    expect(world().activePlan.planId).toBe(plan('Starter').id);
    expect(pendingCheckoutFor(starter())).toBeNull();
  });

  it('reloading the used link in the same tab shows the plan and initiates nothing again', async () => {
    await startCheckout(plan('Starter'), ORIGIN);
    const first = showReturn(starter());
    await screen.findByText(SUBSCRIPTION_TEXTS.subscribed('Starter'));
    first.unmount();

    showReturn(starter());
    expect(await screen.findByText(SUBSCRIPTION_TEXTS.subscribed('Starter'))).toBeInTheDocument();
    expect(initiated()).toBe(1);
  });

  it('a link tampered to another plan or price does not match the checkout this tab started', async () => {
    await startCheckout(plan('Starter'), ORIGIN);
    for (const tampered of [
      { ...starter(), productId: plan('Agency').airwallexProductId! },
      { ...starter(), priceId: plan('Agency').airwallexPriceId! },
      { ...starter(), priceId: undefined },
      { ...starter(), gateway: 'stripe' as const },
    ]) {
      const view = showReturn(tampered);
      expect(
        await screen.findByRole('dialog', { name: PAYMENT_RETURN_TEXTS.unmatchedTitle }),
      ).toBeInTheDocument();
      view.unmount();
    }
    expect(initiated()).toBe(0);
  });

  it('the checkout expires after a day and is used up only by finishing it', async () => {
    await startCheckout(plan('Starter'), ORIGIN);
    const pending = pendingCheckoutFor(starter())!;
    expect(pending.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(pendingCheckoutFor(starter(), pending.startedAt + PENDING_CHECKOUT_MAX_AGE_MS + 1)).toBeNull();
    finishCheckout('guessed-nonce-0000000000');
    expect(pendingCheckoutFor(starter())).toEqual(pending);
    finishCheckout(pending.nonce);
    expect(pendingCheckoutFor(starter())).toBeNull();
  });

  it('a planted pending entry of the wrong shape is ignored', () => {
    sessionStorage.setItem('reachly.pendingCheckout', JSON.stringify({ ...starter(), nonce: 'x' }));
    expect(pendingCheckoutFor(starter())).toBeNull();
    sessionStorage.setItem('reachly.pendingCheckout', '{not json');
    expect(pendingCheckoutFor(starter())).toBeNull();
  });

  it('gateway B verifies its own checkout at once (it only reads), and a forged B link does nothing', async () => {
    updateWorld((w) => void (w.gateways = ['stripe']));
    await startCheckout(plan('Agency'), ORIGIN);
    updateWorld((w) => void (w.activePlan.planId = plan('Agency').id)); // the provider's webhook
    const own = showReturn({ gateway: 'stripe', productId: plan('Agency').stripeProductId! });
    expect(await screen.findByText(SUBSCRIPTION_TEXTS.subscribed('Agency'))).toBeInTheDocument();
    own.unmount();
    sessionStorage.clear();

    showReturn({ gateway: 'stripe', productId: plan('Pro Yearly').stripeProductId! });
    expect(
      await screen.findByRole('dialog', { name: PAYMENT_RETURN_TEXTS.unmatchedTitle }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check payment' }));
    expect(await screen.findByText(PAYMENT_RETURN_TEXTS.unmatchedNotActiveB)).toBeInTheDocument();
    expect(initiated()).toBe(0);
  });

  it('an unmatched return whose plan did start (in the tab that paid) says so after Check payment', async () => {
    updateWorld((w) => void (w.activePlan.planId = plan('Starter').id));
    showReturn(starter());
    await userEvent.click(await screen.findByRole('button', { name: 'Check payment' }));
    expect(await screen.findByText(SUBSCRIPTION_TEXTS.subscribed('Starter'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check payment' })).toBeNull();
    expect(initiated()).toBe(0);
  });
});

describe('a failed activation keeps the checkout for Try again', () => {
  it('initiateSubscription fails once: the nonce is kept, and Try again initiates exactly once', async () => {
    let failures = 1;
    let initiations = 0;
    sim = simulate('default', {
      answers: {
        'subscriptions.initiateSubscription': (
          args: Parameters<(typeof subscriptionsRemotes)['subscriptions.initiateSubscription']>[0],
        ) => {
          if (failures-- > 0) throw new SimulatedFailure('Server error 503');
          initiations++;
          return subscriptionsRemotes['subscriptions.initiateSubscription'](args);
        },
      },
    });
    await startCheckout(plan('Starter'), ORIGIN);
    const nonce = pendingCheckoutFor(starter())!.nonce;
    showReturn(starter());

    expect(await screen.findByText(PAYMENT_RETURN_TEXTS.notStarted('Server error 503'))).toBeInTheDocument();
    expect(pendingCheckoutFor(starter())).toMatchObject({ nonce, inFlight: true });
    expect(world().activePlan.planId).toBe(plan('Pro').id);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(SUBSCRIPTION_TEXTS.subscribed('Starter'))).toBeInTheDocument();
    expect(initiations).toBe(1);
    expect(world().activePlan.planId).toBe(plan('Starter').id);
    expect(pendingCheckoutFor(starter())).toBeNull();
  });

  it('a definitive refusal uses up the nonce and shows the spec’s words, without Try again', async () => {
    sim = simulate('default', {
      answers: {
        'subscriptions.initiateSubscription': () => ({ success: false, message: 'Payment not found' }),
      },
    });
    await startCheckout(plan('Starter'), ORIGIN);
    showReturn(starter());
    expect(await screen.findByText(SUBSCRIPTION_TEXTS.paymentFailed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(pendingCheckoutFor(starter())).toBeNull();
  });
});
