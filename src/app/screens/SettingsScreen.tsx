import { getRouteApi } from '@tanstack/react-router';
import { settingsTab } from '@/features/settings/api';
import { SettingsPage } from '@/features/settings/components/SettingsPage';
import { WithdrawalTool } from '@/features/tools/components/WithdrawalTool';

const settingsApi = getRouteApi('/shell/settings');
const settingsTypeApi = getRouteApi('/shell/settings/$type');

const withdrawals = <WithdrawalTool idPrefix="settings-withdrawal" />;

/**
 * Settings with the Tools feature's withdrawal tool as its Withdrawals tab (composed here, in app).
 * /settings and /settings?type=…: the tab from the query.
 */
export function SettingsScreen() {
  const { type } = settingsApi.useSearch();
  return <SettingsPage tab={settingsTab(type)} withdrawals={withdrawals} />;
}

/** /settings/{type}: the tab from the path (any case; an unknown type is General). */
export function SettingsTypeScreen() {
  const { type } = settingsTypeApi.useParams();
  return <SettingsPage tab={settingsTab(type)} withdrawals={withdrawals} />;
}
