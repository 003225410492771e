/**
 * The route table of SPEC §2 as data. Each page's container loads lazily, so a visitor's first
 * page downloads only what it shows; guards wrap the routes that need a session.
 */
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import {
  Navigate,
  NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { PageSpinner } from '@ui/Feedback/PageSpinner';
import { Guard } from './routes/Guard';
import { RouteErrorBoundary } from './routes/RouteError';
import { ShellLayout } from './routes/ShellLayout';
import { sessionEndedByServerAtom } from './state/session';

type PageModule = () => Promise<{ default: ComponentType }>;

function page(path: string, load: PageModule): RouteObject {
  const Page = lazy(load);
  return { path, element: <Page /> };
}

export const routes: RouteObject[] = [
  // The landing page brings its own fixed navigation and so sits outside the shell.
  page('/landing', () => import('./routes/LandingRoute')),
  {
    element: <ShellLayout />,
    children: [
      page('/', () => import('./routes/HomeRoute')),
      page('/about', () => import('./routes/AboutRoute')),
      page('/contact', () => import('./routes/ContactRoute')),
      page('/privacy', () => import('./routes/PrivacyRoute')),
      page('/forgot-password', () => import('./routes/ForgotPasswordRoute')),
      {
        element: <Guard access="guest" />,
        children: [
          page('/login', () => import('./routes/LoginRoute')),
          page('/register', () => import('./routes/RegisterRoute')),
        ],
      },
      {
        element: <Guard access="user" />,
        children: [
          page('/dashboard', () => import('./routes/AccountDashboardRoute')),
          page('/profile', () => import('./routes/ProfileRoute')),
          page('/settings', () => import('./routes/SettingsRoute')),
        ],
      },
      {
        element: <Guard access="member" />,
        children: [
          page('/locations', () => import('./routes/LocationsRoute')),
          page('/bookings', () => import('./routes/BookingsRoute')),
          page('/subscriptions', () => import('./routes/SubscriptionsRoute')),
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** SPEC §8: whichever page a call found the session over on, the member goes to /login. */
function useLoginAfterSessionEnds(pathname: string) {
  const ended = useAtomValue(sessionEndedByServerAtom);
  const navigate = useNavigate();
  const handled = useRef(ended);
  useEffect(() => {
    if (ended === handled.current) return;
    handled.current = ended;
    if (pathname !== '/login') void navigate('/login');
  }, [ended, navigate, pathname]);
}

/**
 * A page opened by a link starts at its top, as a page of any other site would; going back or
 * forward leaves the browser to restore where the member was.
 */
function useScrollToTopOnNavigation(pathname: string) {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/** The pages of the route table, inside a browser router. */
export function AppRoutes() {
  const { pathname } = useLocation();
  useLoginAfterSessionEnds(pathname);
  useScrollToTopOnNavigation(pathname);
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<PageSpinner />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
