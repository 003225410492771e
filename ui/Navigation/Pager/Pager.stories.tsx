import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pager } from './Pager';

const phone = { viewport: { value: 'phone', isRotated: false } } as const;

const meta = {
  title: 'Components/Navigation/Pager',
  component: Pager,
  args: {
    page: { page: 2, page_size: 20, count: 95 },
    label: 'Transaction pages',
    onPageChange: fn(),
  },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page in the middle of a list: where it is, and a step either way. */
export const Pages: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Transaction pages' });
    await expect(within(nav).getByText('Page 2 of 5')).toBeVisible();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const PagesPhone: Story = { ...Pages, globals: phone };

/** The first page has nothing before it, the last nothing after. */
export const FirstAndLast: Story = {
  render: (args) => (
    <>
      <Pager {...args} page={{ page: 1, page_size: 20, count: 95 }} label="First" />
      <Pager {...args} page={{ page: 5, page_size: 20, count: 95 }} label="Last" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('navigation', { name: 'First' });
    await expect(within(first).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(within(first).getByRole('button', { name: 'Next' })).toBeEnabled();
    const last = canvas.getByRole('navigation', { name: 'Last' });
    await expect(within(last).getByText('Page 5 of 5')).toBeVisible();
    await expect(within(last).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Everything fits on one page: no pager at all. */
export const OnePage: Story = {
  args: { page: { page: 1, page_size: 20, count: 7 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** A long list to jump in: the first, the last and the pages around the current one. */
export const Numbered: Story = {
  args: { page: { page: 90, page_size: 20, count: 3570 }, label: 'Users pages', numbered: true },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Users pages' });
    const current = within(nav).getByRole('button', { name: 'Page 90' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const shown = within(nav)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(shown).toEqual(['Previous', '1', '89', '90', '91', '179', 'Next']);
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 179' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(179);
  },
};

export const NumberedPhone: Story = { ...Numbered, globals: phone };
