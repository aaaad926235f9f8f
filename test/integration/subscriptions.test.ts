import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBridge } from '@/lib/extension/client';
import {
  isPaidPlan,
  purchasablePlans,
  cancelSubscription,
  subscriptionQueries,
  SUBSCRIPTION_TEXTS,
} from '@/features/subscriptions/api';
import { airwallexCheckoutAddress, chooseGateway, startCheckout } from '@/features/subscriptions/checkout';
import {
  awaitStripeActivation,
  completePayment,
  STRIPE_WAIT_DELAYS_MS,
  subscriptionActionKey,
} from '@/features/subscriptions/paymentReturn';
import { pendingCheckoutFor } from '@/features/subscriptions/pendingCheckout';
import { ExtensionBridge } from '@/lib/extension/bridge';
import { currentBridge } from '@/lib/extension/client';
import { ExtensionError } from '@/lib/extension/errors';
import type { Transport } from '@/lib/extension/transport';
import type { OutgoingMessage } from '@/lib/extension/wire';
import { NO_FAULTS } from '@/mocks/world/worldConstants';
import { cardsPerPage, clampStart } from '@/features/subscriptions/carousel';
import { activatePlan } from '@/mocks/extension/remotes/subscriptions';
import { updateWorld, world } from '@/mocks/world/store';
import { startSimulation } from './simulation';

const ORIGIN = 'http://localhost:3000';

beforeEach(() => {
  sessionStorage.clear();
  startSimulation();
});
afterEach(() => installBridge(undefined));

const plan = (name: string) => world().plans.find((p) => p.name === name)!;
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('plans on offer', () => {
  it('only nonzero prices are offered', () => {
    const offered = purchasablePlans(world().plans);
    expect(offered.map((p) => p.name)).toEqual(['Starter', 'Pro', 'Agency', 'Starter Yearly', 'Pro Yearly']);
    expect(offered.every((p) => p.price > 0)).toBe(true);
    expect(isPaidPlan(plan('Free'))).toBe(false);
    expect(isPaidPlan(plan('Pro'))).toBe(true);
    expect(isPaidPlan(null)).toBe(false);
  });

  it('every paid plan of the simulated world can be bought through both gateways', () => {
    for (const p of purchasablePlans(world().plans)) {
      expect(p.stripeProductId).toBeTruthy();
      expect(p.airwallexProductId).toBeTruthy();
      expect(p.airwallexPriceId).toBeTruthy();
    }
  });

  it('query keys start with the subscriptions root', () => {
    for (const q of [
      subscriptionQueries.plans(),
      subscriptionQueries.activePlan(),
      subscriptionQueries.gateways(),
    ]) {
      expect(q.queryKey[0]).toBe('subscriptions');
    }
  });
});

describe('carousel', () => {
  it('1 card under 1300 px, 2 from 1300, 3 from 1400', () => {
    expect(cardsPerPage(360)).toBe(1);
    expect(cardsPerPage(1299)).toBe(1);
    expect(cardsPerPage(1300)).toBe(2);
    expect(cardsPerPage(1399)).toBe(2);
    expect(cardsPerPage(1400)).toBe(3);
    expect(cardsPerPage(2560)).toBe(3);
  });

  it('does not loop: the first card stays within the list', () => {
    expect(clampStart(-3, 5, 3)).toBe(0);
    expect(clampStart(3, 5, 3)).toBe(2);
    expect(clampStart(6, 5, 2)).toBe(3);
    expect(clampStart(1, 2, 3)).toBe(0);
  });
});

