import { useCallback } from 'react';
import type { PlanSettings } from './api';
import { usePlanSettings, useSessionUser } from './sessionData';

/** Plan features the spec gates. */
export type PlanFeature = 'dripCampaign' | 'salesNavigator' | 'crm';

/** The one feature key spec 000 names; the others are our names, which a server may not use. */
const SPEC_NAMED_FEATURES: ReadonlySet<PlanFeature> = new Set(['dripCampaign']);

/**
 * Spec 000 section 5: plan settings absent means everything is allowed; an unknown plan is
 * denied; otherwise allowed unless the feature is marked disabled. A key the spec does not name
 * (salesNavigator, crm) must also be listed: a server that calls the feature something else does
 * not unlock it (docs/spec-deviations.md).
 */
export function isFeatureAllowed(
  planSettings: PlanSettings | null | undefined,
  planId: number | null | undefined,
  feature: PlanFeature,
): boolean {
  if (!planSettings) return true;
  const plan = planId === null || planId === undefined ? undefined : planSettings[String(planId)];
  if (!plan) return false;
  const entry = Object.hasOwn(plan.features, feature) ? plan.features[feature] : undefined;
  if (!entry) return SPEC_NAMED_FEATURES.has(feature);
  return entry.enabled !== false;
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
