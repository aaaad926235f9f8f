import { PlaceholderPage } from '@/lib/ui/PlaceholderPage';

export function SettingsPage() {
  return <PlaceholderPage title="Settings" />;
}
