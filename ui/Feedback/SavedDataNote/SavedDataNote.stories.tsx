import { Box, Heading, Text } from '@chakra-ui/react';
import { SAVED_DATA_MESSAGES } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyNow } from '../../fixtures/locations';
import { SavedDataNote } from './SavedDataNote';

const phone = { viewport: { value: 'phone', isRotated: false } };
const minutes = (count: number) => count * 60 * 1000;

const meta = {
  title: 'Components/Feedback/SavedDataNote',
  component: SavedDataNote,
  args: { updatedAt: storyNow.getTime() - minutes(18), now: storyNow },
  // Under a page's heading, where the app shows it.
  render: (args) => (
    <Box p="6">
      <Heading as="h1">My Bookings</Heading>
      <Text color="fg.muted" mb="6">
        Your court reservations.
      </Text>
      <SavedDataNote {...args} />
      <Text>The bookings this phone last loaded.</Text>
    </Box>
  ),
} satisfies Meta<typeof SavedDataNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Data kept from earlier today: the time it was loaded, and that it is the saved copy. */
export const Today: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('status');
    await expect(note).toHaveTextContent(SAVED_DATA_MESSAGES.shown('08:42'));
    // It informs; it does not take the member's focus or ask them anything.
    await expect(within(note).queryByRole('button')).toBeNull();
    await expect(note.contains(document.activeElement)).toBe(false);
  },
};

/** Data from an earlier day names the day too: a time alone would read as today's. */
export const EarlierDay: Story = {
  args: { updatedAt: storyNow.getTime() - minutes(60 * 24 * 2 + 30) },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('status');
    await expect(note).toHaveTextContent(SAVED_DATA_MESSAGES.shown('19 Nov 2026, 08:30'));
  },
};

/** On a phone the words wrap within the screen (the runner checks for sideways overflow). */
export const Phone: Story = {
  ...EarlierDay,
  globals: phone,
  play: async (context) => {
    await EarlierDay.play?.(context);
    const note = within(context.canvasElement).getByRole('status');
    await expect(note.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
