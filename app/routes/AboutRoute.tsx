import { useAtomValue } from 'jotai';
import { AboutScreen } from '@ui/Screens/About';
import { sessionAtom } from '../state/session';

export default function AboutRoute() {
  const { user } = useAtomValue(sessionAtom);
  return <AboutScreen user={user} />;
}
