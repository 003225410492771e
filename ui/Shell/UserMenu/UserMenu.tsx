import { Box, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import type { User } from '@domain';
import { RouterLink } from '../../Navigation/AppLink';
import { USER_MENU_LINKS } from '../navigation';
import { UserMenuButton } from './UserMenuButton';

const LOGOUT = 'logout';

export interface UserMenuProps {
  user: Pick<User, 'first_name' | 'email' | 'profile_picture'>;
  /** Ends the session; the app then goes to '/'. */
  onLogout: () => void;
  /** White trigger text for the transparent header over the hero. */
  inverted?: boolean;
  /** Open as it mounts: the member pressed its trigger before the menu's code had arrived. */
  defaultOpen?: boolean;
}

/** The signed-in member's menu: who is signed in, then Dashboard, Profile, Settings and Logout. */
export function UserMenu({ user, onLogout, inverted = false, defaultOpen = false }: UserMenuProps) {
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      recipe={menuSlotRecipe}
      positioning={{ placement: 'bottom-end' }}
      // Selection is handled at the root, by the menu's own state machine: an item's onSelect
      // goes through a DOM listener keyed by element id, which ids reused by a later render of
      // the menu (a story switch, a remount) can leave pointing at a detached element.
      onSelect={(details) => {
        if (details.value === LOGOUT) onLogout();
      }}
    >
      <Menu.Trigger asChild>
        <UserMenuButton user={user} inverted={inverted} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Box px="2" py="1.5">
              <Stack gap="0">
                <Text fontWeight="semibold">{user.first_name}</Text>
                <Text textStyle="sm" color="fg.muted" wordBreak="break-all">
                  {user.email}
                </Text>
              </Stack>
            </Box>
            <Menu.Separator />
            {USER_MENU_LINKS.map((link) => (
              <Menu.Item key={link.to} value={link.to} asChild>
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value={LOGOUT}>Logout</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
