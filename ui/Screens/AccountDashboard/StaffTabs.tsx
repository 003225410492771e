import type { User } from '@domain';
import { Tabs } from '../../Navigation/Tabs';
import type { ReactNode } from 'react';
import { AdminOverview, type AdminOverviewProps } from './AdminOverview';
import type { DashboardTab } from './dashboardTab';

export interface StaffTabsProps {
  /** The member's own dashboard, the first tab. */
  mine: ReactNode;
  admin: AdminOverviewProps;
  currentUserId: number;
  /** Who is signed in: the overview offers only the actions their role may take. */
  actor: User;
  defaultTab: DashboardTab;
  onTabChange?: (tab: DashboardTab) => void;
  labels: { tabs: string; mine: string; admin: string };
}

/**
 * Staff's dashboard: My Dashboard and the Admin Overview as tabs. Its own module, loaded only for
 * staff: a member's dashboard downloads neither the tabs nor the overview.
 */
export function StaffTabs({
  mine,
  admin,
  currentUserId,
  actor,
  defaultTab,
  onTabChange,
  labels,
}: StaffTabsProps) {
  return (
    <Tabs.Root
      defaultValue={defaultTab}
      lazyMount
      variant="line"
      colorPalette="brand"
      onValueChange={(value) => onTabChange?.(value === 'admin' ? 'admin' : 'mine')}
    >
      <Tabs.List aria-label={labels.tabs} mb="6">
        <Tabs.Trigger value="mine">{labels.mine}</Tabs.Trigger>
        <Tabs.Trigger value="admin">{labels.admin}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="mine">{mine}</Tabs.Content>
      <Tabs.Content value="admin">
        <AdminOverview {...admin} currentUserId={currentUserId} actor={actor} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
