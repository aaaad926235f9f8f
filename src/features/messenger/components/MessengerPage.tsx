import { PlaceholderPage } from '@/lib/ui/PlaceholderPage';

export function MessengerPage() {
  return <PlaceholderPage title="Messenger" />;
}
