import { createElement, Fragment, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionQueries, type PlanSettings, type User } from '@/lib/session/api';
import { PlanSettingsSchema } from '@/lib/session/accountSchemas';
import {
  DRIP_NOT_IN_PLAN,
  FEATURE_NOT_IN_PLAN,
  FEATURE_NOT_LICENSED,
  isFeatureAllowed,
  useFeatureGate,
} from '@/lib/session/featureGate';
import { PLAN_UPGRADE_TITLE, usePlanUpgrade } from '@/lib/ui/PlanUpgradeDialog';
import { renderInAppRouter, renderRoute, worldUser } from './renderRoute';
import { startSimulation } from './simulation';

const SETTINGS: PlanSettings = {
  '1': {
    features: {
      dripCampaign: { enabled: false },
      salesNavigator: { enabled: false },
      crm: { enabled: false },
    },
  },
  '2': {
    features: { dripCampaign: { enabled: true }, salesNavigator: { enabled: true }, crm: { enabled: false } },
  },
  '3': { features: {} },
  '4': { features: { crm: { enabled: true } } },
};

describe('isFeatureAllowed (spec 000 section 5)', () => {
  it('allows everything when plan settings are absent', () => {
    expect(isFeatureAllowed(null, 1, 'crm')).toBe(true);
    expect(isFeatureAllowed(undefined, undefined, 'dripCampaign')).toBe(true);
    expect(isFeatureAllowed(null, null, 'salesNavigator')).toBe(true);
  });

  it('denies every feature of an unknown plan (or no plan at all)', () => {
    expect(isFeatureAllowed(SETTINGS, 99, 'crm')).toBe(false);
    expect(isFeatureAllowed(SETTINGS, null, 'crm')).toBe(false);
    expect(isFeatureAllowed(SETTINGS, undefined, 'dripCampaign')).toBe(false);
    expect(isFeatureAllowed({}, 1, 'salesNavigator')).toBe(false);
  });

  it('otherwise allows a feature unless it is marked disabled', () => {
    expect(isFeatureAllowed(SETTINGS, 1, 'crm')).toBe(false);
    expect(isFeatureAllowed(SETTINGS, 2, 'dripCampaign')).toBe(true);
    expect(isFeatureAllowed(SETTINGS, 2, 'crm')).toBe(false);
    expect(isFeatureAllowed(SETTINGS, 2, 'salesNavigator')).toBe(true);
    expect(isFeatureAllowed(SETTINGS, 3, 'dripCampaign')).toBe(true); // the spec's key, not listed: not disabled
    expect(isFeatureAllowed({ '7': { features: { dripCampaign: {} } } }, 7, 'dripCampaign')).toBe(true);
  });

  it('does not unlock a feature whose key the spec does not name unless the plan lists it', () => {
    expect(isFeatureAllowed(SETTINGS, 3, 'crm')).toBe(false);
    expect(isFeatureAllowed(SETTINGS, 3, 'salesNavigator')).toBe(false);
    expect(isFeatureAllowed(SETTINGS, 4, 'crm')).toBe(true);
    expect(isFeatureAllowed(SETTINGS, 4, 'salesNavigator')).toBe(false);
    // A server naming it otherwise ("sales_navigator") unlocks nothing.
    const otherNames = { '8': { features: { sales_navigator: { enabled: true }, CRM: { enabled: true } } } };
    expect(isFeatureAllowed(otherNames, 8, 'salesNavigator')).toBe(false);
    expect(isFeatureAllowed(otherNames, 8, 'crm')).toBe(false);
  });

  it('reads flags as the server writes them; an unreadable entry is a disabled feature', () => {
    const settings = PlanSettingsSchema.parse({
      '1': {
        features: {
          dripCampaign: { enabled: 'false' },
          salesNavigator: { enabled: 'true' },
          crm: 'yes',
        },
      },
      '2': {},
    });
    expect(isFeatureAllowed(settings, 1, 'dripCampaign')).toBe(false);
    expect(isFeatureAllowed(settings, 1, 'salesNavigator')).toBe(true);
    expect(isFeatureAllowed(settings, 1, 'crm')).toBe(false);
    expect(isFeatureAllowed(settings, 2, 'dripCampaign')).toBe(true);
    expect(isFeatureAllowed(settings, 2, 'crm')).toBe(false);
  });

  it("keeps the spec's gate texts verbatim", () => {
    expect(DRIP_NOT_IN_PLAN).toBe(
      'This feature is not available in your current plan, please upgrade to use this feature',
    );
    expect(FEATURE_NOT_LICENSED).toBe(
      'You are not subscribed to this feature. This feature is not available as you have not purchased the required license',
    );
    expect(PLAN_UPGRADE_TITLE).toBe('Plan upgrade required');
  });
});

