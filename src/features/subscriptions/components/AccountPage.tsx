import { PlaceholderPage } from '@/lib/ui/PlaceholderPage';

export function AccountPage() {
  return <PlaceholderPage title="Account" />;
}
