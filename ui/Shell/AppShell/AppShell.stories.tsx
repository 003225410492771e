import { Box, Heading, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { chooseMenuItem } from '../../fixtures/menu';
import { member } from '../../fixtures/users';
import { AppShell } from './AppShell';

const phone = { viewport: { value: 'phone', isRotated: false } };

function SamplePage() {
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="10">
      <Heading as="h1" size="2xl">
        Contact Us
      </Heading>
      <Text mt="3" color="fg.muted">
        The page a route renders goes here.
      </Text>
    </Box>
  );
}

function DarkHero() {
  return (
    <Box bg="brand.900" color="white" pt="28" pb="16" px={{ base: '4', md: '6' }}>
      <Heading as="h1" size="3xl">
        Book courts. Play more.
      </Heading>
    </Box>
  );
}

const meta = {
  title: 'Components/Shell/AppShell',
  component: AppShell,
  args: {
    user: null,
    currentPath: '/contact',
    onLogout: fn(),
    year: 2026,
    children: <SamplePage />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Contact',
      }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** The first Tab reaches the skip link, which leads to the page's content. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await waitFor(() => expect(skip).toBeVisible());
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

export const LoggedIn: Story = {
  args: { user: member, currentPath: '/bookings' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu: Adaeze' }));
    await chooseMenuItem('Logout');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** The home page: the header lies over the page's dark hero. */
export const TransparentHeader: Story = {
  args: { transparentHeader: true, currentPath: '/', children: <DarkHero /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(header).toHaveAttribute('data-variant', 'transparent');
    const heroTop = canvas.getByRole('main').getBoundingClientRect().top;
    await expect(header.getBoundingClientRect().top).toBe(heroTop);
  },
};

export const DefaultPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Landing', 'Contact', 'About', 'Privacy Policy', 'Login', 'Sign Up']);
    await expect(within(menu).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const LoggedInPhone: Story = {
  globals: phone,
  args: { user: member, currentPath: '/locations' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Landing',
      'Locations',
      'Bookings',
      'Subscriptions',
      'Contact',
      'About',
      'Privacy Policy',
    ]);
    await userEvent.click(within(menu).getByRole('link', { name: 'Bookings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
