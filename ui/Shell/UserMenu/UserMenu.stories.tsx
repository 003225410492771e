import { Flex } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { chooseMenuItem, openMenuFromKeyboard } from '../../fixtures/menu';
import { admin, member } from '../../fixtures/users';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'Components/Shell/UserMenu',
  component: UserMenu,
  args: { user: member, onLogout: fn() },
  decorators: [
    (Story) => (
      <Flex justify="flex-end" minH="22rem">
        <Story />
      </Flex>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the first-name initial and the first name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu: Adaeze' });
    await expect(trigger).toHaveTextContent('A');
    await expect(trigger).toHaveTextContent('Adaeze');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Choosing Logout closes the menu and calls `onLogout` once. */
export const Logout: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Account menu/ }));
    await chooseMenuItem('Logout');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Account menu/ }));
    const menu = await screen.findByRole('menu');
    // The menu fades in: wait for it to finish rather than test its first frame.
    await waitFor(() => expect(within(menu).getByText('Adaeze')).toBeVisible());
    await expect(within(menu).getByText('adaeze.okafor@example.ng')).toBeVisible();
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Profile',
      'Settings',
      'Logout',
    ]);
    await expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    // Escape closes it and leaves no open layer behind for the next story.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Keyboard: Enter opens the menu and the arrow keys move through the items. */
export const Keyboard: Story = {
  args: { user: admin },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu: Funmilayo' });
    trigger.focus();
    const menu = await openMenuFromKeyboard('{Enter}');
    await waitFor(() => expect(within(menu).getByText('admin@pitchside.ng')).toBeVisible());
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
        'data-highlighted',
      ),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'data-highlighted',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/**
 * The keyboard, then the pointer: after the menu was opened and closed from the keyboard, a
 * pointer opens it again and chooses an item. Every story after a menu story in the same page
 * starts this way.
 */
export const PointerAfterKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Account menu/ });
    trigger.focus();
    await openMenuFromKeyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await chooseMenuItem('Logout');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};
