import { DashboardPage } from '@/features/dashboard/components/DashboardPage';
import { SafetyCard } from '@/features/safety/components/SafetyCard';
import { ActivePlanBox } from '@/features/subscriptions/components/ActivePlanBox';
import { PaymentReturnDialogs } from '@/features/subscriptions/components/PaymentReturnDialogs';

/** The dashboard with the other features' parts: the plan box, 'Account safety' and the payment return. */
export function DashboardScreen() {
  return (
    <DashboardPage
      planBox={<ActivePlanBox />}
      safety={<SafetyCard />}
      paymentReturn={<PaymentReturnDialogs />}
    />
  );
}