const user = (planId: number | null): User => ({
  id: 1,
  email: 'a@example.com',
  details: { firstName: 'A', lastName: 'B' },
  planId,
});

function clientWith(planSettings: PlanSettings | null, planId: number | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueries.planSettings().queryKey, planSettings);
  client.setQueryData(sessionQueries.me().queryKey, user(planId));
  return client;
}

describe('useFeatureGate', () => {
  it("answers from the cached plan settings and the user's plan", async () => {
    const client = clientWith(SETTINGS, 2);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { result, rerender } = renderHook(() => useFeatureGate(), { wrapper });
    expect(result.current('dripCampaign')).toBe(true);
    expect(result.current('crm')).toBe(false);
    const first = result.current;
    rerender();
    expect(result.current).toBe(first); // stable while nothing changes

    act(() => void client.setQueryData(sessionQueries.me().queryKey, user(4)));
    await waitFor(() => expect(result.current('crm')).toBe(true));
    act(() => void client.setQueryData(sessionQueries.me().queryKey, user(1)));
    await waitFor(() => expect(result.current('salesNavigator')).toBe(false));
    act(() => void client.setQueryData(sessionQueries.planSettings().queryKey, null));
    await waitFor(() => expect(result.current('salesNavigator')).toBe(true));
  });
});

// The gate on the real /crm screen and inside a screen, in the app's router over the simulated extension.
describe('Plan upgrade required', () => {
  beforeEach(() => void startSimulation('default'));

  /** /crm after the dashboard, signed in to the world's account on plan `planId`. */
  const openCrm = (planId: number) =>
    renderRoute('/crm', { previous: ['/'], planSettings: SETTINGS, user: { ...worldUser(), planId } });

  it('a gated screen shows only the dialog, with the notice; Upgrade now opens /account', async () => {
    const { router } = await openCrm(1);
    const dialog = await screen.findByRole('dialog', { name: 'Plan upgrade required' });
    expect(dialog).toHaveTextContent(FEATURE_NOT_IN_PLAN);
    expect(screen.queryByRole('table', { name: 'Contacts' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade now' }));
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('Go back returns one page', async () => {
    const { router } = await openCrm(1);
    const dialog = await screen.findByRole('dialog', { name: 'Plan upgrade required' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('an allowed feature shows the screen itself', async () => {
    await openCrm(4);
    expect(await screen.findByRole('table', { name: 'Contacts' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  function Editor() {
    const { requireFeature, dialog } = usePlanUpgrade();
    return createElement(
      Fragment,
      null,
      createElement(
        'button',
        { onClick: () => requireFeature('dripCampaign', DRIP_NOT_IN_PLAN) },
        'Add follow-up',
      ),
      createElement('button', { onClick: () => requireFeature('salesNavigator') }, 'Use Sales Navigator'),
      dialog,
    );
  }
  const renderEditor = (planId: number) =>
    renderInAppRouter(createElement(Editor), {
      path: '/campaign-editor',
      planSettings: SETTINGS,
      user: { ...worldUser(), planId },
    });

  it('an action inside a screen passes when the plan has the feature', async () => {
    await renderEditor(2);
    await userEvent.click(await screen.findByRole('button', { name: 'Add follow-up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use Sales Navigator' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an action inside a screen opens the dialog with the given message when the plan lacks it', async () => {
    await renderEditor(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Add follow-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan upgrade required' });
    expect(dialog).toHaveTextContent(DRIP_NOT_IN_PLAN);
  });
});
