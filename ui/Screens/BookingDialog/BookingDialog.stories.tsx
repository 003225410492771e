import {
  SERVICE_FALLBACK_MESSAGES,
  bookingInsideCutoffText,
  coinCost,
  formatCoins,
  peakNoteText,
  type AvailabilityCheckResult,
  type AvailableSlot,
  type IsoDate,
} from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { openDialog } from '../../Booking/openDialog';
import { confirmedBooking } from '../../fixtures/bookings';
import {
  bookingDate,
  freeSlots,
  lekkiArena,
  lekkiCourts,
  lekkiSlots,
  lekkiTwoHourSlots,
  noSlots,
  offPeakQuote,
  peakQuote,
  storyNow,
  storyToday,
  takenQuote,
} from '../../fixtures/locations';
import { failure, loading, success, type Remote } from '../../remote';
import { BookingDialogScreen, type BookingDialogScreenProps } from './BookingDialog';
import { endTime } from './endTime';

const meta = {
  title: 'Screens/BookingDialog',
  tags: ['!autodocs'],
  component: BookingDialogScreen,
  parameters: { layout: 'fullscreen', route: '/locations' },
  args: {
    location: lekkiArena,
    now: storyNow,
    courts: success(lekkiCourts),
    date: null,
    courtId: null,
    startTime: null,
    durationHours: 1,
    slots: null,
    quote: null,
    balance: 240,
    onDateChange: fn(),
    onCourtChange: fn(),
    onSlotChange: fn(),
    onDurationChange: fn(),
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof BookingDialogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => openDialog('dialog', 'Book Lekki Arena');
const confirmButton = (body: ReturnType<typeof within>) =>
  body.getByRole('button', { name: /Confirm booking|Booking\.\.\./ });

const pitchA = lekkiCourts[0]!;
const phone = { viewport: { value: 'phone', isRotated: false } } as const;

/** Whether the element lies wholly inside the window, i.e. is seen without scrolling. */
function inViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
}
/** Monday, Pitch A, chosen already: the state after the first two steps. */
const courtChosen = { date: bookingDate, courtId: pitchA.id } as const;
/** Monday 17:00–19:00 on Pitch A, at peak: round(hourly rate × 2 × the peak multiplier). */
const peakChosen = {
  ...courtChosen,
  durationHours: 2,
  startTime: '17:00',
  slots: success(lekkiTwoHourSlots),
  quote: success(peakQuote),
} as const;

export const ChooseDate: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(
      body.getByText(`${lekkiArena.address}, ${lekkiArena.city} · Open 06:00–22:00`, {
        exact: false,
      }),
    ).toBeVisible();
    const days = within(body.getByRole('radiogroup', { name: 'Date' })).getAllByRole('radio');
    await expect(days).toHaveLength(7);
    await expect(days[0]).toHaveTextContent('Today 21 Nov');
    await expect(body.queryByRole('radiogroup', { name: 'Court' })).toBeNull();
    await expect(confirmButton(body)).toBeDisabled();

    await userEvent.click(body.getByRole('radio', { name: 'Mon 23 Nov' }));
    await expect(args.onDateChange).toHaveBeenCalledWith('2026-11-23');
  },
};

export const CourtsLoading: Story = {
  args: { date: bookingDate, courts: loading },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('status')).toHaveTextContent('Loading courts...');
  },
};

/** Each step's call failed without the server's words: SPEC §8's, where the step would be. */
export const CourtsFailed: Story = {
  args: { date: bookingDate, courts: failure(SERVICE_FALLBACK_MESSAGES.locations.fetchCourts) },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('alert')).toHaveTextContent('Failed to fetch courts');
    await expect(confirmButton(body)).toBeDisabled();
  },
};

