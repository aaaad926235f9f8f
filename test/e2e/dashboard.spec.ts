import { expect, test, type Page } from './test';
import { openScenario } from './helpers';

const METRICS = ['Invites sent', 'Profiles viewed', 'New connections', 'Messages sent'] as const;
const PERIODS = ['Today', 'Yesterday', 'Last 7 days', 'Last 30 days'] as const;

/** The figure a metric card shows, as a number. */
async function metric(page: Page, label: string): Promise<number> {
  const text = await page
    .getByRole('region', { name: label, exact: true })
    .getByText(/^[\d,]+$/)
    .innerText();
  return Number(text.replace(/,/g, ''));
}

async function figures(page: Page): Promise<number[]> {
  return Promise.all(METRICS.map((m) => metric(page, m)));
}

async function openDashboard(page: Page, scenario = 'default') {
  await openScenario(page, scenario);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // Figures loaded: the cards show numbers, not placeholders.
  await expect(
    page.getByRole('region', { name: 'Invites sent', exact: true }).getByText(/^[\d,]+$/),
  ).toBeVisible();
}

test(
  'figures, rates and both charts for every period; Last 30 days by default',
  { tag: '@clocks' },
  async ({ page }) => {
    await openDashboard(page);
    const period = page.getByRole('group', { name: 'Period' });
    await expect(period.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const chart = page.getByRole('region', { name: 'Activity Chart' });
    const donut = page.getByRole('region', { name: 'Interactions with the profile' });
    // Below the fold, the charts' cards and summaries are there; their plots draw once scrolled to.
    await expect(chart.getByRole('img', { name: /^Activity Chart: Invites sent [\d,]+/ })).toBeAttached();
    await expect(donut.getByText('Total')).toBeAttached();
    // Once the browser has been idle (the plots' code has loaded by then), they are still not drawn.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))));
    await expect(chart.locator('path.recharts-line-curve')).toHaveCount(0);
    await expect(donut.locator('.recharts-pie-sector')).toHaveCount(0);
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('path.recharts-line-curve')).toHaveCount(4);
    await expect(donut.locator('.recharts-pie-sector').first()).toBeVisible();
    const byPeriod: Record<string, number[]> = {};
    for (const label of PERIODS) {
      await period.getByRole('button', { name: label }).click();
      await expect(period.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      byPeriod[label] = await figures(page);
      // One spline per metric, each with a drawn path.
      await expect(chart.locator('path.recharts-line-curve')).toHaveCount(4);
      for (const d of await chart
        .locator('path.recharts-line-curve')
        .evaluateAll((paths) => paths.map((p) => p.getAttribute('d') ?? ''))) {
        expect(d.length).toBeGreaterThan(10);
      }
      await expect(chart.getByRole('img', { name: /^Activity Chart:/ })).toHaveAttribute(
        'aria-label',
        /Invites sent [\d,]+, Profiles viewed [\d,]+/,
      );
      await expect(donut.locator('.recharts-pie-sector').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'New connections', exact: true })).toContainText(
        /Acceptance rate [\d.]+%/,
      );
      await expect(page.getByRole('region', { name: 'Messages sent', exact: true })).toContainText(
        /Open rate [\d.]+%/,
      );
      await expect(page.getByRole('region', { name: 'Messages sent', exact: true })).toContainText(
        /Reply rate [\d.]+%/,
      );
    }
    const [last30, last7, today] = [byPeriod['Last 30 days']!, byPeriod['Last 7 days']!, byPeriod.Today!];
    // Non-trivial figures: a month of activity, more than a week, more than a day.
    expect(last30.every((n) => n > 0)).toBe(true);
    expect(last30[0]).toBeGreaterThan(50);
    last30.forEach((n, i) => expect(n).toBeGreaterThanOrEqual(last7[i]!));
    last7.forEach((n, i) => expect(n).toBeGreaterThanOrEqual(today[i]!));
    expect(last30.reduce((a, b) => a + b)).toBeGreaterThan(last7.reduce((a, b) => a + b));
  },
);

test(
  'a pushed eventsUpdated refreshes the figures without a reload',
  { tag: '@clocks' },
  async ({ page }) => {
    test.slow();
    await openDashboard(page);
    const today = page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Today' });
    await today.click();
    // The period changes by navigation (?period=today): until it has, the figures are still the last
    // 30 days' and nothing is busy yet.
    await expect(today).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { __noReload?: boolean }).__noReload = true));
    const total = async () => (await figures(page)).reduce((a, b) => a + b, 0);
    const before = await total();
    // The simulated campaign runner advances the running campaigns every few seconds and pushes eventsUpdated.
    await expect.poll(total, { timeout: 45_000, intervals: [1000] }).toBeGreaterThan(before);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  },
);

