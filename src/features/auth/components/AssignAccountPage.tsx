import { PlaceholderPage } from '@/lib/ui/PlaceholderPage';

export function AssignAccountPage() {
  return <PlaceholderPage title="Connect with LinkedIn" />;
}
