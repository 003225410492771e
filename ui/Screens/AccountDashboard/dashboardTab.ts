/** The dashboard's tabs, for staff: their own dashboard and the Admin Overview. */
export type DashboardTab = 'mine' | 'admin';
