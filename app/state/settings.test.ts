import { createAppStore } from './store';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@ui/Screens/Settings';
import { SETTINGS_KEY, restoreSettingsAtom, saveSettingsAtom, settingsAtom } from './settings';
import { refuseStorage } from '../../tests/refuseStorage';

const root = () => document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root().className = '';
});

describe('settings', () => {
  it('are the defaults when nothing is stored', () => {
    expect(createAppStore().get(settingsAtom)).toEqual(DEFAULT_SETTINGS);
  });

  it('are kept in local storage and restored in a new store, with their colour mode shown', () => {
    const saved = { colorMode: 'dark' } as const;
    createAppStore().set(saveSettingsAtom, saved);
    expect(root().classList.contains('dark')).toBe(true);
    root().className = '';

    const reloaded = createAppStore();
    reloaded.set(restoreSettingsAtom);
    expect(reloaded.get(settingsAtom)).toEqual(saved);
    expect(root().classList.contains('dark')).toBe(true);
  });

  it('light mode takes the dark class off', () => {
    const store = createAppStore();
    store.set(saveSettingsAtom, { ...DEFAULT_SETTINGS, colorMode: 'dark' });
    store.set(saveSettingsAtom, { ...DEFAULT_SETTINGS, colorMode: 'light' });
    expect(root().classList.contains('dark')).toBe(false);
    expect(root().classList.contains('light')).toBe(true);
  });

  it('read what they can of a damaged value and default the rest', () => {
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({ colorMode: 'sepia', notifications: { sms: true } }),
    );
    expect(createAppStore().get(settingsAtom)).toEqual(DEFAULT_SETTINGS);
    localStorage.setItem(SETTINGS_KEY, '{not json');
    expect(createAppStore().get(settingsAtom)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('settings where storage refuses them', () => {
  it('are defaults when storage cannot be read, and a save says it was not kept', () => {
    refuseStorage('QuotaExceededError');
    const store = createAppStore();
    store.set(restoreSettingsAtom);
    expect(store.get(settingsAtom)).toEqual(DEFAULT_SETTINGS);
    expect(store.set(saveSettingsAtom, { colorMode: 'dark' })).toBe(false);
    expect(store.get(settingsAtom)).toEqual(DEFAULT_SETTINGS);
  });
});
