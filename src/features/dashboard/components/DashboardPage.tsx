import { PlaceholderPage } from '@/lib/ui/PlaceholderPage';

export function DashboardPage() {
  return <PlaceholderPage title="Dashboard" />;
}
