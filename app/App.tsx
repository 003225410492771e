import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Link } from 'react-router-dom';
import { whenToastStoreLoaded } from '@ui/Feedback/Toaster/toastSignal';
import { LinkProvider } from '@ui/Navigation/AppLink';
import { getSystem } from '@ui/theme';
import { AppRoutes } from './RouteTable';
import { appUpdateAtom } from './state/appUpdate';
import type { AppStore } from './state/store';

// The toaster's store and its component load with the first toast (lazyToaster.ts): a page that
// never shows one downloads neither. Any page can show one, a visitor's included.
const Toaster = lazy(() =>
  import('@ui/Feedback/Toaster/Toaster').then(({ Toaster: component }) => ({
    default: component,
  })),
);

/** Mounts the toasts once the first one is created, and keeps them mounted from then on. */
function AppToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    let stop: (() => void) | undefined;
    const cancel = whenToastStoreLoaded((whenToastShown) => {
      stop = whenToastShown(() => setWanted(true));
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

// The offer of a new version loads with the first update found (app/pwa/registerServiceWorker.ts).
const AppUpdateOffer = lazy(() => import('./routes/AppUpdateOffer'));

function AppUpdate() {
  return useAtomValue(appUpdateAtom) ? (
    <Suspense fallback={null}>
      <AppUpdateOffer />
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
        <AppToaster />
        <AppUpdate />
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

/**
 * The pages, after the member page's shell the document arrived as, if any: hydrated as the
 * build drew it (no mismatch), the shell then gives way to the member's page in a transition.
 */
function PagesAfterShell({ shell }: { shell: ReactNode }) {
  const [showShell, setShowShell] = useState(shell !== undefined);
  useEffect(() => {
    if (showShell) startTransition(() => setShowShell(false));
  }, [showShell]);
  return showShell ? shell : <AppPages />;
}

export interface AppAtProps extends AppProps {
  /** The member page's shell the document arrived as, hydrated first (app/main.tsx). */
  shell?: ReactNode;
}

/** The app: its providers, and the pages at the browser's address. */
export function App({ store, shell }: AppAtProps) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <PagesAfterShell shell={shell} />
      </BrowserRouter>
    </AppProviders>
  );
}
