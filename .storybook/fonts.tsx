import '@fontsource/roboto/400.css';
import '@fontsource/roboto/400-italic.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/600.css';
import '@fontsource/roboto/700.css';
import '@fontsource/roboto/800.css';
import '@fontsource/roboto-mono/400.css';
import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { cssVarsPrefix } from '../ui/theme/scales';
import { FONT_STACKS } from '../ui/theme/typography';

/**
 * The app names only system fonts (ui/theme/typography.ts), so the same story draws its text in a
 * different face on every machine: DejaVu or Liberation on a Debian CI, San Francisco on a Mac.
 * Storybook draws it in Roboto by default, shipped with the stories (@fontsource), which is what
 * an Android phone, most members' device, shows for `system-ui`: every reviewer, and every visual
 * baseline, sees the same glyphs. 'This device' shows the app's own stacks as this machine
 * resolves them.
 */
export const fontsGlobalType = {
  description: 'Fonts the stories draw text with',
  toolbar: {
    title: 'Fonts',
    icon: 'paragraph',
    items: [
      { value: 'android', title: 'Roboto, as on Android (the visual baselines)' },
      { value: 'device', title: "This device's system fonts, as the app asks" },
    ],
    dynamicTitle: true,
  },
};

const PINNED: Record<keyof typeof FONT_STACKS, string> = {
  body: `Roboto, ${FONT_STACKS.body}`,
  heading: `Roboto, ${FONT_STACKS.heading}`,
  mono: `"Roboto Mono", ${FONT_STACKS.mono}`,
};

/**
 * Puts Roboto first in each font token's stack, on <html> where the tokens are defined: the stacks
 * keep every name the app asks for, and each face the fonts above cover draws in Roboto.
 */
function showFonts(root: HTMLElement, fonts: 'android' | 'device') {
  for (const [token, stack] of Object.entries(PINNED)) {
    const name = `--${cssVarsPrefix}-fonts-${token}`;
    if (fonts === 'android') root.style.setProperty(name, stack);
    else root.style.removeProperty(name);
  }
}

function DocumentFonts({ fonts }: { fonts: 'android' | 'device' }) {
  useLayoutEffect(() => showFonts(document.documentElement, fonts), [fonts]);
  return null;
}

export const withFonts: Decorator = (Story, { globals }) => (
  <>
    <DocumentFonts fonts={globals['fonts'] === 'device' ? 'device' : 'android'} />
    <Story />
  </>
);
