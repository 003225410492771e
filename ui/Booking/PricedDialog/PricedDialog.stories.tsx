import { Dialog, Text } from '@chakra-ui/react';
import { NO_RESPONSE, formatCoins, type AvailabilityCheckResult } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inOwnFrame } from '../../fixtures/docs';
import { offPeakQuote } from '../../fixtures/locations';
import { failure, loading, success, type Remote } from '../../remote';
import { openDialog } from '../openDialog';
import { QuoteSummary } from '../QuoteSummary';
import { PricedDialog, type PricedDialogCopy } from './PricedDialog';
import { QuotePrice, type QuotePriceCopy } from './QuotePrice';

const phone = { viewport: { value: 'phone', isRotated: false } } as const;

const text: PricedDialogCopy & QuotePriceCopy = {
  choosePrompt: 'Choose a start time to see the price.',
  checkingPrice: 'Checking the price...',
  unavailable: 'This time is not available',
  cancel: 'Cancel',
  confirm: 'Confirm',
  confirming: 'Sending...',
  done: 'Done',
  closeDialog: 'Close dialog',
};

/** The server's price of the choice, summarised once it can be taken. */
const priced = (quote: Remote<AvailabilityCheckResult> | null) => (
  <QuotePrice quote={quote} text={text}>
    {(ready) => <QuoteSummary quote={ready} balance={240} compact />}
  </QuotePrice>
);

const meta = {
  title: 'Components/Booking/PricedDialog',
  component: PricedDialog,
  parameters: { layout: 'fullscreen', ...inOwnFrame },
  args: {
    open: true,
    size: 'md',
    header: <Dialog.Title>Book Pitch A</Dialog.Title>,
    children: <Text>Friday 16 January, 10:00 to 11:00 on Pitch A.</Text>,
    price: priced(null),
    submitError: null,
    submitting: false,
    done: false,
    canConfirm: false,
    onConfirm: fn(),
    onClose: fn(),
    text,
  },
} satisfies Meta<typeof PricedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => openDialog('dialog', 'Book Pitch A');

/** Nothing chosen yet: the price says what to choose, and Confirm waits for it. */
export const ChooseFirst: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(body.getByText(text.choosePrompt)).toBeVisible();
    await expect(body.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const ChooseFirstPhone: Story = { ...ChooseFirst, globals: phone };

export const CheckingPrice: Story = {
  args: { price: priced(loading) },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('status')).toHaveTextContent(text.checkingPrice);
  },
};

/** A price that can be taken: the summary beside Confirm, which sends. */
export const Priced: Story = {
  args: { price: priced(success(offPeakQuote)), canConfirm: true },
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(body.getByText(formatCoins(offPeakQuote.coin_cost))).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};
export const PricedPhone: Story = { ...Priced, globals: phone };

export const Unavailable: Story = {
  args: {
    price: priced(
      success({ ...offPeakQuote, available: false, reason: 'Pitch A is closed that day.' }),
    ),
  },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByText(text.unavailable)).toBeVisible();
    await expect(body.getByText('Pitch A is closed that day.')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

export const PriceFailed: Story = {
  args: { price: priced(failure(NO_RESPONSE)) },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('alert')).toHaveTextContent(NO_RESPONSE);
  },
};

/** On its way: every button waits, and the dialog stays open. */
export const Sending: Story = {
  args: { price: priced(success(offPeakQuote)), canConfirm: false, submitting: true },
  play: async () => {
    const shown = await dialog();
    const body = within(shown);
    await expect(shown).toHaveAttribute('aria-busy', 'true');
    await expect(body.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(body.getByRole('button', { name: 'Close dialog' })).toBeDisabled();
  },
};

/** Refused: the server's message under the price; Confirm can be pressed again. */
export const Refused: Story = {
  args: {
    price: priced(success(offPeakQuote)),
    canConfirm: true,
    submitError: 'You do not have enough coins for this booking.',
  },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('alert')).toHaveTextContent('You do not have enough coins');
    await expect(body.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

/** Done: the outcome in the body, and Done alone closes. */
export const Done: Story = {
  args: { done: true, children: <Text>Booked: PS-000123.</Text> },
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(body.queryByRole('button', { name: 'Confirm' })).toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const DonePhone: Story = { ...Done, globals: phone };