export const SlotsFailed: Story = {
  args: {
    ...courtChosen,
    slots: failure(SERVICE_FALLBACK_MESSAGES.bookings.fetchAvailableSlots),
  },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('alert')).toHaveTextContent('Failed to fetch available slots');
    await expect(confirmButton(body)).toBeDisabled();
  },
};

export const QuoteFailed: Story = {
  args: {
    ...peakChosen,
    quote: failure(SERVICE_FALLBACK_MESSAGES.bookings.checkAvailability),
  },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('alert')).toHaveTextContent('Failed to check availability');
    await expect(confirmButton(body)).toBeDisabled();
  },
};

export const QuoteFailedPhone: Story = { ...QuoteFailed, globals: phone };

export const ChooseCourt: Story = {
  args: { date: bookingDate },
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(body.getByRole('radio', { name: 'Mon 23 Nov' })).toBeChecked();
    await userEvent.click(body.getByRole('radio', { name: /Pitch A/ }));
    await expect(args.onCourtChange).toHaveBeenCalledWith(lekkiCourts[0]);
  },
};

export const SlotsLoading: Story = {
  args: { ...courtChosen, slots: loading },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('radio', { name: /Pitch A/ })).toBeChecked();
    await expect(body.getByRole('status')).toHaveTextContent('Loading available times...');
    await expect(confirmButton(body)).toBeDisabled();
  },
};

export const SlotsReady: Story = {
  args: { ...courtChosen, slots: success(lekkiSlots) },
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(body.getByRole('radio', { name: '1 hour' })).toBeChecked();
    await expect(body.getByRole('radio', { name: /^19:00/ })).toBeDisabled();
    await expect(body.getByRole('radio', { name: /^19:00/ })).toHaveTextContent('Taken');
    await expect(body.getByRole('radio', { name: /^18:00/ })).toHaveTextContent('Peak');
    await expect(confirmButton(body)).toBeDisabled();

    await userEvent.click(body.getByRole('radio', { name: /^10:00/ }));
    await expect(args.onSlotChange).toHaveBeenCalledWith(
      expect.objectContaining({
        start_time: '10:00',
        end_time: '11:00',
        coin_cost: lekkiArena.hourly_rate,
      }),
    );
    await userEvent.click(body.getByRole('radio', { name: '2 hours' }));
    await expect(args.onDurationChange).toHaveBeenCalledWith(2);
    await userEvent.click(body.getByRole('radio', { name: /Futsal Cage/ }));
    await expect(args.onCourtChange).toHaveBeenCalledWith(lekkiCourts[1]);
  },
};

export const SlotsReadyPhone: Story = { ...SlotsReady, globals: phone };

export const NoSlots: Story = {
  args: { ...courtChosen, slots: success(noSlots) },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('status')).toHaveTextContent(
      'No free times on this day. Try another date or court.',
    );
    await expect(body.queryByRole('radiogroup', { name: 'Start time' })).toBeNull();
    await expect(confirmButton(body)).toBeDisabled();
  },
};

export const QuoteLoading: Story = {
  args: { ...peakChosen, quote: loading },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('status')).toHaveTextContent('Checking availability and price...');
    await expect(confirmButton(body)).toBeDisabled();
  },
};

export const OffPeakQuote: Story = {
  args: {
    ...courtChosen,
    startTime: '10:00',
    slots: success(lekkiSlots),
    quote: success(offPeakQuote),
  },
  play: async ({ args }) => {
    const open = await dialog();
    const body = within(open);
    await expect(open).toHaveTextContent(`Cost${formatCoins(offPeakQuote.coin_cost)}`);
    await expect(body.queryByText(peakNoteText())).toBeNull();
    await userEvent.click(confirmButton(body));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      location_id: lekkiArena.id,
      court_id: pitchA.id,
      date: '2026-11-23',
      start_time: '10:00',
      end_time: '11:00',
    });
  },
};

