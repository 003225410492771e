import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stat } from './Stat';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Components/Dashboard/Stat',
  component: Stat.Root,
} satisfies Meta<typeof Stat.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A figure with its label and a line of help, as a description list. */
export const Default: Story = {
  render: (args) => (
    <Stat.Root {...args}>
      <Stat.Label>Available coins</Stat.Label>
      <Stat.ValueText>1,250</Stat.ValueText>
      <Stat.HelpText>30 reserved for upcoming bookings</Stat.HelpText>
    </Stat.Root>
  ),
  play: async ({ canvasElement }) => {
    const term = within(canvasElement).getByRole('term');
    await expect(term).toHaveTextContent('Available coins');
    const [value] = within(canvasElement).getAllByRole('definition');
    await expect(value).toHaveTextContent('1,250');
    await expect(term.closest('dl')).not.toBeNull();
    // The figure (2xl) stands out from its label (sm) and the help (xs).
    const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
    const help = within(canvasElement).getByText('30 reserved for upcoming bookings');
    await expect(size(value!)).toBeGreaterThan(size(term));
    await expect(size(term)).toBeGreaterThan(size(help));
    await expect(getComputedStyle(value!).fontWeight).toBe('600');
  },
};

/** The small size, on a phone: a smaller figure (xl). */
export const SmallPhone: Story = {
  globals: phone,
  args: { size: 'sm' },
  render: Default.render,
  play: async ({ canvasElement }) => {
    const [value] = within(canvasElement).getAllByRole('definition');
    await expect(value).toHaveTextContent('1,250');
    await expect(parseFloat(getComputedStyle(value!).fontSize)).toBe(20);
  },
};
