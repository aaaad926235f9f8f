import { PlaceholderPage } from '@/lib/ui/PlaceholderPage';

export function ListsPage() {
  return <PlaceholderPage title="Lists" />;
}
