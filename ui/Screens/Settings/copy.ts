/** Every word of /settings. */
import { COIN_EXPIRY_NOTICE_DAYS } from '@domain';
import { SETTINGS } from '../../Shell/navigation';
import type { ColorModePreference, NotificationPreferences } from './settingsValues';
import { SAVING } from '../../copy';

export const SETTINGS_COPY = {
  title: SETTINGS,
  intro: 'Choose how Pitchside looks and how we keep you informed.',
  introLooksOnly: 'Choose how Pitchside looks on this device.',
  appearance: 'Appearance',
  colorMode: 'Colour mode',
  colorModes: {
    light: { label: 'Light', hint: 'Dark text on a light background' },
    dark: { label: 'Dark', hint: 'Light text on a dark background, easier at night' },
    system: { label: 'System', hint: "Follow your device's setting" },
  } satisfies Record<ColorModePreference, { label: string; hint: string }>,
  notifications: 'Notifications',
  notificationsIntro:
    'Everything below also shows under the bell at the top of the page. Choose what we e-mail you as well; e-mails about your account itself are always sent.',
  loadingNotifications: 'Loading your notification preferences…',
  notificationsFailed: 'Your notification preferences could not be loaded',
  /** One switch per category of e-mail, in this order; every event also shows under the bell. */
  emails: {
    email_bookings: {
      label: 'Booking e-mails',
      description:
        'When a booking or session place is confirmed, cancelled and refunded, or moved.',
    },
    email_waitlist: {
      label: 'Waitlist e-mails',
      description: 'When a place you waited for is yours, or went to someone else.',
    },
    email_coins: {
      label: 'Coin e-mails',
      description: 'When staff add coins to your wallet or take them away.',
    },
    email_coin_expiry: {
      label: 'Expiring coin reminders',
      description: `When coins of your wallet expire within ${COIN_EXPIRY_NOTICE_DAYS} days.`,
    },
  } satisfies Record<keyof NotificationPreferences, { label: string; description: string }>,
  saved: 'Settings saved',
  savedDetail: 'Your preferences have been updated.',
  notSaved: 'Settings not saved',
  /** Why saving failed when this browser would not keep the settings. */
  storageRefused:
    'This browser would not keep your settings. Check that this site may store data, then try again.',
  save: 'Save Settings',
  saving: SAVING,
};
