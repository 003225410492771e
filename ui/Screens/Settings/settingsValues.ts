/** The settings a member keeps on this device, as data: the app stores them, the screen edits them. */
export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorModePreference = (typeof COLOR_MODES)[number];

export interface NotificationPreferences {
  /** E-mail reminders before a booking starts. */
  emailReminders: boolean;
  /** E-mails about offers and new locations. */
  promotions: boolean;
  /** Text messages about bookings. */
  sms: boolean;
}

/** DESIGN §4.12: settings hold the colour mode and the notification preferences. */
export interface SettingsValues {
  colorMode: ColorModePreference;
  notifications: NotificationPreferences;
}

export type SettingsStatus = 'idle' | 'saving' | 'saved' | 'failed';

export const DEFAULT_SETTINGS: SettingsValues = {
  colorMode: 'system',
  notifications: { emailReminders: true, promotions: false, sms: false },
};
