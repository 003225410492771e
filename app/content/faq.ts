/**
 * The contact page's FAQ: editorial copy the app ships with, passed to the screen as a prop. Every
 * answer that states a rule builds it from the domain (policy.ts, constants.ts), so a policy
 * change cannot leave the copy behind.
 */
import {
  MIN_AGE_YEARS,
  RESPONSE_TIME_HOURS,
  cutoffPhrase,
  hoursPhrase,
  peakHoursText,
  PEAK_MULTIPLIER,
} from '@domain';
import type { FaqItem } from '@ui/Screens/Contact';

export const FAQ: readonly FaqItem[] = [
  {
    id: 'join',
    question: 'How do I join Pitchside?',
    answer: `Pitchside is invitation-only. Register with your name, e-mail and phone number; our staff review every application, and you receive an e-mail once your account is approved. You must be at least ${MIN_AGE_YEARS} years old.`,
  },
  {
    id: 'approval',
    question: 'What can I do while my account is pending approval?',
    answer:
      'You can sign in to see your dashboard and edit your profile. Booking, buying packages and the wallet open as soon as staff approve your account.',
  },
  {
    id: 'coins',
    question: 'How do coins work?',
    answer:
      'You buy coins in subscription packages (Bronze, Silver, Gold and Platinum) and spend them on bookings. A court costs its hourly rate in coins for each hour you book.',
  },
  {
    id: 'peak',
    question: 'What are peak hours?',
    answer: `Bookings that start ${peakHoursText()} are peak bookings and cost ${PEAK_MULTIPLIER} times the usual rate, rounded to whole coins. The price is always shown before you confirm.`,
  },
  {
    id: 'cancellation',
    question: 'Can I cancel or reschedule a booking?',
    answer: `Yes, until ${cutoffPhrase()} before it starts: a pending or confirmed booking can be cancelled or rescheduled up to then, and all of its coins are refunded to your wallet at once. Within ${cutoffPhrase()} of the start a booking can no longer be cancelled or rescheduled.`,
  },
  {
    id: 'expiry',
    question: 'Do my coins expire?',
    answer:
      "Yes. Each package's coins are valid for the number of days shown on the package, counted from the day you buy it. When you spend coins, the oldest are used first.",
  },
  {
    id: 'payment',
    question: 'How do I pay for a package?',
    answer:
      'Packages are priced in Naira and paid by card through our payment provider. Your coins are added to your wallet once the payment is confirmed.',
  },
  {
    id: 'reply',
    question: 'How quickly will you reply to me?',
    answer: `We answer e-mails within ${hoursPhrase(RESPONSE_TIME_HOURS.email)} and WhatsApp messages within ${hoursPhrase(RESPONSE_TIME_HOURS.whatsapp)} during opening hours.`,
  },
];
