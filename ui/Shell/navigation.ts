/** The shell's links (SPEC §2 Shell), shared by the header, the mobile side menu and the footer. */
import { isApproved, isStaff, type ApprovalFields, type RoleFields } from '@domain';

/**
 * The names of the pages, as the route table titles them (the browser's tab) and as their links
 * and headings say them. Each is a constant of its own: the build writes it where it is used
 * (vite.config.ts), so a page that names one downloads nothing more for it.
 */
export const HOME = 'Home';
export const ABOUT = 'About';
export const CONTACT = 'Contact';
export const PRIVACY_POLICY = 'Privacy Policy';
export const LOGIN = 'Login';
export const SIGN_UP = 'Sign Up';
export const DASHBOARD = 'Dashboard';
export const PROFILE = 'Profile';
export const SETTINGS = 'Settings';
export const LOCATIONS = 'Locations';
export const MY_BOOKINGS = 'My Bookings';
export const SUBSCRIPTION_PACKAGES = 'Subscription Packages';
export const COIN_HISTORY = 'Coin History';
export const STAFF_SESSIONS = 'Sessions & closures';
export const DEMO_OUTBOX = 'Demo outbox';
export const WELCOME = 'Welcome';
export const FORGOT_PASSWORD = 'Forgot Password';
export const RESET_PASSWORD = 'Reset Password';
export const NOTIFICATIONS = 'Notifications';
export const MEMBER = 'Member';
export const AUDIT_LOG = 'Audit log';
export const VENUE_DAY = 'Venue Day';

export interface NavLinkItem {
  label: string;
  to: string;
  /**
   * Shown only to an approved member: the route lets no one else in (SPEC §6), so a visitor, or a
   * member who is pending, suspended or rejected, is never offered a link that bounces them.
   */
  membersOnly?: boolean;
  /** Shown only to staff and admins: the route and its operations refuse everyone else. */
  staffOnly?: boolean;
}

export const MAIN_NAV_LINKS: readonly NavLinkItem[] = [
  { label: HOME, to: '/' },
  { label: 'Landing', to: '/landing' },
  { label: LOCATIONS, to: '/locations', membersOnly: true },
  { label: 'Bookings', to: '/bookings', membersOnly: true },
  { label: 'Subscriptions', to: '/subscriptions', membersOnly: true },
  { label: CONTACT, to: '/contact' },
  { label: 'Sessions', to: '/staff/sessions', staffOnly: true },
];

/** The information pages the side menu and the footer add to the main links. */
export const INFO_LINKS: readonly NavLinkItem[] = [
  { label: ABOUT, to: '/about' },
  { label: PRIVACY_POLICY, to: '/privacy' },
];

export const AUTH_LINKS = {
  login: { label: LOGIN, to: '/login' },
  signUp: { label: SIGN_UP, to: '/register' },
} as const satisfies Record<string, NavLinkItem>;

export const USER_MENU_LINKS: readonly NavLinkItem[] = [
  { label: DASHBOARD, to: '/dashboard' },
  { label: PROFILE, to: '/profile' },
  { label: SETTINGS, to: '/settings' },
];

export const SUPPORT_EMAIL = 'support@pitchside.ng';

/** The main links for whoever is signed in (null: a visitor). */
export function mainNavLinks(user: (ApprovalFields & RoleFields) | null): NavLinkItem[] {
  const member = user !== null && isApproved(user);
  const staff = user !== null && isStaff(user);
  return MAIN_NAV_LINKS.filter(
    (link) => (member || !link.membersOnly) && (staff || !link.staffOnly),
  );
}

/**
 * Whether a link points at the page being shown. Home matches only itself; any other link also
 * matches the pages below it, so '/bookings/42' keeps Bookings marked.
 */
export function isCurrentPath(currentPath: string | undefined, to: string): boolean {
  if (currentPath === undefined) return false;
  const path = currentPath.split(/[?#]/)[0] ?? '';
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (to === '/') return normalised === '/';
  return normalised === to || normalised.startsWith(`${to}/`);
}
