import { PlaceholderPage } from '@/lib/ui/PlaceholderPage';

export function CrmPage() {
  return <PlaceholderPage title="CRM" />;
}
