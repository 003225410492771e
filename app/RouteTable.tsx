/**
 * The route table of SPEC §2 as data. Each page's container loads lazily, so a visitor's first
 * page downloads only what it shows; guards wrap the routes that need a session.
 */
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '@ui/Feedback/PageSpinner';
import { Guard } from './routes/Guard';
import { RouteError } from './routes/RouteError';
import { ShellLayout } from './routes/ShellLayout';

type PageModule = () => Promise<{ default: ComponentType }>;

function page(path: string, load: PageModule): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

export const routes: RouteObject[] = [
  // The landing page brings its own fixed navigation and so sits outside the shell.
  {
    ...page('/landing', () => import('./routes/LandingRoute')),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
  },
  {
    element: <ShellLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
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
