/**
 * This device's settings (decisions §12): the colour mode, kept in local storage on this device
 * (the notification preferences are the server's: app/api/notifications/list.ts). Like the session, storage is read by an explicit `restoreSettingsAtom`
 * (at start-up) so that every store starts from what storage holds at that time.
 */
import { atom } from 'jotai';
import {
  COLOR_MODES,
  DEFAULT_SETTINGS,
  type ColorModePreference,
  type DeviceSettings,
} from '@ui/Screens/Settings/settingsValues';
import { showColorMode } from '@ui/theme/colorMode';
import { keep, readStoredJson } from './storage';

export const SETTINGS_KEY = 'pitchside.settings';

/** What this store holds: null until restored or saved. */
const storedSettingsAtom = atom<DeviceSettings | null>(null);

/** The settings in force: the restored or saved ones, else what storage holds now. */
export const settingsAtom = atom((get) => get(storedSettingsAtom) ?? readStoredSettings());

const DARK_QUERY = '(prefers-color-scheme: dark)';
let stopFollowingSystem: (() => void) | null = null;

/**
 * Shows the page in a colour mode (`showColorMode`); 'system' follows the device's preference,
 * including when it changes while the page is open.
 */
export function applyColorMode(mode: ColorModePreference): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const show = (dark: boolean) => showColorMode(root, dark ? 'dark' : 'light');
  stopFollowingSystem?.();
  stopFollowingSystem = null;
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  if (mode === 'system' && media) {
    const follow = (event: MediaQueryListEvent) => show(event.matches);
    media.addEventListener('change', follow);
    stopFollowingSystem = () => media.removeEventListener('change', follow);
    show(media.matches);
  } else {
    show(mode === 'dark');
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** What storage holds, field by field: anything unreadable falls back to the default. */
function readStoredSettings(): DeviceSettings {
  const stored = readStoredJson(SETTINGS_KEY);
  if (!isRecord(stored)) return DEFAULT_SETTINGS;
  const colorMode =
    COLOR_MODES.find((mode) => mode === stored.colorMode) ?? DEFAULT_SETTINGS.colorMode;
  return { colorMode };
}

/** Loads the stored settings into this store and shows the page in their colour mode. */
export const restoreSettingsAtom = atom(null, (_get, set) => {
  const settings = readStoredSettings();
  set(storedSettingsAtom, { colorMode: settings.colorMode });
  applyColorMode(settings.colorMode);
});

/** Keeps the settings on this device; false, keeping nothing, when storage refuses them. */
export const saveSettingsAtom = atom(null, (_get, set, settings: DeviceSettings): boolean => {
  if (!keep(SETTINGS_KEY, JSON.stringify({ colorMode: settings.colorMode }))) return false;
  set(storedSettingsAtom, { colorMode: settings.colorMode });
  applyColorMode(settings.colorMode);
  return true;
});
