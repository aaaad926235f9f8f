import { PlaceholderPage } from '@/lib/ui/PlaceholderPage';

export function ActivationPage() {
  return <PlaceholderPage title="Activation" />;
}
