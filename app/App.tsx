import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Link } from 'react-router-dom';
import { whenToastStoreLoaded } from '@ui/Feedback/Toaster/toastSignal';
import { LinkProvider } from '@ui/Navigation/AppLink';
import { getSystem } from '@ui/theme';
import { AppRoutes } from './RouteTable';
import { sessionAtom } from './state/session';
import type { AppStore } from './state/store';

// Toasts only ever follow what a signed-in member does, and most pages open without one: the
// toaster's store and its component load with the first toast (lazyToaster.ts). A visitor's
// pages download neither.
const Toaster = lazy(() =>
  import('@ui/Feedback/Toaster/Toaster').then(({ Toaster: component }) => ({
    default: component,
  })),
);

function MemberToaster() {
  const { isAuthenticated } = useAtomValue(sessionAtom);
  // Once mounted it stays, so a toast shown as the session ends is not cut short.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!isAuthenticated || wanted) return undefined;
    let stop: (() => void) | undefined;
    const cancel = whenToastStoreLoaded((whenToastShown) => {
      stop = whenToastShown(() => setWanted(true));
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [isAuthenticated, wanted]);
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
      <ChakraProvider value={getSystem()}>
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
