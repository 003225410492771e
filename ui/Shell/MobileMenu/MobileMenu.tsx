import {
  Box,
  Button,
  CloseButton,
  Drawer,
  Portal,
  Separator,
  Stack,
  type StackProps,
} from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import type { ApprovalFields, RoleFields } from '@domain';
import { RouterLink } from '../../Navigation/AppLink';
import { dismissibleUnlessBusy } from '../../Feedback/modalDismissal';
import {
  AUTH_LINKS,
  INFO_LINKS,
  isCurrentPath,
  mainNavLinks,
  type NavLinkItem,
} from '../navigation';

/** SPEC §2 Shell: the side menu is 280 px wide. */
export const MOBILE_MENU_WIDTH = '280px';

export interface MobileMenuProps {
  open: boolean;
  /** Called when the member dismisses the menu or follows one of its links. */
  onClose: () => void;
  /** Who is signed in (null: a visitor): the links are theirs. */
  user: (ApprovalFields & RoleFields) | null;
  currentPath?: string;
}

function MenuLinks({
  links,
  currentPath,
  onNavigate,
  ...stackProps
}: {
  links: readonly NavLinkItem[];
  currentPath: string | undefined;
  onNavigate: () => void;
} & StackProps) {
  return (
    <Stack as="ul" listStyleType="none" gap="1" {...stackProps}>
      {links.map((link) => {
        const current = isCurrentPath(currentPath, link.to);
        return (
          <li key={link.to}>
            <Box
              asChild
              display="block"
              px="3"
              py="2.5"
              borderRadius="l2"
              fontWeight={current ? 'bold' : 'medium'}
              color={current ? 'brand.fg' : 'fg'}
              bg={current ? 'brand.subtle' : undefined}
              _hover={{ bg: current ? 'brand.muted' : 'bg.muted' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
            >
              <RouterLink
                to={link.to}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
              >
                {link.label}
              </RouterLink>
            </Box>
          </li>
        );
      })}
    </Stack>
  );
}

/**
 * The side menu below the md breakpoint: the main links, About and Privacy Policy, and Login and
 * Sign Up for a visitor. Following any link closes it, since the page behind it changes.
 */
export function MobileMenu({ open, onClose, user, currentPath }: MobileMenuProps) {
  const loggedIn = user !== null;
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      {...dismissibleUnlessBusy(false, onClose)}
      placement="end"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content w={MOBILE_MENU_WIDTH} maxW={MOBILE_MENU_WIDTH}>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
            <Drawer.Body>
              <nav aria-label="Mobile">
                <MenuLinks
                  links={mainNavLinks(user)}
                  currentPath={currentPath}
                  onNavigate={onClose}
                />
                <Separator my="3" />
                <MenuLinks links={INFO_LINKS} currentPath={currentPath} onNavigate={onClose} />
              </nav>
            </Drawer.Body>
            {loggedIn ? null : (
              <Drawer.Footer flexDirection="column" alignItems="stretch" gap="2">
                <Button asChild variant="outline">
                  <RouterLink to={AUTH_LINKS.login.to} onClick={onClose}>
                    {AUTH_LINKS.login.label}
                  </RouterLink>
                </Button>
                <Button asChild colorPalette="brand">
                  <RouterLink to={AUTH_LINKS.signUp.to} onClick={onClose}>
                    {AUTH_LINKS.signUp.label}
                  </RouterLink>
                </Button>
              </Drawer.Footer>
            )}
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
