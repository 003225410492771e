// Chakra's own controls, only to compare with the app's (SameAsChakra below).
/* eslint-disable no-restricted-syntax */
import {
  Field as ChakraField,
  Input as ChakraInput,
  NativeSelect as ChakraNativeSelect,
  SimpleGrid,
  Stack,
  Textarea as ChakraTextarea,
} from '@chakra-ui/react';
import { nativeSelectSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';
/* eslint-enable no-restricted-syntax */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectSameDrawing } from '../../fixtures/sameDrawing';
import { Field, Input, NativeSelect, Textarea } from './index';

const phone = { viewport: { value: 'phone', isRotated: false } };

/** The contact form's three controls in a field, as a page draws them. */
function Controls({
  invalid = false,
  disabled = false,
}: {
  invalid?: boolean;
  disabled?: boolean;
}) {
  return (
    <Stack gap="5" maxW="md">
      <Field.Root required invalid={invalid} disabled={disabled}>
        <Field.Label>Subject</Field.Label>
        <Input name="subject" defaultValue="Court lights" />
        <Field.ErrorText>Subject is required</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={invalid} disabled={disabled}>
        <Field.Label>Category</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field name="category" placeholder="Select a category">
            <option value="billing">Billing</option>
            <option value="courts">Courts</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>Choose a category</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={invalid} disabled={disabled} hasHelperText={!invalid}>
        <Field.Label>Message</Field.Label>
        <Textarea name="message" rows={4} />
        <Field.HelperText>Tell us what happened and when.</Field.HelperText>
        <Field.ErrorText>Message is required</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}

const meta = {
  title: 'Components/Forms/Field',
  component: Controls,
} satisfies Meta<typeof Controls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toBeRequired();
    const category = canvas.getByRole('combobox', { name: 'Category' });
    await userEvent.selectOptions(category, 'Courts');
    await expect(category).toHaveValue('courts');
    const message = canvas.getByRole('textbox', { name: 'Message' });
    await expect(message).toHaveAccessibleDescription('Tell us what happened and when.');
    await userEvent.type(message, 'The lights of court 2 are out.');
    await expect(message).toHaveValue('The lights of court 2 are out.');
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [name, error] of [
      ['Subject', 'Subject is required'],
      ['Message', 'Message is required'],
    ] as const) {
      const control = canvas.getByRole('textbox', { name });
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleErrorMessage(error);
    }
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      'Choose a category',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};

/** On a phone each control takes the width, and the select's chevron stays inside it. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const category = canvas.getByRole('combobox', { name: 'Category' });
    const chevron = category.parentElement?.querySelector('svg');
    await expect(chevron).toBeTruthy();
    const box = category.getBoundingClientRect();
    const mark = chevron!.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(mark.right).toBeLessThanOrEqual(box.right);
    await expect(mark.left).toBeGreaterThan(box.left + box.width / 2);
  },
};

const DRAWN = [
  'height',
  'padding-left',
  'padding-right',
  'padding-top',
  'border-top-width',
  'border-top-color',
  'border-radius',
  'font-size',
  'line-height',
  'background-color',
] as const;

/**
 * The app's controls draw as Chakra's do: the same box, padding, border, radius and type, read
 * from the browser for each pair.
 */
export const SameAsChakra: Story = {
  render: () => (
    <SimpleGrid columns={2} gap="6" maxW="2xl">
      <Field.Root>
        <Field.Label>Own input</Field.Label>
        <Input />
      </Field.Root>
      <ChakraField.Root>
        <ChakraField.Label>Chakra input</ChakraField.Label>
        <ChakraInput />
      </ChakraField.Root>
      <Field.Root invalid>
        <Field.Label>Own invalid input</Field.Label>
        <Input />
      </Field.Root>
      <ChakraField.Root invalid>
        <ChakraField.Label>Chakra invalid input</ChakraField.Label>
        <ChakraInput />
      </ChakraField.Root>
      <Field.Root>
        <Field.Label>Own select</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field>
            <option>One</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <ChakraField.Root>
        <ChakraField.Label>Chakra select</ChakraField.Label>
        <ChakraNativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <ChakraNativeSelect.Field>
            <option>One</option>
          </ChakraNativeSelect.Field>
          <ChakraNativeSelect.Indicator />
        </ChakraNativeSelect.Root>
      </ChakraField.Root>
      <Field.Root>
        <Field.Label>Own text area</Field.Label>
        <Textarea rows={3} />
      </Field.Root>
      <ChakraField.Root>
        <ChakraField.Label>Chakra text area</ChakraField.Label>
        <ChakraTextarea recipe={textareaRecipe} rows={3} />
      </ChakraField.Root>
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pairs = [
      ['Own input', 'Chakra input'],
      ['Own invalid input', 'Chakra invalid input'],
      ['Own select', 'Chakra select'],
      ['Own text area', 'Chakra text area'],
    ] as const;
    for (const [own, chakra] of pairs) {
      await expectSameDrawing(
        own,
        canvas.getByLabelText(own),
        canvas.getByLabelText(chakra),
        DRAWN,
      );
    }
    const labels = [canvas.getByText('Own input'), canvas.getByText('Chakra input')];
    const [ownLabel, chakraLabel] = labels.map((label) => getComputedStyle(label));
    await expect(ownLabel?.fontWeight).toBe(chakraLabel?.fontWeight);
    await expect(ownLabel?.fontSize).toBe(chakraLabel?.fontSize);
  },
};
