// Chakra's own avatar, only to compare with the app's (SameAsChakra below).
// eslint-disable-next-line no-restricted-syntax
import { Avatar, HStack } from '@chakra-ui/react';
import { avatarSlotRecipe } from '@chakra-ui/react/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { expectSameDrawing } from '../../fixtures/sameDrawing';
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
    const image = await waitFor(() => {
      const loaded = within(canvasElement).getByRole('img', { name: 'Adaeze Okafor' });
      expect(loaded.tagName).toBe('IMG');
      return loaded;
    });
    await waitFor(() => expect(image).toBeVisible());
    await expect(within(canvasElement).getByText('AO')).not.toBeVisible();
  },
};

/** A picture that cannot be loaded leaves the initials showing, named as the picture was. */
export const BrokenPicturePhone: Story = {
  globals: phone,
  args: { size: '2xl', src: '/no-such-picture.png', alt: 'Adaeze Okafor' },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).getByText('AO')).toBeVisible();
    // Still the person's picture to a screen reader: an image named after them.
    await expect(
      within(canvasElement).getByRole('img', { name: 'Adaeze Okafor' }),
    ).toHaveTextContent('AO');
  },
};

const AVATAR_DRAWN = [
  'width',
  'height',
  'border-radius',
  'background-color',
  'color',
  'font-size',
  'font-weight',
] as const;

/** The app's avatar draws as Chakra's does, at each size the app uses, solid and subtle. */
export const SameAsChakra: Story = {
  render: () => (
    <HStack gap="4">
      {(
        [
          ['sm', 'solid', 'accent'],
          ['xl', 'subtle', 'brand'],
          ['2xl', 'subtle', 'brand'],
        ] as const
      ).map(([size, variant, palette]) => (
        <HStack key={size} gap="2">
          <UserAvatar
            data-own={size}
            initials="AO"
            size={size}
            variant={variant}
            colorPalette={palette}
          />
          <Avatar.Root
            data-chakra={size}
            recipe={avatarSlotRecipe}
            size={size}
            variant={variant}
            colorPalette={palette}
            aria-hidden="true"
          >
            <Avatar.Fallback>AO</Avatar.Fallback>
          </Avatar.Root>
        </HStack>
      ))}
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    for (const size of ['sm', 'xl', '2xl']) {
      await expectSameDrawing(
        `avatar ${size}`,
        canvasElement.querySelector(`[data-own="${size}"]`)!,
        canvasElement.querySelector(`[data-chakra="${size}"]`)!,
        AVATAR_DRAWN,
      );
    }
  },
};
