import { MESSAGES, SCREEN_MESSAGES, staffAdjustmentLimitText } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { coinDirectory } from '../../fixtures/coinPicker';
import { CoinAdjustmentFormHarness } from './CoinAdjustmentForm.harness';

const meta = {
  title: 'Components/Admin/CoinAdjustmentForm',
  component: CoinAdjustmentFormHarness,
  args: { onSubmit: fn(), directory: coinDirectory },
} satisfies Meta<typeof CoinAdjustmentFormHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** Search by name, pick, fill in, read the balance before and after, confirm. */
const pickReviewConfirm: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(staffAdjustmentLimitText())).toBeVisible();
  await userEvent.type(canvas.getByRole('searchbox', { name: /Member/ }), 'Adaeze');
  const list = canvas.getByRole('list', { name: 'Matching members' });
  await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  await userEvent.click(within(list).getByRole('button', { name: 'Pick Adaeze Nwachukwu' }));
  await expect(canvas.getByText('Adaeze Nwachukwu')).toBeVisible();
  await expect(canvas.getByText('40 coins')).toBeVisible();
  await userEvent.type(canvas.getByLabelText(/Amount/), '50');
  await userEvent.selectOptions(canvas.getByLabelText(/Type/), 'bonus');
  await userEvent.type(canvas.getByLabelText(/Reason/), 'Tournament prize');
  await userEvent.click(canvas.getByRole('button', { name: 'Review adjustment' }));
  const summary = canvas.getByRole('group', { name: 'Review adjustment' });
  await expect(summary).toHaveTextContent('Balance before40 coins');
  await expect(summary).toHaveTextContent('Balance after90 coins');
  await expect(args.onSubmit).not.toHaveBeenCalled();
  await userEvent.click(canvas.getByRole('button', { name: 'Confirm adjustment' }));
  await expect(args.onSubmit).toHaveBeenCalledWith({
    user_id: 27,
    amount: 50,
    transaction_type: 'bonus',
    reason: 'Tournament prize',
  });
};

export const Default: Story = { globals: desktop, play: pickReviewConfirm };

export const Phone: Story = { globals: phone, play: pickReviewConfirm };

/** A search that finds nobody says so; nothing can be picked. */
export const NoMatch: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: /Member/ }), 'Zainab');
    await expect(canvas.getByText('No member matches “Zainab”.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Matching members' })).not.toBeInTheDocument();
  },
};

export const SearchFailed: Story = {
  args: { searchError: 'Members could not be searched' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: /Member/ }), 'Ada');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Members could not be searched');
  },
};

/** An empty submission shows SPEC §5's messages (nobody picked: 'User ID is required'). */
export const ValidationErrors: Story = {
  globals: desktop,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Review adjustment' }));
    await expect(canvas.getByText('User ID is required')).toBeVisible();
    await expect(canvas.getByText('Amount must be greater than 0')).toBeVisible();
    await expect(canvas.getByText('Reason is required')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: /Member/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Typing into a field clears its own message only.
    await userEvent.type(canvas.getByLabelText(/Reason/), 'Refund');
    await expect(canvas.queryByText(MESSAGES.reasonRequired)).not.toBeInTheDocument();
    await expect(canvas.getByText(MESSAGES.userIdRequired)).toBeVisible();
  },
};

export const ZeroAmount: Story = {
  args: { initialPick: coinDirectory[0]!.member, initialValues: { amount: '0', reason: 'Oops' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Review adjustment' }));
    await expect(canvas.getByText('Amount must be greater than 0')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Confirming: the button says so and cannot be pressed twice. */
export const Submitting: Story = {
  args: {
    submitting: true,
    initialPick: coinDirectory[0]!.member,
    initialValues: { amount: '50', reason: 'Tournament prize' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Review adjustment' }));
    await expect(canvas.getByRole('button', { name: /Adjusting…/ })).toBeDisabled();
  },
};

/** The server refused: its message shows and the member and values are kept. */
export const Failed: Story = {
  globals: phone,
  args: {
    errorMessage: SCREEN_MESSAGES.admin.adjustCoinsFailed,
    initialPick: coinDirectory[0]!.member,
    initialValues: { amount: '50', reason: 'Tournament prize', type: 'debit' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to adjust coins');
    await expect(canvas.getByText(coinDirectory[0]!.member.full_name)).toBeVisible();
    await expect(canvas.getByLabelText(/Amount/)).toHaveValue(50);
    await expect(canvas.getByLabelText(/Type/)).toHaveValue('debit');
    await expect(canvas.getByLabelText(/Reason/)).toHaveValue('Tournament prize');
  },
};

export const Succeeded: Story = {
  args: { successMessage: 'Coins adjusted successfully' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Coins adjusted successfully',
    );
  },
};
