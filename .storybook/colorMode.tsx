import { Theme } from '@chakra-ui/react';
import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { DEFAULT_PALETTE } from '../ui/theme/colors';
import { showColorMode, type ColorMode } from '../ui/theme/colorMode';

/**
 * The colour modes of the toolbar's Theme menu. `side-by-side` shows the story in light mode and,
 * beside it, the same story in dark mode in a frame of its own (its play function runs there too).
 */
export const STORY_THEMES = ['light', 'dark', 'side-by-side'] as const;
export type StoryTheme = (typeof STORY_THEMES)[number];

export const themeGlobalType = {
  description: 'Colour mode of the story: light, dark, or both side by side',
  toolbar: {
    title: 'Theme',
    icon: 'contrast',
    items: [
      { value: 'light', title: 'Light', icon: 'sun' },
      { value: 'dark', title: 'Dark', icon: 'moon' },
      { value: 'side-by-side', title: 'Light and dark, side by side', icon: 'sidebyside' },
    ],
    dynamicTitle: true,
  },
};

function isStoryTheme(value: unknown): value is StoryTheme {
  return STORY_THEMES.some((theme) => theme === value);
}

/** The colour mode a story is drawn in, from its globals (`globals: { theme: 'dark' }`). */
export function storyColorMode(globals: Record<string, unknown>): ColorMode {
  return globals['theme'] === 'dark' ? 'dark' : 'light';
}

/** Puts the document in the story's colour mode before it paints. */
function DocumentColorMode({ mode }: { mode: ColorMode }) {
  useLayoutEffect(() => showColorMode(document.documentElement, mode), [mode]);
  return null;
}

/** The same story in dark mode: a frame of its own, so that its dialogs and play stay in it. */
function DarkCopy({ storyId, globals }: { storyId: string; globals: Record<string, unknown> }) {
  const params = new URLSearchParams({ id: storyId, viewMode: 'story' });
  const carried = Object.entries({ ...globals, theme: 'dark' })
    .filter(([key, value]) => typeof value === 'string' && key !== 'viewport')
    .map(([key, value]) => `${key}:${value as string}`)
    .join(';');
  return (
    <iframe
      data-dark-copy=""
      title="The same story in dark mode"
      src={`iframe.html?${params.toString()}&globals=${carried}`}
      style={{ border: 0, width: '100%', height: '100vh', display: 'block' }}
    />
  );
}

/**
 * Applies the toolbar's Theme (or a story's own `globals: { theme }`) through Chakra's colour mode:
 * the `dark` or `light` class on <html> on a story's page, so portalled dialogs follow; on a docs
 * page, which shows many stories at once inside Storybook's own page, a `Theme` around each story.
 */
export const withColorMode: Decorator = (Story, context) => {
  const theme: StoryTheme = isStoryTheme(context.globals['theme'])
    ? context.globals['theme']
    : 'light';
  if (context.viewMode === 'docs') {
    const modes: ColorMode[] = theme === 'side-by-side' ? ['light', 'dark'] : [theme];
    return (
      <div style={{ display: 'grid', gridTemplateColumns: `repeat(${modes.length}, 1fr)` }}>
        <DocumentColorMode mode="light" />
        {modes.map((mode) => (
          // Theme sets the gray palette on what it wraps: keep the theme's default.
          <Theme key={mode} appearance={mode} colorPalette={DEFAULT_PALETTE} p="4">
            <Story />
          </Theme>
        ))}
      </div>
    );
  }
  if (theme === 'side-by-side') {
    return (
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', alignItems: 'start' }}>
        <DocumentColorMode mode="light" />
        <div style={{ minWidth: 0 }}>
          <Story />
        </div>
        <DarkCopy storyId={context.id} globals={context.globals} />
      </div>
    );
  }
  return (
    <>
      <DocumentColorMode mode={theme} />
      <Story />
    </>
  );
};

/**
 * The side-by-side copy is a Storybook preview too, and tells its parent about its own story
 * (rendered, finished, its interactions), as a preview tells the manager. The story's page beside
 * it would take those for news of its own story: messages from a copy stop here. (A docs page's
 * framed stories talk to their page the same way, and must: only the copies are silenced.)
 */
export function ignoreMessagesFromCopies(): void {
  window.addEventListener(
    'message',
    (event) => {
      const copies = document.querySelectorAll<HTMLIFrameElement>('iframe[data-dark-copy]');
      if (Array.from(copies).some((copy) => copy.contentWindow === event.source)) {
        event.stopImmediatePropagation();
      }
    },
    { capture: true },
  );
}
