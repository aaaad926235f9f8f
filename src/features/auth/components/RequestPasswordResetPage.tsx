import { PlaceholderPage } from '@/lib/ui/PlaceholderPage';

export function RequestPasswordResetPage() {
  return <PlaceholderPage title="Reset your password" />;
}
