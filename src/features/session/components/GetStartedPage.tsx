import { PlaceholderPage } from '@/lib/ui/PlaceholderPage';

export function GetStartedPage() {
  return <PlaceholderPage title="Get started" />;
}
