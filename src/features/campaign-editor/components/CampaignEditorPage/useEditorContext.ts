import { useSuspenseQuery } from '@tanstack/react-query';
import { sessionQueries } from '@/lib/session/api';
import { useFeatureGate } from '@/lib/session/featureGate';

/** What every editor form needs from the session (loaded by the route): the daily caps and the plan's features. */
export function useEditorContext() {
  const { data: extensionData } = useSuspenseQuery(sessionQueries.extensionData());
  const allowed = useFeatureGate();
  return {
    limits: extensionData.baseData.config.limits,
    salesNavigatorAllowed: allowed('salesNavigator'),
    dripCampaignAllowed: allowed('dripCampaign'),
  };
}
export type EditorContext = ReturnType<typeof useEditorContext>;
