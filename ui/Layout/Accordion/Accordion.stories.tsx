// Chakra's own accordion, only to compare with the app's (SameAsChakra below).
// eslint-disable-next-line no-restricted-syntax
import { Accordion as ChakraAccordion, SimpleGrid } from '@chakra-ui/react';
import { accordionSlotRecipe } from '@chakra-ui/react/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectSameDrawing } from '../../fixtures/sameDrawing';
import { Accordion } from './Accordion';

const phone = { viewport: { value: 'phone', isRotated: false } };

const items = [
  {
    value: 'book',
    title: 'How do I book a court?',
    content: 'Choose a location, a court and a time.',
  },
  { value: 'coins', title: 'What are coins?', content: 'Prepaid credit for bookings.' },
  { value: 'cancel', title: 'Can I cancel?', content: 'Yes, up to two hours before.' },
];

const meta = {
  title: 'Components/Layout/Accordion',
  component: Accordion,
  args: { items },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each question is a button that opens on its answer and closes it again. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const questions = canvas.getAllByRole('button');
    await expect(questions.map((question) => question.textContent)).toEqual(
      items.map((item) => item.title),
    );
    // Each question is a heading's button (the WAI-ARIA accordion pattern).
    await expect(
      canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(items.map((item) => item.title));
    for (const question of questions) {
      await expect(question).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(canvas.queryByText('Prepaid credit for bookings.')).not.toBeVisible();

    const coins = canvas.getByRole('button', { name: 'What are coins?' });
    await userEvent.click(coins);
    await expect(coins).toHaveAttribute('aria-expanded', 'true');
    const answer = canvas.getByRole('region', { name: 'What are coins?' });
    await expect(answer).toHaveTextContent('Prepaid credit for bookings.');
    // It fades in.
    await waitFor(() => expect(answer).toBeVisible());
    await expect(coins).toHaveAttribute('aria-controls', answer.id);

    await userEvent.click(coins);
    await expect(coins).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Prepaid credit for bookings.')).not.toBeVisible();
  },
};

/** One answer at a time, unless `multiple`. */
export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'How do I book a court?' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Can I cancel?' }));
    await expect(canvas.getByRole('button', { name: 'How do I book a court?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
  },
};

export const Multiple: Story = {
  args: { multiple: true, defaultValue: ['book'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const book = canvas.getByRole('region', { name: 'How do I book a court?' });
    await waitFor(() => expect(book).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Can I cancel?' }));
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
  },
};

/** Tab reaches the first question, arrows move between them, Enter and Space open and close. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'How do I book a court?' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const coins = canvas.getByRole('button', { name: 'What are coins?' });
    await expect(coins).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(coins).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(coins).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('button', { name: 'Can I cancel?' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: 'How do I book a court?' })).toHaveFocus();
  },
};

/** On a phone the questions take the width, and a long one wraps beside its chevron. */
export const Phone: Story = {
  globals: phone,
  args: {
    items: [
      ...items,
      {
        value: 'long',
        title: 'What happens to my coins when a session I joined is cancelled by the host?',
        content: 'They come back to your wallet at once.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const long = canvas.getByRole('button', { name: /cancelled by the host/ });
    await expect(long.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(long);
    const answer = canvas.getByRole('region', { name: /cancelled by the host/ });
    await waitFor(() => expect(answer).toBeVisible());
  },
};

/**
 * The app's accordion draws as Chakra's does (outline, md): each item's rule, the question's box
 * and type, and an open answer's padding, read from the browser for each pair.
 */
export const SameAsChakra: Story = {
  render: () => (
    <SimpleGrid columns={2} gap="6" maxW="3xl">
      <Accordion
        defaultValue={['own']}
        items={[{ value: 'own', title: 'Own question', content: 'Own answer' }]}
      />
      <ChakraAccordion.Root recipe={accordionSlotRecipe} defaultValue={['chakra']} collapsible>
        <ChakraAccordion.Item value="chakra">
          <ChakraAccordion.ItemTrigger>Chakra question</ChakraAccordion.ItemTrigger>
          <ChakraAccordion.ItemContent>
            <ChakraAccordion.ItemBody>Chakra answer</ChakraAccordion.ItemBody>
          </ChakraAccordion.ItemContent>
        </ChakraAccordion.Item>
      </ChakraAccordion.Root>
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = canvas.getByRole('button', { name: 'Own question' });
    const chakra = canvas.getByRole('button', { name: 'Chakra question' });
    await expectSameDrawing('question', own, chakra, [
      'display',
      'padding-top',
      'padding-bottom',
      'font-size',
      'font-weight',
      'line-height',
      'gap',
    ]);
    await expectSameDrawing(
      'item',
      own.closest('[data-part="item"]')!,
      chakra.closest('[data-part="item"]')!,
      ['border-bottom-width', 'border-bottom-color'],
    );
    await expectSameDrawing(
      'answer',
      canvas.getByText('Own answer'),
      canvas.getByText('Chakra answer'),
      ['padding-top', 'padding-bottom'],
    );
  },
};
