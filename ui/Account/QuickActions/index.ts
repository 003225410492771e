export {
  QUICK_ACTIONS,
  QuickActions,
  type QuickAction,
  type QuickActionsProps,
} from './QuickActions';
