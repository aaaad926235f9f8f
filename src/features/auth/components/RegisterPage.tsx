import { PlaceholderPage } from '@/lib/ui/PlaceholderPage';

export function RegisterPage() {
  return <PlaceholderPage title="Sign Up" />;
}
