import { PlaceholderPage } from '@/lib/ui/PlaceholderPage';

export function CampaignEditorPage() {
  return <PlaceholderPage title="Campaign editor" />;
}
