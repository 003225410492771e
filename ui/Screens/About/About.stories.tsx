import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { member, pendingMember } from '../../fixtures/users';
import { AboutScreen, TECHNOLOGY, VALUES } from './About';
import { ABOUT_COPY } from './copy';

const meta = {
  title: 'Screens/About',
  tags: ['!autodocs'],
  component: AboutScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AboutScreen>;

const phone = { viewport: { value: 'phone', isRotated: false } };

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor is invited to apply. */
export const Default: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Pitchside' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    await expect(canvas.getByRole('region', { name: 'Our mission' })).toBeVisible();
    const counted = [
      ['Our values', VALUES.length],
      ['Our story', ABOUT_COPY.timeline.length],
      ['Our team', ABOUT_COPY.team.length],
      ['Our technology', TECHNOLOGY.length],
    ] as const;
    for (const [name, count] of counted) {
      const region = canvas.getByRole('region', { name });
      await expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(count);
    }
    const story = canvas.getByRole('region', { name: 'Our story' });
    await expect(
      within(story)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.slice(0, 4)),
    ).toEqual(ABOUT_COPY.timeline.map((entry) => entry.year));

    const join = canvas.getByRole('region', { name: 'Come and play with us' });
    await expect(within(join).getByRole('link', { name: 'Apply to Join' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(within(join).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const DefaultPhone: Story = {
  ...Default,
  globals: phone,
};

/** A signed-in member is not asked to apply: the call is to book a court. */
export const SignedInMember: Story = {
  args: { user: member },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const join = canvas.getByRole('region', { name: 'Come and play with us' });
    await expect(within(join).queryByRole('link', { name: 'Apply to Join' })).toBeNull();
    await expect(canvas.queryByText(/Apply for membership/)).toBeNull();
    const book = within(join).getByRole('link', { name: 'Book a Court' });
    await expect(book).toBeVisible();
    await expect(book).toHaveAttribute('href', '/locations');
    await expect(within(join).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const SignedInMemberPhone: Story = {
  ...SignedInMember,
  globals: phone,
};

/** A member awaiting approval has applied already: the call leads to their dashboard. */
export const AwaitingApproval: Story = {
  args: { user: pendingMember },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const join = canvas.getByRole('region', { name: 'Come and play with us' });
    await expect(within(join).queryByRole('link', { name: 'Apply to Join' })).toBeNull();
    await expect(within(join).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};
