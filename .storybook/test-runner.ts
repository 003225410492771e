import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright-core';
import { viewportSize } from './viewports.ts';

type StoryWithGlobals = {
  storyGlobals?: { viewport?: { value?: string } };
  parameters?: { reducedMotion?: 'reduce' | 'no-preference' };
};

// getStoryContext answers the prepared story: the globals a story sets live in `storyGlobals`.
async function storyViewport(page: Page, context: Parameters<typeof getStoryContext>[1]) {
  const story = (await getStoryContext(page, context)) as StoryWithGlobals;
  return story.storyGlobals?.viewport?.value;
}

/** The motion preference a story asks to be shown with (`parameters.reducedMotion`). */
async function storyMotion(page: Page, context: Parameters<typeof getStoryContext>[1]) {
  const story = (await getStoryContext(page, context)) as StoryWithGlobals;
  return story.parameters?.reducedMotion ?? 'no-preference';
}

/**
 * The test-runner opens each story's iframe directly, so the viewport a story asks for is applied
 * here, and its motion preference (every story's, since the page is shared between stories);
 * phone stories are then checked for sideways overflow, which a member on a phone would see.
 */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    await page.setViewportSize(viewportSize(await storyViewport(page, context)));
    await page.emulateMedia({ reducedMotion: await storyMotion(page, context) });
  },
  async postVisit(page, context) {
    if ((await storyViewport(page, context)) !== 'phone') return;
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    if (overflow > 0) {
      throw new Error(
        `${context.title} › ${context.name} overflows sideways by ${overflow}px at phone width.`,
      );
    }
  },
};

export default config;
