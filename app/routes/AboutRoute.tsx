import { AboutScreen } from '@ui/Screens/About';

export default function AboutRoute() {
  return <AboutScreen />;
}
