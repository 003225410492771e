import { Box, Button, Flex, HStack, IconButton } from '@chakra-ui/react';
import type { User } from '@domain';
import { lazy, startTransition, Suspense, useRef, useState, type ReactNode } from 'react';
import { OnceOpened, OnDemandBoundary, onDemand } from '../../Feedback/OnceOpened';
import { RouterLink } from '../../Navigation/AppLink';
import { MenuIcon } from '../Icons';
import { Logo } from '../Logo';
import { UserMenuSpace } from '../UserMenu/UserMenuSpace';
import { AUTH_LINKS, isCurrentPath, mainNavLinks } from '../navigation';

// The side menu and the user menu bring their dialog, menu and positioning machinery with them,
// so they load when they are first needed: no first page downloads either. Until then the user
// menu's trigger is a stand-in of the same look (UserMenuButton), loaded with the session. If a
// menu's code does not download, the page stays and says so (OnDemandBoundary).
const loadMobileMenu = onDemand(() => import('../MobileMenu'));
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
const UserMenuButton = lazy(() =>
  import('../UserMenu/UserMenuButton').then((module) => ({ default: module.UserMenuButton })),
);
const loadUserMenu = onDemand(() => import('../UserMenu/UserMenu'));
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));
/**
 * Fetches a menu's code ahead of a press. A failure is said when the member presses (the browser
 * keeps it: the press fails the same way), not here.
 */
const preload = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);
const preloadMobileMenu = preload(loadMobileMenu);
const preloadUserMenu = preload(loadUserMenu);

/** The header's height: the shell leaves the rest of the screen to the page. */
export const HEADER_HEIGHT = '4rem';

export interface HeaderProps {
  /** The signed-in member, or null for a visitor. */
  user: User | null;
  /** The path being shown; its link gets `aria-current="page"`. */
  currentPath?: string;
  /**
   * The home page's variant: no background and white text, laid over the hero. The page under it
   * must be dark at the top and leave room for the header.
   */
  transparent?: boolean;
  onLogout: () => void;
  /**
   * The notifications bell, shown beside the user menu once signed in. The app passes
   * its own container, loaded lazily (the header waits for it in a boundary of its own), so a
   * visitor's page downloads none of it.
   */
  bell?: ReactNode;
  /**
   * A session is stored but not yet checked (a member page's pre-rendered shell): the logo alone,
   * with the space the member's links and menus will take, so nothing is offered before it works.
   */
  pending?: boolean;
}

/** The header's frame while a stored session is checked: the logo and the member's spaces. */
function PendingHeaderActions() {
  return (
    <HStack gap="2" flexShrink="0" aria-hidden="true">
      <Box boxSize="10" display={{ base: 'none', md: 'block' }} />
      <Box h="10" minW="10" display={{ base: 'none', md: 'block' }} />
      <Box boxSize="10" display={{ base: 'block', md: 'none' }} />
    </HStack>
  );
}

/**
 * The site header: logo, the main links (Locations, Bookings and Subscriptions once signed in),
 * then Login and Sign Up or the user menu. Below md the links move into the side menu.
 */
