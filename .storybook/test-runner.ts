import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright-core';
import { reviewStory, startVisit, type VisualParameters } from './visual.ts';
import { DEFAULT_VIEWPORT, isPhoneWidth, isViewportName, viewportSize } from './viewports.ts';

type VisitContext = Parameters<typeof getStoryContext>[1];

interface PreparedStory {
  storyGlobals?: { viewport?: { value?: string }; theme?: string };
  parameters?: { visual?: VisualParameters | false; reducedMotion?: 'reduce' | 'no-preference' };
}

// getStoryContext answers the prepared story: the globals a story sets live in `storyGlobals`.
async function preparedStory(page: Page, context: VisitContext) {
  return (await getStoryContext(page, context)) as PreparedStory;
}

let firstStories: Promise<Set<string>> | undefined;
/** The first story of each title in the index: the component's canonical story. */
function canonicalStories(): Promise<Set<string>> {
  firstStories ??= fetch(new URL('index.json', process.env.TARGET_URL))
    .then(
      (answer) =>
        answer.json() as Promise<{
          entries: Record<string, { id: string; title: string; type: string }>;
        }>,
    )
    .then(({ entries }) => {
      const firsts = new Map<string, string>();
      for (const entry of Object.values(entries)) {
        if (entry.type === 'story' && !firsts.has(entry.title)) firsts.set(entry.title, entry.id);
      }
      return new Set(firsts.values());
    });
  return firstStories;
}

/**
 * The test-runner opens each story's iframe directly, so the viewport a story asks for is applied
 * here, and its motion preference (every story's, since the page is shared between stories).
 * After the play function and axe, phone stories are checked for sideways overflow, which a
 * member on a phone would see, and the stories under visual review are captured and compared with
 * their baselines (./visual.ts).
 */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    startVisit(context.id);
    const story = await preparedStory(page, context);
    await page.setViewportSize(viewportSize(story.storyGlobals?.viewport?.value));
    await page.emulateMedia({ reducedMotion: story.parameters?.reducedMotion ?? 'no-preference' });
  },
  async postVisit(page, context) {
    if ((context as { hasFailure?: boolean }).hasFailure) return;
    const story = await preparedStory(page, context);
    const viewport = story.storyGlobals?.viewport?.value;
    if (viewport && isPhoneWidth(viewport)) {
      const overflow = await page.evaluate(() => {
        const root = document.documentElement;
        return root.scrollWidth - root.clientWidth;
      });
      if (overflow > 0) {
        throw new Error(
          `${context.title} › ${context.name} overflows sideways by ${overflow}px at ${viewport} width.`,
        );
      }
    }
    await reviewStory(
      page,
      {
        id: context.id,
        title: context.title,
        canonical: (await canonicalStories()).has(context.id),
        viewport,
        theme: story.storyGlobals?.theme,
        visual: story.parameters?.visual,
      },
      isViewportName(viewport) ? viewport : DEFAULT_VIEWPORT,
    );
  },
};

export default config;
