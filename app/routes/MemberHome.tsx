import type { User } from '@domain';
import { HomeScreen } from '@ui/Screens/Home';
import { useHomeDashboard } from './useHomeDashboard';

/** An approved member's home: the dashboard, with its data (loaded only for such a member). */
export default function MemberHome({ user }: { user: User }) {
  const dashboard = useHomeDashboard(new Date());
  return <HomeScreen user={user} {...dashboard} />;
}