export const PeakQuote: Story = {
  args: peakChosen,
  play: async ({ args }) => {
    const open = await dialog();
    const body = within(open);
    await expect(body.getByRole('radio', { name: /^17:00/ })).toBeChecked();
    await expect(open).toHaveTextContent(`CostPeak${formatCoins(peakQuote.coin_cost)}`);
    await expect(body.getByText('Peak', { selector: 'dd *' })).toBeVisible();
    await expect(body.getByText(peakNoteText())).toBeVisible();
    await expect(body.getByText('Your balance').nextElementSibling).toHaveTextContent('240 coins');
    await expect(body.getByText('Balance after booking').nextElementSibling).toHaveTextContent(
      formatCoins(240 - peakQuote.coin_cost),
    );
    await userEvent.click(confirmButton(body));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      location_id: lekkiArena.id,
      court_id: pitchA.id,
      date: '2026-11-23',
      start_time: '17:00',
      end_time: '19:00',
    });
  },
};

export const PeakQuotePhone: Story = {
  ...PeakQuote,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The server says the range was taken after the slots were listed. */
export const SlotUnavailable: Story = {
  args: {
    ...courtChosen,
    startTime: '10:00',
    slots: success(lekkiSlots),
    quote: success(takenQuote),
  },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByText('This time is not available')).toBeVisible();
    await expect(body.getByText('This slot is no longer available.')).toBeVisible();
    await expect(confirmButton(body)).toBeDisabled();
  },
};

