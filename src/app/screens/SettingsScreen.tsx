import type { QueryClient } from '@tanstack/react-query';
import { Outlet, useParams, useSearch } from '@tanstack/react-router';
import { loadSettings, settingsTab } from '@/features/settings/api';
import { SettingsLayout, SettingsPanel } from '@/features/settings/components/SettingsPage';
import { loadTools } from '@/features/tools/api';
import { WithdrawalTool } from '@/features/tools/components/WithdrawalTool';

const withdrawals = <WithdrawalTool idPrefix="settings-withdrawal" />;

/** The open tab: /settings/{type} (any case), else /settings?type=…; an unknown type is General. */
function useSettingsTab() {
  const { type: pathType } = useParams({ strict: false });
  const { type: queryType } = useSearch({ strict: false });
  return settingsTab(pathType ?? queryType);
}

/** Settings' heading and tabs; the open tab's panel is the child route's (SettingsPanelScreen). */
export function SettingsLayoutScreen() {
  return (
    <SettingsLayout tab={useSettingsTab()}>
      <Outlet />
    </SettingsLayout>
  );
}

/** The open tab, with the Tools feature's withdrawal tool as Withdrawals (composed here, in app). */
export function SettingsPanelScreen() {
  return <SettingsPanel tab={useSettingsTab()} withdrawals={withdrawals} />;
}

/** The open tab's data: General's settings form, or the Tools feature's withdrawal tool. */
export function loadSettingsTab(
  queryClient: QueryClient,
  type: string | undefined,
): Promise<unknown> | undefined {
  const tab = settingsTab(type);
  if (tab === 'general') return loadSettings(queryClient);
  if (tab === 'withdrawals') return loadTools(queryClient);
}
