export { ACCOUNT_DASHBOARD_COPY, type AccountDashboardCopy } from './copy';
export {
  AccountDashboardScreen,
  type AccountDashboardScreenProps,
  type DashboardTab,
} from './AccountDashboard';
export {
  ADMIN_OVERVIEW_COPY,
  AdminOverview,
  type AdminOverviewCopy,
  type AdminOverviewProps,
} from './AdminOverview';
