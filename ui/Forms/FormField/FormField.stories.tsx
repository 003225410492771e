import { Input } from '../Field';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormField } from './FormField';
import { SimpleGrid } from '@chakra-ui/react';

const meta = {
  title: 'Components/Forms/FormField',
  component: FormField,
  args: { label: 'First name', children: <Input name="first_name" /> },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('First name');
    await expect(input).toBeEnabled();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { error: 'First name is required', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('First name');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('First name is required');
    await expect(input).toHaveAccessibleErrorMessage('First name is required');
  },
};

/** Every state a field can be in, side by side. */
export const States: Story = {
  render: () => (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" maxW="3xl">
      <FormField label="Plain">
        <Input name="plain" />
      </FormField>
      <FormField label="Required" required>
        <Input name="required" />
      </FormField>
      <FormField label="With advice" helperText="As it appears on your ID.">
        <Input name="advice" />
      </FormField>
      <FormField label="Invalid" error="Please enter a valid phone number">
        <Input name="invalid" defaultValue="0803" />
      </FormField>
      <FormField label="Disabled" disabled>
        <Input name="disabled" defaultValue="Nigeria" />
      </FormField>
      <FormField label="Advice replaced by an error" helperText="Hidden" error="Invalid email">
        <Input name="both" defaultValue="ada" />
      </FormField>
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Required')).toBeRequired();
    await expect(canvas.getByLabelText('With advice')).toHaveAccessibleDescription(
      'As it appears on your ID.',
    );
    await expect(canvas.getByLabelText('Invalid')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Disabled')).toBeDisabled();
    await expect(canvas.queryByText('Hidden')).toBeNull();
    await expect(canvas.getByText('Invalid email')).toBeVisible();
  },
};
