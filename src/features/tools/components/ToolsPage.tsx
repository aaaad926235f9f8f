import { PlaceholderPage } from '@/lib/ui/PlaceholderPage';

export function ToolsPage() {
  return <PlaceholderPage title="Tools" />;
}
