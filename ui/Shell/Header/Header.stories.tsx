import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { member, suspendedMember } from '../../fixtures/users';
import { chooseMenuItem, openMenuFromKeyboard } from '../../fixtures/menu';
import { NotificationBell } from '../NotificationBell';
import { Header } from './Header';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Components/Shell/Header',
  component: Header,
  args: { user: null, currentPath: '/', onLogout: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const linkNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.textContent);

/** A visitor: the public links, then Login and Sign Up. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Pitchside home' })).toHaveAttribute('href', '/');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(linkNames(nav)).toEqual(['Home', 'Landing', 'Contact']);
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.queryByRole('button', { name: /Account menu/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
  },
};

/** A member: Locations, Bookings and Subscriptions appear, and the user menu replaces the buttons. */
export const LoggedIn: Story = {
  args: { user: member, currentPath: '/locations' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(linkNames(nav)).toEqual([
      'Home',
      'Landing',
      'Locations',
      'Bookings',
      'Subscriptions',
      'Contact',
    ]);
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Sign Up' })).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu: Adaeze' }));
    await chooseMenuItem('Logout');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/**
 * Pointing at the user menu fetches its code but leaves the button under the pointer in place,
 * so a press that follows (however soon the code arrives) opens the menu. Swapping it on hover
 * lost a press begun just before the swap.
 */
export const UserMenuPointedThenPressed: Story = {
  args: { user: member, currentPath: '/locations' },
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', {
      name: 'Account menu: Adaeze',
    });
    await userEvent.hover(trigger);
    // A moment for the menu's code to arrive, as between a pointer's arrival and its press.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(trigger).toBeInTheDocument();
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** From the keyboard: Tab to the user menu, an arrow key opens it and Escape closes it. */
export const UserMenuFromTheKeyboard: Story = {
  args: { user: member, currentPath: '/locations' },
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', {
      name: 'Account menu: Adaeze',
    });
    trigger.focus();
    await openMenuFromKeyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(canvasElement).getByRole('button', { name: 'Account menu: Adaeze' }),
      ),
    );
  },
};

/** The page being shown is marked for screen readers, not by colour alone. */
export const ActiveLink: Story = {
  args: { user: member, currentPath: '/bookings/42' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const current = within(nav).getByRole('link', { name: 'Bookings' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveStyle({ textDecorationLine: 'underline' });
    for (const name of ['Home', 'Landing', 'Locations', 'Subscriptions', 'Contact']) {
      await expect(within(nav).getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  },
};

/** The home page's header: no background, white text, over the dark hero. */
export const Transparent: Story = {
  args: { transparent: true },
  decorators: [
    (Story) => (
      <Box position="relative" bg="brand.900" minH="12rem">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(header).toHaveAttribute('data-variant', 'transparent');
    await expect(header).toHaveStyle({ backgroundColor: 'rgba(0, 0, 0, 0)', position: 'absolute' });
    await expect(within(header).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const TransparentLoggedIn: Story = {
  ...Transparent,
  args: { transparent: true, user: member },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(header).toHaveAttribute('data-variant', 'transparent');
    await expect(
      await within(header).findByRole('button', { name: 'Account menu: Adaeze' }),
    ).toBeVisible();
  },
};

/** Below md the links collapse into the side menu; a visitor's menu has Login and Sign Up. */
export const DefaultPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    // The logo starts at the page frame's gutter (16 px on a phone), where every page starts;
    // the menu button sits at the other end.
    const logo = canvas.getByRole('link', { name: 'Pitchside home' }).getBoundingClientRect();
    await expect(Math.round(logo.left)).toBe(16);
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    await expect(menuButton.getBoundingClientRect().left).toBeGreaterThan(logo.right);
    await userEvent.click(menuButton);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(linkNames(menu)).toEqual([
      'Home',
      'Landing',
      'Contact',
      'About',
      'Privacy Policy',
      'Login',
      'Sign Up',
    ]);
    await userEvent.click(within(menu).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LoggedInPhone: Story = {
  globals: phone,
  args: { user: member, currentPath: '/subscriptions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Account menu: Adaeze' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(linkNames(menu)).toEqual([
      'Home',
      'Landing',
      'Locations',
      'Bookings',
      'Subscriptions',
      'Contact',
      'About',
      'Privacy Policy',
    ]);
    await expect(within(menu).getByRole('link', { name: 'Subscriptions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * A suspended member (a rejected one likewise) signs in to the dashboard only: the header offers
 * no link the router would bounce, and keeps the user menu.
 */
export const Suspended: Story = {
  args: { user: suspendedMember, currentPath: '/dashboard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(linkNames(nav)).toEqual(['Home', 'Landing', 'Contact']);
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    await expect(await canvas.findByRole('button', { name: /^Account menu: / })).toBeVisible();
  },
};

export const SuspendedPhone: Story = {
  globals: phone,
  args: { user: suspendedMember, currentPath: '/dashboard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(linkNames(menu)).toEqual([
      'Home',
      'Landing',
      'Contact',
      'About',
      'Privacy Policy',
    ]);
    await userEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Signed in, with the app's bell: its name says how many are unread, and the badge shows them. */
export const WithUnreadNotifications: Story = {
  args: { user: member, currentPath: '/dashboard', bell: <NotificationBell unread={3} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = canvas.getByRole('link', { name: 'Notifications, 3 unread' });
    await expect(bell).toHaveAttribute('href', '/notifications');
    await expect(within(bell).getByText('3')).toBeVisible();
  },
};

export const WithUnreadNotificationsPhone: Story = {
  ...WithUnreadNotifications,
  globals: phone,
};

/** Nothing unread: the plain name and no badge. */
export const NoUnreadNotifications: Story = {
  args: { user: member, currentPath: '/dashboard', bell: <NotificationBell unread={0} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = canvas.getByRole('link', { name: 'Notifications' });
    await expect(bell.textContent).toBe('');
  },
};

/** A visitor has no bell, even when one is offered. */
export const VisitorHasNoBell: Story = {
  args: { user: null, bell: <NotificationBell unread={2} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /Notifications/ })).toBeNull();
  },
};

/** Signed in against a server without notifications: no bell, the account menu as ever. */
export const SignedInWithoutNotifications: Story = {
  args: { user: member, currentPath: '/dashboard', bell: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /Notifications/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: /Account menu/ })).toBeVisible();
  },
};

export const SignedInWithoutNotificationsPhone: Story = {
  ...SignedInWithoutNotifications,
  globals: phone,
};
