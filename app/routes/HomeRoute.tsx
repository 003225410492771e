import { useAtomValue } from 'jotai';
import type { User } from '@domain';
import { HomeScreen } from '@ui/Screens/Home';
import { sessionAtom } from '../state/session';
import { useHomeDashboard } from './useHomeDashboard';

/** Only an approved member's home reads (and so loads) the dashboard's data. */
function MemberHome({ user }: { user: User }) {
  const dashboard = useHomeDashboard(new Date());
  return <HomeScreen user={user} {...dashboard} />;
}

export default function HomeRoute() {
  const { user, isApproved } = useAtomValue(sessionAtom);
  if (user && isApproved) return <MemberHome user={user} />;
  return <HomeScreen user={user} />;
}
