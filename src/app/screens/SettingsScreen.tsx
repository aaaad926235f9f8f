import { SettingsPage } from '@/features/settings/components/SettingsPage';
import { WithdrawalTool } from '@/features/tools/components/WithdrawalTool';

/** Settings with the Tools feature's withdrawal tool as its Withdrawals tab (composed here, in app). */
export function SettingsScreen() {
  return <SettingsPage withdrawals={<WithdrawalTool idPrefix="settings-withdrawal" />} />;
}