describe('subscribe', () => {
  it('uses gateway A (airwallex) when it is enabled, otherwise B (stripe)', () => {
    expect(chooseGateway(['airwallex', 'stripe'])).toBe('airwallex');
    expect(chooseGateway(['stripe', 'airwallex'])).toBe('airwallex');
    expect(chooseGateway(['airwallex'])).toBe('airwallex');
    expect(chooseGateway(['stripe'])).toBe('stripe');
    expect(chooseGateway([])).toBe('stripe');
  });

  it("A: initiates a checkout and redirects with the reply's env", async () => {
    const { gateway, url } = await startCheckout(plan('Starter'), ORIGIN);
    expect(gateway).toBe('airwallex');
    expect(url.startsWith(`${ORIGIN}/sim-checkout.html?`)).toBe(true);
    expect(query(url)).toMatchObject({
      gateway: 'airwallex',
      productId: 'awx_prod_starter',
      priceId: 'awx_price_starter',
      plan: 'Starter',
      env: 'demo',
    });
    expect(world().pendingCheckout).toEqual({ gateway: 'airwallex', planId: plan('Starter').id });
    expect(
      airwallexCheckoutAddress({ env: 'prod', checkoutUrl: 'https://checkout.airwallex.com/c?id=1' }, ORIGIN),
    ).toBe('https://checkout.airwallex.com/c?id=1&env=prod');
  });

  it('B: when A is not enabled, the reply is the address to go to', async () => {
    updateWorld((w) => void (w.gateways = ['stripe']));
    const { gateway, url } = await startCheckout(plan('Agency'), ORIGIN);
    expect(gateway).toBe('stripe');
    expect(query(url)).toMatchObject({ gateway: 'stripe', productId: 'prod_agency', plan: 'Agency' });
  });

  it('B: a plan without a provider B id cannot be bought', async () => {
    updateWorld((w) => void (w.gateways = []));
    await expect(startCheckout({ ...plan('Starter'), stripeProductId: null }, ORIGIN)).rejects.toThrow(
      'cannot be bought',
    );
  });
});

