import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { member } from '../../fixtures/users';
import { MobileMenu } from './MobileMenu';
import { inOwnFrame } from '../../fixtures/docs';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Components/Shell/MobileMenu',
  component: MobileMenu,
  args: { open: true, onClose: fn(), user: null, currentPath: '/' },
  parameters: { layout: 'fullscreen', ...inOwnFrame },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const linkNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.textContent);

/** A visitor: the public links, About and Privacy Policy, then Login and Sign Up. */
export const Default: Story = {
  play: async () => {
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
    await expect(within(menu).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const content = menu.closest('[data-part="content"]') ?? menu;
    await expect(content.getBoundingClientRect().width).toBe(280);
  },
};

export const LoggedIn: Story = {
  args: { user: member, currentPath: '/bookings' },
  play: async () => {
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
    await expect(within(menu).getByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(menu).queryByRole('link', { name: 'Login' })).toBeNull();
  },
};

/** Following a link closes the menu. */
export const ClosesOnNavigation: Story = {
  play: async ({ args }) => {
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Privacy Policy' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const CloseButton: Story = {
  play: async ({ args }) => {
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const DefaultPhone: Story = {
  ...Default,
  globals: phone,
};

export const LoggedInPhone: Story = {
  ...LoggedIn,
  globals: phone,
};
