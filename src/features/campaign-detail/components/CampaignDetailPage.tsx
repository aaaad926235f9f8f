import { PlaceholderPage } from '@/lib/ui/PlaceholderPage';

export function CampaignDetailPage() {
  return <PlaceholderPage title="Campaign" />;
}
