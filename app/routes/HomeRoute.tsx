import { useAtomValue } from 'jotai';
import { lazy } from 'react';
import { HomeMarketing } from '@ui/Screens/Home/HomeMarketing';
import { sessionAtom } from '../state/session';

// The dashboard and the queries behind it load only for an approved member, so a visitor's
// first page downloads the marketing page alone.
const MemberHome = lazy(() => import('./MemberHome'));

/** SPEC §2 Home: the dashboard for an approved member, the marketing page for everyone else. */
export default function HomeRoute() {
  const { user, isApproved } = useAtomValue(sessionAtom);
  if (user && isApproved) return <MemberHome user={user} />;
  return <HomeMarketing user={user} />;
}
