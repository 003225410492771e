import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { UserAvatar } from './UserAvatar';

const phone = { viewport: { value: 'phone', isRotated: false } };
/** A picture that loads at once, from the document itself. */
const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#2f855a"/></svg>',
  );

const meta = {
  title: 'Components/Account/UserAvatar',
  component: UserAvatar,
  args: { initials: 'AO', size: 'sm', variant: 'solid', colorPalette: 'accent' },
  render: (args) => <UserAvatar data-avatar="" {...args} />,
} satisfies Meta<typeof UserAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

const avatarIn = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-avatar]')!;

/** The header's avatar: the initials on the palette's solid colour, a 36 px circle. */
export const Small: Story = {
  play: async ({ canvasElement }) => {
    const avatar = avatarIn(canvasElement);
    await expect(within(avatar).getByText('AO')).toBeVisible();
    const box = avatar.getBoundingClientRect();
    await expect([Math.round(box.width), Math.round(box.height)]).toEqual([36, 36]);
    await expect(getComputedStyle(avatar).borderRadius).not.toBe('0px');
    await expect(getComputedStyle(avatar).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

/** The profile's avatar on a phone: 64 px, subtle colours. */
export const LargePhone: Story = {
  globals: phone,
  args: { size: '2xl', variant: 'subtle', colorPalette: 'brand' },
  play: async ({ canvasElement }) => {
    const box = avatarIn(canvasElement).getBoundingClientRect();
    await expect([Math.round(box.width), Math.round(box.height)]).toEqual([64, 64]);
  },
};

/** Once the picture has loaded it takes the initials' place. */
export const WithPicture: Story = {
  args: { size: '2xl', src: picture, alt: 'Adaeze Okafor' },
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole('img', { name: 'Adaeze Okafor' });
    await waitFor(() => expect(image).toBeVisible());
    await expect(within(canvasElement).getByText('AO')).not.toBeVisible();
  },
};

/** A picture that cannot be loaded leaves the initials showing. */
export const BrokenPicturePhone: Story = {
  globals: phone,
  args: { size: '2xl', src: '/no-such-picture.png', alt: 'Adaeze Okafor' },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).getByText('AO')).toBeVisible();
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
