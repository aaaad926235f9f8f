import { PlaceholderPage } from '@/lib/ui/PlaceholderPage';

export function CampaignsPage() {
  return <PlaceholderPage title="Campaigns" />;
}
