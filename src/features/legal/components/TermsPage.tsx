import { PlaceholderPage } from '@/lib/ui/PlaceholderPage';

export function TermsPage() {
  return <PlaceholderPage title="Terms of Service" />;
}
