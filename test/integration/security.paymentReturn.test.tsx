import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  PurchaseDialog,
  UNRECOGNISED_RETURN,
} from '@/features/subscriptions/components/PaymentReturnDialogViews';
import { SUBSCRIPTION_TEXTS } from '@/features/subscriptions/api';
import { consumeCheckout, pendingCheckoutFor, startCheckout } from '@/features/subscriptions/checkout';
import { PENDING_CHECKOUT_MAX_AGE_MS } from '@/features/subscriptions/pendingCheckout';
import { installBridge } from '@/lib/extension/client';
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
  it('a forged success link that this tab never started does nothing', async () => {
    showReturn(starter());
    const dialog = await screen.findByRole('dialog', { name: UNRECOGNISED_RETURN.title });
    expect(dialog).toHaveTextContent('nothing was done');
    expect(screen.queryByRole('button', { name: 'Activate plan' })).toBeNull();
    expect(initiated()).toBe(0);
  });

  it('this tab’s own checkout: nothing is initiated on load, only after the click, and only once', async () => {
    await startCheckout(plan('Starter'), ORIGIN);
    sim.reset();
    showReturn(starter());

    const dialog = await screen.findByRole('dialog', { name: SUBSCRIPTION_TEXTS.purchaseTitle });
    expect(dialog).toHaveTextContent('Your payment for the Starter plan went through');
    expect(sim.calls).toEqual([]);

    const activate = screen.getByRole('button', { name: 'Activate plan' });
    await userEvent.dblClick(activate);
    expect(await screen.findByText(SUBSCRIPTION_TEXTS.subscribed('Starter'))).toBeInTheDocument();
    expect(initiated()).toBe(1);
    expect(world().activePlan.planId).toBe(plan('Starter').id);
  });

  it('replaying the used link in the same tab initiates nothing again', async () => {
    await startCheckout(plan('Starter'), ORIGIN);
    const first = showReturn(starter());
    await userEvent.click(await screen.findByRole('button', { name: 'Activate plan' }));
    await screen.findByText(SUBSCRIPTION_TEXTS.subscribed('Starter'));
    first.unmount();

    showReturn(starter());
    expect(await screen.findByText(SUBSCRIPTION_TEXTS.subscribed('Starter'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate plan' })).toBeNull();
    expect(initiated()).toBe(1);
  });

  it('a nonce used up meanwhile (the same return open twice) makes the click do nothing', async () => {
    await startCheckout(plan('Starter'), ORIGIN);
    showReturn(starter());
    const activate = await screen.findByRole('button', { name: 'Activate plan' });
    expect(consumeCheckout(pendingCheckoutFor(starter())!.nonce)).toBe(true); // the other copy acted
    await userEvent.click(activate);
    expect(await screen.findByRole('dialog', { name: UNRECOGNISED_RETURN.title })).toBeInTheDocument();
    expect(initiated()).toBe(0);
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
      expect(await screen.findByRole('dialog', { name: UNRECOGNISED_RETURN.title })).toBeInTheDocument();
      view.unmount();
    }
    expect(initiated()).toBe(0);
  });

  it('the nonce is single-use and expires', async () => {
    await startCheckout(plan('Starter'), ORIGIN);
    const pending = pendingCheckoutFor(starter())!;
    expect(pending.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(pendingCheckoutFor(starter(), pending.startedAt + PENDING_CHECKOUT_MAX_AGE_MS + 1)).toBeNull();
    expect(consumeCheckout('guessed-nonce-0000000000')).toBe(false);
    expect(consumeCheckout(pending.nonce)).toBe(true);
    expect(consumeCheckout(pending.nonce)).toBe(false);
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

    showReturn({ gateway: 'stripe', productId: plan('Pro').stripeProductId! });
    expect(await screen.findByRole('dialog', { name: UNRECOGNISED_RETURN.title })).toBeInTheDocument();
    expect(initiated()).toBe(0);
  });
});
