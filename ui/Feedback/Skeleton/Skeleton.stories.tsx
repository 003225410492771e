import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Components/Feedback/Skeleton',
  component: Skeleton,
  args: { height: '12', width: '40' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pulsing box of the size given, where a figure will show once loaded. */
export const Default: Story = {
  render: (args) => <Skeleton data-shape="figure" {...args} />,
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-shape="figure"]');
    await expect(box).not.toBeNull();
    const style = getComputedStyle(box!);
    // 12 and 40 of the spacing scale: 3rem by 10rem.
    await expect(box!.getBoundingClientRect().height).toBe(48);
    await expect(box!.getBoundingClientRect().width).toBe(160);
    await expect(style.animationName).toBe('pulse');
    await expect(style.pointerEvents).toBe('none');
    await expect(style.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

/** Rows of a list loading, full width on a phone; nothing in them for a screen reader to read. */
export const ListPhone: Story = {
  globals: phone,
  render: () => (
    <Stack gap="3" aria-busy="true" aria-label="Loading transactions" role="region">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} height="10" />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Loading transactions' });
    await expect(region).toHaveTextContent('');
    const rows = [...region.children] as HTMLElement[];
    await expect(rows).toHaveLength(3);
    for (const row of rows) {
      await expect(row.getBoundingClientRect().width).toBe(region.getBoundingClientRect().width);
    }
  },
};
