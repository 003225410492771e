/**
 * The route table of SPEC §2 as data. Each page's container loads lazily, so a visitor's first
 * page downloads only what it shows; guards wrap the routes that need a session.
 */
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import {
  matchPath,
  Navigate,
  NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { PageSpinner } from '@ui/Feedback/PageSpinner';
import {
  ABOUT,
  AUDIT_LOG,
  COIN_HISTORY,
  CONTACT,
  DASHBOARD,
  DEMO_OUTBOX,
  FORGOT_PASSWORD,
  HOME,
  LOCATIONS,
  LOGIN,
  MEMBER,
  MY_BOOKINGS,
  NOTIFICATIONS,
  PRIVACY_POLICY,
  PROFILE,
  RESET_PASSWORD,
  SETTINGS,
  SIGN_UP,
  STAFF_SESSIONS,
  SUBSCRIPTION_PACKAGES,
  VENUE_DAY,
  WELCOME,
} from '@ui/Shell/navigation';
import { Guard } from './routes/Guard';
import { RouteErrorBoundary } from './routes/RouteError';
import { ShellLayout } from './routes/ShellLayout';
import { sessionEndedByServerAtom } from './state/session';
import type { Feature } from '@domain';

type PageModule = () => Promise<{ default: ComponentType }>;

// Loaded with the first page of an extension feature: a visitor's pages have none.
const FeatureGuard = lazy(() => import('./routes/FeatureGuard'));

/** The pages of a feature beyond SPEC §7, shown only where the server offers it. */
function offered(feature: Feature, pages: RouteObject[]): RouteObject {
  return { element: <FeatureGuard feature={feature} />, children: pages };
}

/** Each page's own name in the browser's tab and history: '{name} · Pitchside'. */
const PAGE_TITLES = new Map<string, string>();
const SITE_NAME = 'Pitchside';

/** The name of the page at a path (undefined off the table). */
export function pageName(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // A page with a parameter (/staff/members/:id) is named by its pattern.
  return (
    PAGE_TITLES.get(path) ??
    [...PAGE_TITLES].find(([pattern]) => pattern.includes(':') && matchPath(pattern, path))?.[1]
  );
}

/** The document title of a path: its page's name and the site's (the site's alone off the table). */
export function pageTitle(pathname: string): string {
  const name = pageName(pathname);
  return name ? `${name} · ${SITE_NAME}` : SITE_NAME;
}

/** Each page's loader by path, so a pre-rendered page's code can be in place before hydrating. */
const PAGE_LOADERS = new Map<string, () => Promise<unknown>>();

/**
 * Loads the code of the page at `pathname` (nothing for a path off the table). Once it has
 * arrived, the page renders at once instead of suspending: hydrating a pre-rendered page then
 * finds the same tree as the server's HTML, with no boundary left waiting.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_LOADERS.get(path)?.() ?? Promise.resolve();
}

let showFirstPage: () => void = () => undefined;

/**
 * Settles once the first page has been shown and can be used: drawn, or hydrated. A pre-rendered
 * page hydrates after the frame around it (inside its Suspense boundaries), so this is the moment
 * its forms are the app's.
 */
export const firstPageShown = new Promise<void>((resolve) => {
  showFirstPage = resolve;
});

function FirstPageShown() {
  useEffect(() => {
    showFirstPage();
  }, []);
  return null;
}

/** A page of the table: its path, its name and its container. */
function page(path: string, title: string, load: PageModule): RouteObject {
  PAGE_TITLES.set(path, title);
  type Module = Awaited<ReturnType<PageModule>>;
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  PAGE_LOADERS.set(path, loadOnce);
  const LazyPage = lazy(loadOnce);
  /**
   * The page, from its code as loaded. React.lazy waits a tick even for a promise that has
   * settled, so a page whose code has already arrived (preloadPage, or an earlier visit) is drawn
   * from it directly, in the same pass. Chosen once per mount: switching from one to the other
   * would mount the page afresh.
   */
  function Page() {
    const [Component] = useState(() => loaded?.default ?? LazyPage);
    return <Component />;
  }
  return {
    path,
    element: (
      <>
        <Page />
        <FirstPageShown />
      </>
    ),
  };
}

/**
 * The demo's outbox: every e-mail the in-browser mock has "sent", the reset links of
 * visitors included, so it needs no session. Only a build that answers with the mock has it; a
 * build for a real backend (VITE_API_MOCK=off) leaves the page, and the mock it reads, out.
 */
const demoPages: RouteObject[] =
  import.meta.env.VITE_API_MOCK !== 'off'
    ? [page('/demo/outbox', DEMO_OUTBOX, () => import('./routes/DemoOutboxRoute'))]
    : [];

export const routes: RouteObject[] = [
  // The landing page brings its own fixed navigation and so sits outside the shell.
  page('/landing', WELCOME, () => import('./routes/LandingRoute')),
  {
    element: <ShellLayout />,
    children: [
      page('/', HOME, () => import('./routes/HomeRoute')),
      page('/about', ABOUT, () => import('./routes/AboutRoute')),
      page('/contact', CONTACT, () => import('./routes/ContactRoute')),
      page('/privacy', PRIVACY_POLICY, () => import('./routes/PrivacyRoute')),
      page('/forgot-password', FORGOT_PASSWORD, () => import('./routes/ForgotPasswordRoute')),
      page('/reset-password', RESET_PASSWORD, () => import('./routes/ResetPasswordRoute')),
      ...demoPages,
      {
        element: <Guard access="guest" />,
        children: [
          page('/login', LOGIN, () => import('./routes/LoginRoute')),
          page('/register', SIGN_UP, () => import('./routes/RegisterRoute')),
        ],
      },
      {
        element: <Guard access="user" />,
        children: [
          page('/dashboard', DASHBOARD, () => import('./routes/AccountDashboardRoute')),
          page('/profile', PROFILE, () => import('./routes/ProfileRoute')),
          page('/settings', SETTINGS, () => import('./routes/SettingsRoute')),
          offered('notifications', [
            page('/notifications', NOTIFICATIONS, () => import('./routes/NotificationsRoute')),
          ]),
        ],
      },
      {
        element: <Guard access="staff" />,
        children: [
          offered('member_pages', [
            page('/staff/members/:id', MEMBER, () => import('./routes/StaffMemberRoute')),
          ]),
        ],
      },
      {
        element: <Guard access="admin" />,
        children: [
          offered('audit_log', [
            page('/staff/audit', AUDIT_LOG, () => import('./routes/StaffAuditRoute')),
          ]),
        ],
      },
      {
        element: <Guard access="member" />,
        children: [
          page('/locations', LOCATIONS, () => import('./routes/LocationsRoute')),
          page('/locations/:id/day', VENUE_DAY, () => import('./routes/VenueDayRoute')),
          page('/bookings', MY_BOOKINGS, () => import('./routes/BookingsRoute')),
          page(
            '/subscriptions',
            SUBSCRIPTION_PACKAGES,
            () => import('./routes/SubscriptionsRoute'),
          ),
          offered('wallet_history', [
            page('/subscriptions/history', COIN_HISTORY, () => import('./routes/CoinHistoryRoute')),
          ]),
        ],
      },
      {
        element: <Guard access="staff" />,
        children: [
          page('/staff/sessions', STAFF_SESSIONS, () => import('./routes/StaffSessionsRoute')),
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
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<PageSpinner />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
