export {
  ACCOUNT_DASHBOARD_COPY,
  AccountDashboardScreen,
  type AccountDashboardCopy,
  type AccountDashboardScreenProps,
  type DashboardTab,
} from './AccountDashboard';
export {
  ADMIN_OVERVIEW_COPY,
  AdminOverview,
  type AdminOverviewCopy,
  type AdminOverviewProps,
} from './AdminOverview';
