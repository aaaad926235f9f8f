import { DashboardPage } from '@/features/dashboard/components/DashboardPage';
import { SafetyCard } from '@/features/safety/components/SafetyCard';

/** The dashboard with the safety feature's 'Account safety' card (composed here, in app). */
export function DashboardScreen() {
  return <DashboardPage safety={<SafetyCard />} />;
}
