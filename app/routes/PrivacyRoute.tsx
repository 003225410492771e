import { PrivacyScreen } from '@ui/Screens/Privacy';

export default function PrivacyRoute() {
  return <PrivacyScreen />;
}
