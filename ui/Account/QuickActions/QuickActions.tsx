import { Button, Card, SimpleGrid } from '@chakra-ui/react';
import { useId } from 'react';
import { RouterLink } from '../../Navigation/AppLink';
import { BUY_COINS } from '../../copy';

export interface QuickAction {
  label: string;
  to: string;
  /** Member routes need an approved account; the rest are open to every signed-in user. */
  approvedOnly: boolean;
}

export const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: 'Book a court', to: '/locations', approvedOnly: true },
  { label: 'My bookings', to: '/bookings', approvedOnly: true },
  { label: BUY_COINS, to: '/subscriptions', approvedOnly: true },
  { label: 'Edit profile', to: '/profile', approvedOnly: false },
];

export interface QuickActionsProps {
  /** An unapproved account is offered only what it may use: its profile. */
  approved: boolean;
  actions?: readonly QuickAction[];
  title?: string;
}

export function QuickActions({
  approved,
  actions = QUICK_ACTIONS,
  title = 'Quick Actions',
}: QuickActionsProps) {
  const titleId = useId();
  const shown = actions.filter((action) => approved || !action.approvedOnly);

  return (
    <Card.Root as="nav" aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title as="h2" id={titleId} textStyle="title">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {shown.map((action, index) => (
            <Button
              key={action.to}
              asChild
              variant={index === 0 ? 'solid' : 'outline'}
              colorPalette="brand"
              justifyContent="flex-start"
            >
              <RouterLink to={action.to}>{action.label}</RouterLink>
            </Button>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
