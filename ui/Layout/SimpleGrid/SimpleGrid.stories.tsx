import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SimpleGrid } from './SimpleGrid';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Components/Layout/SimpleGrid',
  component: SimpleGrid,
  args: { columns: { base: 1, md: 3 }, gap: '4', role: 'list' },
  render: (args) => (
    <SimpleGrid {...args}>
      {['Courts', 'Sessions', 'Coins'].map((name) => (
        <Box key={name} role="listitem" p="4" borderWidth="1px" borderRadius="l2">
          {name}
        </Box>
      ))}
    </SimpleGrid>
  ),
} satisfies Meta<typeof SimpleGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const tops = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => Math.round(item.getBoundingClientRect().top));

/** From md up, three equal columns side by side. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(new Set(tops(canvasElement)).size).toBe(1);
    const widths = items.map((item) => Math.round(item.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
  },
};

/** On a phone, one column: each item below the last, full width. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const rows = tops(canvasElement);
    await expect(rows[0]).toBeLessThan(rows[1]!);
    await expect(rows[1]).toBeLessThan(rows[2]!);
  },
};

/** A plain number of columns holds at every width. */
export const FixedColumnsPhone: Story = {
  globals: phone,
  args: { columns: 3 },
  play: async ({ canvasElement }) => {
    await expect(new Set(tops(canvasElement)).size).toBe(1);
  },
};
