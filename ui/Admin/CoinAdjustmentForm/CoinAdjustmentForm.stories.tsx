import { MESSAGES, SCREEN_MESSAGES } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CoinAdjustmentForm } from './CoinAdjustmentForm';

const meta = {
  title: 'Components/Admin/CoinAdjustmentForm',
  component: CoinAdjustmentForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof CoinAdjustmentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/User ID/), '12');
    await userEvent.type(canvas.getByLabelText(/Amount/), '50');
    await userEvent.selectOptions(canvas.getByLabelText(/Type/), 'bonus');
    await userEvent.type(canvas.getByLabelText(/Reason/), 'Tournament prize');
    await userEvent.click(canvas.getByRole('button', { name: 'Adjust Coins' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      user_id: 12,
      amount: 50,
      transaction_type: 'bonus',
      reason: 'Tournament prize',
    });
  },
};

/** An empty submission shows the three messages of SPEC §5 and sends nothing. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Adjust Coins' }));
    await expect(canvas.getByText('User ID is required')).toBeVisible();
    await expect(canvas.getByText('Amount must be greater than 0')).toBeVisible();
    await expect(canvas.getByText('Reason is required')).toBeVisible();
    await expect(canvas.getByLabelText(/User ID/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Typing into a field clears its own message only.
    await userEvent.type(canvas.getByLabelText(/Reason/), 'Refund');
    await expect(canvas.queryByText(MESSAGES.reasonRequired)).not.toBeInTheDocument();
    await expect(canvas.getByText(MESSAGES.userIdRequired)).toBeVisible();
  },
};

export const ZeroAmount: Story = {
  args: { initialValues: { user_id: '12', amount: '0', reason: 'Oops' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Adjust Coins' }));
    await expect(canvas.getByText('Amount must be greater than 0')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: {
    submitting: true,
    initialValues: { user_id: '12', amount: '50', reason: 'Tournament prize' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Adjusting…/ });
    await expect(button).toBeDisabled();
  },
};

/** The server refused: its message shows and the values typed are kept. */
export const Failed: Story = {
  args: {
    errorMessage: SCREEN_MESSAGES.admin.adjustCoinsFailed,
    initialValues: { user_id: '12', amount: '50', reason: 'Tournament prize', type: 'debit' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to adjust coins');
    await expect(canvas.getByLabelText(/User ID/)).toHaveValue('12');
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

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Reason/)).toBeVisible();
  },
};
