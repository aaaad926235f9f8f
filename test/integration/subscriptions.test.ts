import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBridge } from '@/lib/extension/client';
import {
  isPaidPlan,
  purchasablePlans,
  cancelSubscription,
  subscriptionQueries,
  SUBSCRIPTION_TEXTS,
} from '@/features/subscriptions/api';
import {
  airwallexCheckoutAddress,
  chooseGateway,
  completePayment,
  startCheckout,
} from '@/features/subscriptions/checkout';
import { cardsPerPage, clampStart } from '@/features/subscriptions/carousel';
import { activatePlan } from '@/mocks/extension/remotes/subscriptions';
import { updateWorld, world } from '@/mocks/world/store';
import { startSimulation } from './simulation';

const ORIGIN = 'http://localhost:3000';

beforeEach(() => void startSimulation());
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
  it('A: initiates the subscription and names the plan', async () => {
    const outcome = await completePayment({
      gateway: 'airwallex',
      productId: 'awx_prod_agency',
      priceId: 'awx_price_agency',
    });
    expect(outcome).toEqual({ ok: true, planName: 'Agency' });
    expect(world().activePlan).toMatchObject({ planId: plan('Agency').id, autoRenew: true });
    expect(world().activePlan.endDate).toBeGreaterThan(Date.now() + 364 * 86_400_000);
    expect(world().server.users[0]!.planId).toBe(plan('Agency').id);
    expect(SUBSCRIPTION_TEXTS.subscribed('Agency')).toBe('You have successfully subscribed plan: Agency');
  });

  it('A: an unknown product or a missing price fails', async () => {
    expect(await completePayment({ gateway: 'airwallex', productId: 'nope', priceId: 'nope' })).toEqual({
      ok: false,
    });
    expect(await completePayment({ gateway: 'airwallex', productId: 'awx_prod_pro' })).toEqual({ ok: false });
    expect(await completePayment({ gateway: 'airwallex' })).toEqual({ ok: false });
    expect(world().activePlan.planId).toBe(plan('Pro').id);
  });

  it("B: succeeds once the provider's webhook has made the plan the user's", async () => {
    const starter = plan('Starter');
    expect(
      await completePayment({ gateway: 'stripe', productId: 'prod_starter' }, { stripeTries: 1 }),
    ).toEqual({ ok: false });
    updateWorld((w) => activatePlan(w, starter));
    expect(
      await completePayment({ gateway: 'stripe', productId: 'prod_starter' }, { stripeTries: 1 }),
    ).toEqual({ ok: true, planName: 'Starter' });
  });

  it('B: waits for a late webhook', async () => {
    vi.useFakeTimers();
    try {
      // The webhook lands between the second and the third check.
      setTimeout(() => updateWorld((w) => activatePlan(w, plan('Pro Yearly'))), 30);
      const result = completePayment(
        { gateway: 'stripe', productId: 'prod_pro_yearly' },
        { stripeTries: 5, stripeRetryMs: 20 },
      );
      await vi.advanceTimersByTimeAsync(100);
      expect(await result).toEqual({ ok: true, planName: 'Pro Yearly' });
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
