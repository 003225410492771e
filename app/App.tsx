import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter, Link } from 'react-router-dom';
import { LinkProvider } from '@ui/Navigation/AppLink';
import { system } from '@ui/theme';
import { AppRoutes } from './RouteTable';
import { sessionAtom } from './state/session';
import type { AppStore } from './state/store';

// Toasts only ever follow what a signed-in member does, so their machinery loads with the first
// session: a visitor's pages never download it.
const Toaster = lazy(() =>
  import('@ui/Feedback/Toaster').then(({ Toaster: component }) => ({ default: component })),
);

function MemberToaster() {
  const { isAuthenticated } = useAtomValue(sessionAtom);
  // Once mounted it stays, so a toast shown as the session ends is not cut short.
  const [wanted, setWanted] = useState(isAuthenticated);
  if (isAuthenticated && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export interface AppProps {
  store: AppStore;
}

/** The state, theme and toasts every page needs, around whatever router holds the pages. */
export function AppProviders({ store, children }: AppProps & { children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <ChakraProvider value={system}>
        {children}
        <MemberToaster />
      </ChakraProvider>
    </JotaiProvider>
  );
}

/** The pages of the route table, linked through whichever router holds them. */
export function AppPages() {
  return (
    <LinkProvider component={Link}>
      <AppRoutes />
    </LinkProvider>
  );
}

/** The app: its providers, and the pages at the browser's address. */
export function App({ store }: AppProps) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppPages />
      </BrowserRouter>
    </AppProviders>
  );
}
