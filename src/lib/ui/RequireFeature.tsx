import type { ReactNode } from 'react';
import { useFeatureGate, type PlanFeature } from '../session/featureGate';
import { mountOnFirstOpen } from './mountOnFirstOpen';

// The dialog's code (MUI's Dialog and Button) downloads only for a plan without the feature: a
// screen behind a feature (the CRM) does not load it on its first screen.
const PlanUpgradeDialog = mountOnFirstOpen(() =>
  import('./PlanUpgradeDialog').then((m) => m.PlanUpgradeDialog),
);

/** A whole screen (or part of one) that needs a plan feature: without it, only the upgrade dialog shows. */
export function RequireFeature({
  feature,
  message,
  children,
}: {
  feature: PlanFeature;
  message?: string;
  children: ReactNode;
}) {
  const allowed = useFeatureGate();
  if (allowed(feature)) return <>{children}</>;
  return <PlanUpgradeDialog open message={message} />;
}
