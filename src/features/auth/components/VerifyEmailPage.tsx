import { PlaceholderPage } from '@/lib/ui/PlaceholderPage';

export function VerifyEmailPage() {
  return <PlaceholderPage title="Verify your email" />;
}
