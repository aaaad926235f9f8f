import { PlaceholderPage } from '@/lib/ui/PlaceholderPage';

export function PrivacyPolicyPage() {
  return <PlaceholderPage title="Privacy Policy" />;
}
