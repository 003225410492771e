/** The settings, as data: the app stores them, the screen edits them. */
import type { NotificationPreferences } from '@domain';

export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorModePreference = (typeof COLOR_MODES)[number];

export type { NotificationPreferences };

/** What this device keeps (local storage): how Pitchside looks here. */
export interface DeviceSettings {
  colorMode: ColorModePreference;
}

/**
 * decisions §12: settings hold the colour mode (this device's) and the notification preferences
 * (the server's, They decide what the member is e-mailed); null until they have loaded.
 */
export interface SettingsValues extends DeviceSettings {
  notifications: NotificationPreferences | null;
}

export type SettingsStatus = 'idle' | 'saving' | 'saved' | 'failed';

export const DEFAULT_SETTINGS: DeviceSettings = { colorMode: 'system' };
