import { useCallback } from 'react';
import type { PlanSettings } from './api';
import { usePlanSettings, useSessionUser } from './sessionData';

/** Plan features the spec gates. */
export type PlanFeature = 'dripCampaign' | 'salesNavigator' | 'crm';

/**
 * Spec 000 section 5: plan settings absent means everything is allowed; an unknown plan is
 * denied; otherwise allowed unless the feature is marked disabled.
 */
export function isFeatureAllowed(
  planSettings: PlanSettings | null | undefined,
  planId: number | null | undefined,
  feature: PlanFeature,
): boolean {
  if (!planSettings) return true;
  const plan = planId === null || planId === undefined ? undefined : planSettings[String(planId)];
  if (!plan) return false;
  return plan.features[feature]?.enabled !== false;
}

/** The one hook every screen uses to ask whether the user's plan has a feature. */
export function useFeatureGate(): (feature: PlanFeature) => boolean {
  const planSettings = usePlanSettings();
  const planId = useSessionUser()?.planId;
  return useCallback(
    (feature: PlanFeature) => isFeatureAllowed(planSettings, planId, feature),
    [planSettings, planId],
  );
}

export const FEATURE_NOT_IN_PLAN =
  'This feature is not available in your plan. Please upgrade your plan to get access to this feature';
export const DRIP_NOT_IN_PLAN =
  'This feature is not available in your current plan, please upgrade to use this feature';
export const FEATURE_NOT_LICENSED =
  'You are not subscribed to this feature. This feature is not available as you have not purchased the required license';