export function Header({
  user,
  currentPath,
  transparent = false,
  onLogout,
  bell,
  pending = false,
}: HeaderProps) {
  // The side menu is mounted once it is first opened, and stays so that it can animate closed.
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  // The user menu replaces its stand-in when the member presses it (a click, Enter, Space or an
  // arrow key) and mounts open. Pointing at or focusing the stand-in only fetches the menu's code:
  // swapping the element then could take it from under a press already begun, which was lost.
  // A transition keeps the stand-in on screen until the code is there.
  const [userMenuPressed, setUserMenuPressed] = useState(false);
  const pressUserMenu = () => startTransition(() => setUserMenuPressed(true));
  const userMenuTrigger = useRef<HTMLButtonElement>(null);
  const userMenuStandIn = user ? (
    <UserMenuButton
      ref={userMenuTrigger}
      user={user}
      inverted={transparent}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preloadUserMenu}
      onFocus={preloadUserMenu}
      onClick={pressUserMenu}
      onKeyDown={(event) => {
        // The menu button pattern: an arrow key opens the menu too.
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        pressUserMenu();
      }}
    />
  ) : null;
  const linkColor = transparent ? 'whiteAlpha.900' : 'fg.muted';
  const hoverBg = transparent ? 'whiteAlpha.200' : 'bg.muted';

  return (
    <Box
      as="header"
      position={transparent ? 'absolute' : 'sticky'}
      top="0"
      insetInline="0"
      zIndex="sticky"
      bg={transparent ? 'transparent' : 'bg'}
      borderBottomWidth={transparent ? '0' : '1px'}
      borderColor="border"
      data-variant={transparent ? 'transparent' : 'solid'}
    >
      <Flex
        // The page frame's width and gutter (ui/Shell/PageFrame): the logo starts where pages do.
        maxW="page"
        mx="auto"
        px="gutter"
        h={HEADER_HEIGHT}
        align="center"
        justify="space-between"
        gap="4"
      >
        <HStack gap="2" minW="0">
          <Logo inverted={transparent} />
        </HStack>

        {pending ? (
          <PendingHeaderActions />
        ) : (
          <>
            <Box as="nav" aria-label="Main" display={{ base: 'none', md: 'block' }}>
              <HStack as="ul" listStyleType="none" gap={{ md: '0', lg: '1' }}>
                {mainNavLinks(user).map((link) => {
                  const current = isCurrentPath(currentPath, link.to);
                  return (
                    <li key={link.to}>
                      <Box
                        asChild
                        display="block"
                        px={{ md: '2', lg: '3' }}
                        py="2"
                        borderRadius="l2"
                        fontSize="sm"
                        fontWeight={current ? 'bold' : 'medium'}
                        color={current ? (transparent ? 'white' : 'brand.fg') : linkColor}
                        textDecoration={current ? 'underline' : 'none'}
                        textUnderlineOffset="6px"
                        textDecorationThickness="2px"
                        _hover={{ bg: hoverBg, color: transparent ? 'white' : 'fg' }}
                        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                      >
                        <RouterLink to={link.to} aria-current={current ? 'page' : undefined}>
                          {link.label}
                        </RouterLink>
                      </Box>
                    </li>
                  );
                })}
              </HStack>
            </Box>

            <HStack gap="2" flexShrink="0">
              {user && bell ? (
                // The bell's own square until its code is there: the user menu beside it stays put.
                <Suspense fallback={<Box boxSize="10" flexShrink="0" aria-hidden="true" />}>
                  {bell}
                </Suspense>
              ) : null}
              {user ? (
                // One boundary around the stand-in and the menu: once showing, it keeps the stand-in
                // until the menu's code is there. Before that, a space of the trigger's size keeps the
                // header still. If the menu's code does not come, the stand-in stays, focused, and
                // the failure is said beside it.
                <Suspense fallback={<UserMenuSpace firstName={user.first_name} />}>
                  <OnDemandBoundary
                    open={userMenuPressed}
                    onClose={() => setUserMenuPressed(false)}
                    inPlace={userMenuStandIn}
                    returnFocusTo={() => userMenuTrigger.current}
                  >
                    {userMenuPressed ? (
                      <UserMenu
                        user={user}
                        onLogout={onLogout}
                        inverted={transparent}
                        defaultOpen
                      />
                    ) : (
                      userMenuStandIn
                    )}
                  </OnDemandBoundary>
                </Suspense>
              ) : (
                <HStack gap="2" display={{ base: 'none', md: 'flex' }}>
                  <Button
                    asChild
                    size="sm"
                    variant={transparent ? 'outline' : 'ghost'}
                    color={transparent ? 'white' : undefined}
                    borderColor={transparent ? 'whiteAlpha.700' : undefined}
                    _hover={{ bg: hoverBg }}
                  >
                    <RouterLink to={AUTH_LINKS.login.to}>{AUTH_LINKS.login.label}</RouterLink>
                  </Button>
                  <Button asChild size="sm" colorPalette={transparent ? 'accent' : 'brand'}>
                    <RouterLink to={AUTH_LINKS.signUp.to}>{AUTH_LINKS.signUp.label}</RouterLink>
                  </Button>
                </HStack>
              )}
              <IconButton
                aria-label="Open menu"
                aria-expanded={menuOpen}
                aria-haspopup="dialog"
                variant="ghost"
                display={{ base: 'inline-flex', md: 'none' }}
                color={transparent ? 'white' : 'fg'}
                _hover={{ bg: hoverBg }}
                // Its code starts loading as soon as the member is about to press the button.
                onPointerEnter={preloadMobileMenu}
                onFocus={preloadMobileMenu}
                onClick={() => setMenuOpen(true)}
              >
                <MenuIcon />
              </IconButton>
            </HStack>
          </>
        )}
      </Flex>

      <OnceOpened open={menuOpen} onClose={closeMenu}>
        <MobileMenu open={menuOpen} onClose={closeMenu} user={user} currentPath={currentPath} />
      </OnceOpened>
    </Box>
  );
}