test('profile widget: each count leads to its screen', { tag: '@both' }, async ({ page }) => {
  await openDashboard(page);
  const profile = page.getByRole('region', { name: 'Profile', exact: true });
  await expect(profile).toContainText('Alex Morgan');
  for (const [name, url] of [
    [/Active campaigns/, /\/campaign-editor$/],
    [/1st Connections/, /\/crm$/],
    [/Pending Invites/, /\/settings\?type=withdrawals$/],
  ] as const) {
    const link = profile.getByRole('link', { name });
    await expect(link).toContainText(/^\d[\d,]*/);
    await link.click();
    await expect(page).toHaveURL(url);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  }
  await expect(profile.getByRole('link', { name: /Pending Invites/ })).toContainText('137');
});

test('New Campaign and the 800 x 510 tutorial video', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('button', { name: 'Watch tutorial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tutorial video' });
  await expect(dialog).toBeVisible();
  const box = await dialog.getByTestId('tutorial-video').boundingBox();
  expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([800, 510]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'New Campaign' }).click();
  await expect(page).toHaveURL(/\/campaign-editor$/);
});

test('active plan box of a paid plan, and Change Plan', async ({ page }) => {
  await openDashboard(page);
  const plan = page.getByRole('region', { name: 'Active plan' });
  await expect(plan).toContainText('Pro');
  await expect(plan).toContainText('Active subscription');
  await expect(plan).toContainText('$59');
  await expect(plan).toContainText('Monthly');
  await expect(plan).toContainText(
    /Plan expiry\s*\d{2}-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d{4}/,
  );
  await expect(plan.getByRole('list', { name: 'Plan limits' })).toContainText('Campaigns allowed: 20');
  await expect(plan.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  await plan.getByRole('link', { name: 'Change Plan' }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);
});

test('free plan: name and badge only, no Cancel Subscription', async ({ page }) => {
  await openDashboard(page, 'free-plan');
  const plan = page.getByRole('region', { name: 'Active plan' });
  await expect(plan).toContainText('Free');
  await expect(plan).toContainText('Active subscription');
  await expect(plan).not.toContainText('Plan expiry');
  await expect(plan.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await expect(plan.getByRole('link', { name: 'Change Plan' })).toBeVisible();
});

test('cancel subscription: confirm, success alert, reload', async ({ page }) => {
  await openDashboard(page);
  const plan = page.getByRole('region', { name: 'Active plan' });
  await plan.getByRole('button', { name: 'Cancel Subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel subscription' });
  await expect(confirm).toContainText('Are you sure you want to cancel your subscription?');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await expect(plan.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();

  await plan.getByRole('button', { name: 'Cancel Subscription' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel subscription' })
    .getByRole('button', { name: 'Yes' })
    .click();
  const done = page.getByRole('dialog', { name: 'Subscription cancelled' });
  await expect(done).toContainText('Successfully cancelled subscription');
  await page.evaluate(() => ((window as unknown as { __beforeReload?: boolean }).__beforeReload = true));
  await done.getByRole('button', { name: 'OK' }).click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload ?? false),
    )
    .toBe(false);
  await expect(page.getByRole('region', { name: 'Active plan' })).toContainText('Auto-renew is off');
  await expect(
    page.getByRole('region', { name: 'Active plan' }).getByRole('button', { name: 'Cancel Subscription' }),
  ).toHaveCount(0);
});

test('payment return: a cancelled payment', async ({ page }) => {
  await openDashboard(page);
  await page.goto(
    '/?gateway=airwallex&payment=cancel&productId=awx_prod_starter&priceId=awx_price_starter&p=Starter',
  );
  const dialog = page.getByRole('dialog', { name: 'Payment Cancelled' });
  await expect(dialog).toContainText('Your subscription to Starter Plan was not completed.');
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('region', { name: 'Active plan' })).toContainText('Pro');
});

test('payment return: a forged success link that this tab did not start does nothing', async ({ page }) => {
  await openDashboard(page);
  await page.goto(
    '/?gateway=airwallex&payment=success&productId=awx_prod_starter&priceId=awx_price_starter&p=Starter',
  );
  const dialog = page.getByRole('dialog', { name: 'Payment link not recognised' });
  await expect(dialog).toContainText('nothing was done');
  await expect(dialog.getByRole('button', { name: 'Activate plan' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Active plan' })).toContainText('Pro');
});
