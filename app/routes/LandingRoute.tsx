import { LandingScreen } from '@ui/Screens/Landing';

export default function LandingRoute() {
  return <LandingScreen />;
}
