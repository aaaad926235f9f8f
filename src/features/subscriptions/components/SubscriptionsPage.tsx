import { PlaceholderPage } from '@/lib/ui/PlaceholderPage';

export function SubscriptionsPage() {
  return <PlaceholderPage title="Subscription" />;
}
