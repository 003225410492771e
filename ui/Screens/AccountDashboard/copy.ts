/** The words of /dashboard's frame (its cards and the Admin Overview keep their own). */
export const ACCOUNT_DASHBOARD_COPY = {
  title: (firstName: string) => `Welcome, ${firstName}`,
  subtitle: 'Your account, your coins and where to go next.',
  tabs: 'Dashboard sections',
  mine: 'My Dashboard',
  admin: 'Admin Overview',
};

export type AccountDashboardCopy = typeof ACCOUNT_DASHBOARD_COPY;