export const InsufficientCoins: Story = {
  args: { ...peakChosen, balance: 60 },
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(body.getByText('Not enough coins')).toBeVisible();
    await expect(
      body.getByText(
        `This booking costs ${formatCoins(peakQuote.coin_cost)} and you have 60 coins: you are ${formatCoins(peakQuote.coin_cost - 60)} short.`,
      ),
    ).toBeVisible();
    await expect(body.getByRole('link', { name: 'Buy coins' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
    await expect(confirmButton(body)).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { ...peakChosen, submitting: true },
  play: async ({ args }) => {
    const body = within(await dialog());
    const confirm = body.getByRole('button', { name: /Booking\.\.\./ });
    await expect(confirm).toBeDisabled();
    for (const radio of body.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(body.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(body.getByRole('button', { name: 'Close dialog' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Confirmed: Story = {
  args: { ...peakChosen, confirmed: confirmedBooking },
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(body.getByText('Booking confirmed')).toBeVisible();
    await expect(body.getByText('PSB-2051')).toBeVisible();
    await expect(body.getByText('Mon 23 Nov 2026, 17:00–19:00')).toBeVisible();
    await expect(body.getByText('Coins charged').nextElementSibling).toHaveTextContent(
      formatCoins(confirmedBooking.coin_cost),
    );
    await expect(body.getByText('New balance').nextElementSibling).toHaveTextContent(
      formatCoins(240 - confirmedBooking.coin_cost),
    );
    await expect(body.getByRole('link', { name: 'View my bookings' })).toHaveAttribute(
      'href',
      '/bookings',
    );
    await expect(body.queryByRole('radiogroup')).toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { ...peakChosen, submitError: 'This slot is no longer available.' },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('alert')).toHaveTextContent('This slot is no longer available.');
    // The choices survive the failure, so the member can pick another time and retry.
    await expect(body.getByRole('radio', { name: 'Mon 23 Nov' })).toBeChecked();
    await expect(body.getByRole('radio', { name: /Pitch A/ })).toBeChecked();
    await expect(body.getByRole('radio', { name: '2 hours' })).toBeChecked();
    await expect(body.getByRole('radio', { name: /^17:00/ })).toBeChecked();
    await expect(confirmButton(body)).toBeEnabled();
  },
};

/** The server refused without a message of its own: the app passes SPEC §8's. */
export const FailedWithoutMessage: Story = {
  args: { ...peakChosen, submitError: SERVICE_FALLBACK_MESSAGES.bookings.createBooking },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('alert')).toHaveTextContent('Failed to create booking');
  },
};

/** The app's part, played by the story: every step answers at once from the fixtures. */
function BookingJourney(props: BookingDialogScreenProps) {
  const [date, setDate] = useState<IsoDate | null>(null);
  const [courtId, setCourtId] = useState<number | null>(null);
  const [durationHours, setDurationHours] = useState(1);
  const [slot, setSlot] = useState<AvailableSlot | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const court = lekkiCourts.find((candidate) => candidate.id === courtId);
  const slots: Remote<ReturnType<typeof freeSlots>> | null =
    date && court ? success(freeSlots(lekkiArena, court, date, durationHours, ['12:00'])) : null;
  const quote: Remote<AvailabilityCheckResult> | null =
    date && slot
      ? success({
          available: true,
          coin_cost: coinCost({
            hourly_rate: lekkiArena.hourly_rate,
            date,
            start_time: slot.start_time,
            end_time: endTime(slot.start_time, durationHours),
          }),
          is_peak: slot.is_peak,
          duration_hours: durationHours,
          reason: null,
        })
      : null;
  return (
    <BookingDialogScreen
      {...props}
      date={date}
      courtId={courtId}
      durationHours={durationHours}
      startTime={slot?.start_time ?? null}
      slots={slots}
      quote={quote}
      confirmed={confirmed ? confirmedBooking : null}
      onDateChange={(value) => {
        setDate(value);
        setSlot(null);
        props.onDateChange(value);
      }}
      onCourtChange={(value) => {
        setCourtId(value.id);
        setSlot(null);
        props.onCourtChange(value);
      }}
      onDurationChange={(value) => {
        setDurationHours(value);
        setSlot(null);
        props.onDurationChange(value);
      }}
      onSlotChange={(value) => {
        setSlot(value);
        props.onSlotChange(value);
      }}
      onConfirm={(request) => {
        props.onConfirm(request);
        setConfirmed(true);
      }}
    />
  );
}

/** The whole flow, step by step: date, court, duration, start time, quote, confirmation. */
export const Journey: Story = {
  render: (args) => <BookingJourney {...args} />,
  play: async ({ args, step }) => {
    const open = await dialog();
    const body = within(open);
    // Measured once the opening animation (a scale) is over.
    await waitFor(() => expect(open.getAnimations()).toHaveLength(0));
    const first = open.getBoundingClientRect();
    await step('Choose Monday and Pitch A', async () => {
      await userEvent.click(body.getByRole('radio', { name: 'Mon 23 Nov' }));
      await userEvent.click(await body.findByRole('radio', { name: /Pitch A/ }));
    });
    await step('Choose 2 hours from 18:00, at peak', async () => {
      await userEvent.click(await body.findByRole('radio', { name: '2 hours' }));
      await userEvent.click(await body.findByRole('radio', { name: /^18:00/ }));
      // 18:00–20:00 is peak for two hours, priced as the 17:00 quote.
      await waitFor(() =>
        expect(body.getByText('Cost').parentElement).toHaveTextContent(
          `CostPeak${formatCoins(peakQuote.coin_cost)}`,
        ),
      );
    });
    await step('The dialog kept its place and size as the steps appeared', async () => {
      const now = open.getBoundingClientRect();
      await expect([now.top, now.height]).toEqual([first.top, first.height]);
    });
    await step('Confirm', async () => {
      await userEvent.click(confirmButton(body));
      await expect(args.onConfirm).toHaveBeenCalledWith({
        location_id: lekkiArena.id,
        court_id: pitchA.id,
        date: '2026-11-23',
        start_time: '18:00',
        end_time: '20:00',
      });
      await expect(await body.findByText('Booking confirmed')).toBeVisible();
    });
    await step(
      'Focus moves to the confirmation, which states the coins and the balance',
      async () => {
        const confirmation = body.getByText('Booking confirmed').closest('[tabindex="-1"]');
        await waitFor(() => expect(confirmation).toHaveFocus());
        await expect(confirmation).toHaveTextContent('PSB-2051');
        await expect(body.getByText('Coins charged').nextElementSibling).toHaveTextContent(
          formatCoins(confirmedBooking.coin_cost),
        );
        await expect(body.getByText('New balance').nextElementSibling).toHaveTextContent(
          formatCoins(240 - confirmedBooking.coin_cost),
        );
      },
    );
  },
};

export const JourneyPhone: Story = { ...Journey, globals: phone };

/**
 * The price, the balance and the balance after stay beside Confirm, in a polite live region, with
 * the steps above scrolled to the top (a keyboard user tabbing to Confirm sees them).
 */
export const PriceBesideConfirm: Story = {
  args: peakChosen,
  play: async () => {
    const open = await dialog();
    const body = within(open);
    const after = body.getByText('Balance after booking');
    const summary = after.closest('[aria-live="polite"]');
    await expect(summary).not.toBeNull();
    await expect(summary).toHaveTextContent(formatCoins(peakQuote.coin_cost));
    await expect(summary).toHaveTextContent(`Your balance${formatCoins(240)}`);
    await expect(after.nextElementSibling).toHaveTextContent(
      formatCoins(240 - peakQuote.coin_cost),
    );
    await waitFor(() => expect(inViewport(after)).toBe(true));
    await expect(inViewport(confirmButton(body))).toBe(true);
    await expect(inViewport(body.getByText('Your balance'))).toBe(true);
  },
};

export const PriceBesideConfirmPhone: Story = { ...PriceBesideConfirm, globals: phone };

/** The booking dialog in dark mode: the dialog stands out from its backdrop. */
export const PriceBesideConfirmDark: Story = {
  ...PriceBesideConfirm,
  globals: { theme: 'dark' },
  play: async (context) => {
    await PriceBesideConfirm.play?.(context);
    const open = await dialog();
    // The theme's overlay roles (ui/theme/overlays.ts), as the browser draws them: gray.800 with a
    // gray.500 ring over a backdrop of 80% black (measured there at 1.39:1 and 4.27:1).
    await expect(getComputedStyle(open).backgroundColor).toBe('rgb(39, 39, 42)');
    await expect(getComputedStyle(open).boxShadow).toContain('rgb(113, 113, 122) 0px 0px 0px 1px');
    const backdrop = document.querySelector('[data-scope="dialog"][data-part="backdrop"]');
    await expect(backdrop).not.toBeNull();
    await expect(getComputedStyle(backdrop as Element).backgroundColor).toBe('rgba(0, 0, 0, 0.8)');
  },
};

export const PriceBesideConfirmDarkPhone: Story = {
  ...PriceBesideConfirmDark,
  globals: { ...PriceBesideConfirmDark.globals, ...phone },
};

/** Today at 10:00 with the clock at 09:00: inside the cut-off, said before Confirm. */
const insideCutoff = {
  date: storyToday,
  courtId: pitchA.id,
  startTime: '10:00',
  slots: success(freeSlots(lekkiArena, pitchA, storyToday, 1)),
  quote: success(offPeakQuote),
} as const;

export const InsideCutoff: Story = {
  args: insideCutoff,
  play: async ({ args }) => {
    const body = within(await dialog());
    const warning = body.getByText(bookingInsideCutoffText());
    await expect(warning).toBeVisible();
    await waitFor(() => expect(inViewport(warning)).toBe(true));
    await expect(confirmButton(body)).toBeEnabled();
    await userEvent.click(confirmButton(body));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const InsideCutoffPhone: Story = { ...InsideCutoff, globals: phone };

/** Monday is days away: no cut-off warning. */
export const OutsideCutoff: Story = {
  args: peakChosen,
  play: async () => {
    const body = within(await dialog());
    await expect(body.queryByText(bookingInsideCutoffText())).toBeNull();
  },
};
