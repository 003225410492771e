import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { lazy, Suspense } from 'react';
import { RouterProvider, Link, type createBrowserRouter } from 'react-router-dom';
import { LinkProvider } from '@ui/Navigation/AppLink';
import { system } from '@ui/theme';

// Toasts only ever follow an action on a page, so their machinery loads after the first paint.
const Toaster = lazy(() =>
  import('@ui/Feedback/Toaster').then(({ Toaster: component }) => ({ default: component })),
);

export interface AppProps {
  store: ReturnType<typeof createStore>;
  router: ReturnType<typeof createBrowserRouter>;
}

/** The providers every page needs: state, theme, links through the router, toasts. */
export function App({ store, router }: AppProps) {
  return (
    <JotaiProvider store={store}>
      <ChakraProvider value={system}>
        <LinkProvider component={Link}>
          <RouterProvider router={router} />
        </LinkProvider>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ChakraProvider>
    </JotaiProvider>
  );
}
