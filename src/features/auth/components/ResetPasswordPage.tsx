import { PlaceholderPage } from '@/lib/ui/PlaceholderPage';

export function ResetPasswordPage() {
  return <PlaceholderPage title="Set a new password" />;
}
