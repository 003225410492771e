import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { member } from '../../fixtures/users';
import { UserMenuButton } from './UserMenuButton';
import { UserMenuSpace } from './UserMenuSpace';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Components/Shell/UserMenuSpace',
  component: UserMenuSpace,
  args: { firstName: member.first_name },
  // The space, and under it the trigger that replaces it, each as wide as its content.
  render: ({ firstName }) => (
    <Stack align="flex-start" gap="4">
      <div data-part="space">
        <UserMenuSpace firstName={firstName} />
      </div>
      <div data-part="trigger">
        <UserMenuButton user={{ first_name: firstName, profile_picture: null }} />
      </div>
    </Stack>
  ),
} satisfies Meta<typeof UserMenuSpace>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The space is exactly the trigger's size, and says nothing to assistive technology. */
async function sameSizeAsTrigger(canvasElement: HTMLElement) {
  const size = (part: string) => {
    const box = canvasElement.querySelector(`[data-part="${part}"] > *`)!.getBoundingClientRect();
    return { width: box.width, height: box.height };
  };
  await within(canvasElement).findByRole('button', { name: /^Account menu/ });
  await expect(size('space')).toEqual(size('trigger'));
  await expect(canvasElement.querySelector('[data-part="space"] > *')).toHaveAttribute(
    'aria-hidden',
    'true',
  );
}

/** From sm up: the avatar's circle and the first name's width. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => sameSizeAsTrigger(canvasElement),
};

/** On a phone the trigger is the avatar alone, and so is its space. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => sameSizeAsTrigger(canvasElement),
};

/** A long first name takes the same room in both. */
export const LongName: Story = {
  args: { firstName: 'Oluwatobiloba' },
  play: async ({ canvasElement }) => sameSizeAsTrigger(canvasElement),
};
