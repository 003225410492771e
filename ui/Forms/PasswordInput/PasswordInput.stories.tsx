import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'Components/Forms/PasswordInput',
  component: PasswordInput,
  decorators: [
    (Story) => (
      <Stack maxW="sm">
        <FormField label="Password">
          <Story />
        </FormField>
      </Stack>
    ),
  ],
  args: { name: 'password', autoComplete: 'current-password' },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.type(input, 'pitchside-2026');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveValue('pitchside-2026');

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Visible: Story = {
  args: { defaultVisible: true, defaultValue: 'pitchside-2026' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'pitchside-2026' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};
