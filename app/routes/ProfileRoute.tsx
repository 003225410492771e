import { useAtomValue } from 'jotai';
import type { User } from '@domain';
import { ProfileScreen } from '@ui/Screens/Profile';
import { sessionAtom } from '../state/session';
import { useProfileActions } from './useProfileActions';

function Profile({ user }: { user: User }) {
  const actions = useProfileActions(user);
  return <ProfileScreen user={user} {...actions} />;
}

export default function ProfileRoute() {
  const { user } = useAtomValue(sessionAtom);
  // The guard lets only a signed-in user in; the session can still end while the page is open.
  return user ? <Profile user={user} /> : null;
}
