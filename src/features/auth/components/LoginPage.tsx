import { PlaceholderPage } from '@/lib/ui/PlaceholderPage';

export function LoginPage() {
  return <PlaceholderPage title="Log in" />;
}