describe('payment return', () => {
  const ownCheckout = async (name: string) => {
    await startCheckout(plan(name), ORIGIN);
    const p = plan(name);
    const ret =
      p.price && world().gateways.includes('airwallex')
        ? { gateway: 'airwallex' as const, productId: p.airwallexProductId!, priceId: p.airwallexPriceId! }
        : { gateway: 'stripe' as const, productId: p.stripeProductId! };
    return { ret, checkout: pendingCheckoutFor(ret)! };
  };

  /**
   * The app's bridge over the simulation's transport with a short timeout, every message kept; a
   * call named in `lostOnce` is lost once before it reaches the extension (it times out).
   */
  function recordingBridge(timeoutMs: number, lostOnce = new Set<string>()) {
    const inner = currentBridge()!.transport;
    const sent: OutgoingMessage[] = [];
    const send: Transport['send'] = (m, t) => {
      sent.push(m);
      const name = m.type === 'cmd' ? m.cmd : m.name;
      if (lostOnce.delete(name))
        return Promise.reject(new ExtensionError('timeout', name, 'No answer in time'));
      return inner.send(m, t);
    };
    installBridge(new ExtensionBridge({ ...inner, send }, timeoutMs));
    return sent;
  }

  it('A: initiates the subscription with the checkout’s action key and names the plan', async () => {
    const sent = recordingBridge(5_000);
    const { ret, checkout } = await ownCheckout('Agency');
    expect(await completePayment(ret, checkout)).toEqual({ kind: 'subscribed', planName: 'Agency' });
    expect(
      sent.find((m) => m.type === 'rpc' && m.name === 'subscriptions.initiateSubscription'),
    ).toMatchObject({
      actionKey: subscriptionActionKey(checkout),
    });
    expect(world().activePlan).toMatchObject({ planId: plan('Agency').id, autoRenew: true });
    expect(world().activePlan.endDate).toBeGreaterThan(Date.now() + 364 * 86_400_000);
    expect(world().server.users[0]!.planId).toBe(plan('Agency').id);
    expect(pendingCheckoutFor(ret)).toBeNull();
    expect(SUBSCRIPTION_TEXTS.subscribed('Agency')).toBe('You have successfully subscribed plan: Agency');
  });

  it('A: an unknown product or a missing price is refused, and uses the checkout up', async () => {
    const { checkout } = await ownCheckout('Starter');
    const unknown = { gateway: 'airwallex' as const, productId: 'nope', priceId: 'nope' };
    expect(await completePayment(unknown, checkout)).toEqual({ kind: 'refused' });
    expect(await completePayment({ gateway: 'airwallex' }, { ...checkout, priceId: null })).toEqual({
      kind: 'refused',
    });
    expect(world().activePlan.planId).toBe(plan('Pro').id);
  });

  it('A: a timeout is "not confirmed yet": the plan is checked, and one that started is taken as done', async () => {
    // The extension starts the plan but its answer is lost (the drop fault does the call).
    startSimulation('default', () => ({
      ...NO_FAULTS,
      dropRate: 1,
      onlyCalls: ['subscriptions.initiateSubscription'],
    }));
    const sent = recordingBridge(200);
    const { ret, checkout } = await ownCheckout('Starter');
    expect(await completePayment(ret, checkout)).toEqual({ kind: 'subscribed', planName: 'Starter' });
    const names = sent.flatMap((m) => (m.type === 'rpc' ? [m.name] : []));
    expect(names.slice(names.indexOf('subscriptions.initiateSubscription'))).toContain(
      'subscriptions.fetchActivePlanOfCurrentUser',
    );
    expect(pendingCheckoutFor(ret)).toBeNull();
  });

  it('A: a timeout before anything started keeps the checkout; Try again sends the same key and starts once', async () => {
    const lost = new Set<string>();
    const sent = recordingBridge(5_000, lost);
    const { ret, checkout } = await ownCheckout('Starter');
    lost.add('subscriptions.initiateSubscription');
    const first = await completePayment(ret, checkout);
    expect(first).toMatchObject({ kind: 'retry', unconfirmed: true });
    expect(pendingCheckoutFor(ret)).toMatchObject({ nonce: checkout.nonce, inFlight: true });
    expect(world().activePlan.planId).toBe(plan('Pro').id);

    expect(await completePayment(ret, pendingCheckoutFor(ret)!)).toEqual({
      kind: 'subscribed',
      planName: 'Starter',
    });
    const keys = sent.flatMap((m) =>
      m.type === 'rpc' && m.name === 'subscriptions.initiateSubscription' ? [m.actionKey] : [],
    );
    expect(keys).toEqual([subscriptionActionKey(checkout), subscriptionActionKey(checkout)]);
    expect(pendingCheckoutFor(ret)).toBeNull();
  });

  it("B: succeeds once the provider's webhook has made the plan the user's", async () => {
    updateWorld((w) => void (w.gateways = ['stripe']));
    const { ret, checkout } = await ownCheckout('Starter');
    expect(await awaitStripeActivation(ret, checkout, [0])).toEqual({ kind: 'activationPending' });
    expect(pendingCheckoutFor(ret)).not.toBeNull();
    updateWorld((w) => activatePlan(w, plan('Starter')));
    expect(await awaitStripeActivation(ret, checkout, [0])).toEqual({
      kind: 'subscribed',
      planName: 'Starter',
    });
    expect(pendingCheckoutFor(ret)).toBeNull();
  });

  it('B: waits about a minute with backoff, then says payment received, activation pending', async () => {
    expect(STRIPE_WAIT_DELAYS_MS.reduce((a, b) => a + b, 0)).toBe(60_000);
    updateWorld((w) => void (w.gateways = ['stripe']));
    const { ret, checkout } = await ownCheckout('Pro Yearly');
    vi.useFakeTimers();
    try {
      const late = awaitStripeActivation(ret, checkout);
      // The webhook lands after 20 s: the check at 30 s finds it.
      setTimeout(() => updateWorld((w) => activatePlan(w, plan('Pro Yearly'))), 20_000);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(await late).toEqual({ kind: 'subscribed', planName: 'Pro Yearly' });

      updateWorld((w) => void (w.activePlan.planId = plan('Pro').id));
      const never = awaitStripeActivation(ret, checkout);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await never).toEqual({ kind: 'activationPending' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('cancel subscription', () => {
  const cancel = () => cancelSubscription();

  it('turns auto-renew off', async () => {
    await cancel();
    expect(world().activePlan.autoRenew).toBe(false);
    expect(SUBSCRIPTION_TEXTS.cancelConfirm).toBe('Are you sure you want to cancel your subscription?');
    expect(SUBSCRIPTION_TEXTS.cancelled).toBe('Successfully cancelled subscription');
  });

  it("reports the extension's refusal", async () => {
    await cancel();
    await expect(cancel()).rejects.toThrow('already cancelled');
    updateWorld((w) => void (w.activePlan = { planId: 1, endDate: null, autoRenew: false }));
    await expect(cancel()).rejects.toThrow('no paid subscription');
  });
});
