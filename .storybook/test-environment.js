// The stories' test environment: the test-runner's, except that each Jest worker opens Storybook's
// preview once and plays every story file it runs in that one page, as the test-runner already
// plays the stories of one file, and as a reviewer clicks through them in Storybook; and that it
// sets the test-runner's hooks itself, once per worker. A new context, a fresh load of the preview
// and the whole test-runner loaded into each file's module registry were most of what a file cost
// beyond its stories (docs/visual-review.md, "When it runs, and what it costs").
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';
import { getTestRunnerConfig, setupPage } from '@storybook/test-runner';

/** This worker's connection, context and page, made by the first story file it runs. */
let shared;

export default class SharedPageEnvironment extends PlaywrightEnvironment {
  async setup() {
    await this.setHooks();
    if (shared) {
      // Everything the test-runner's environment sets up but the browser, context and page.
      const options = this._config.testEnvironmentOptions;
      this._config = {
        ...this._config,
        testEnvironmentOptions: {
          ...options,
          'jest-playwright': { ...options['jest-playwright'], skipInitialization: true },
        },
      };
    }
    await super.setup();
    if (shared) {
      Object.assign(this.global, shared);
      return;
    }
    const { browser, context, page } = this.global;
    shared = { browser, context, page };
    await setupPage(page, context);
  }

  /**
   * What the test-runner's `jest-setup.js` does for each file, done from here: that module loads
   * the whole test-runner into every file's module registry (test-runner-jest.config.js leaves it
   * out), where this one loads it once per worker. The hooks are `.storybook/test-runner.ts`.
   */
  async setHooks() {
    const config = (await getTestRunnerConfig(process.env.STORYBOOK_CONFIG_DIR)) ?? {};
    config.setup?.();
    this.global.__sbPreVisit = config.preVisit ?? config.preRender;
    this.global.__sbPostVisit = config.postVisit ?? config.postRender;
    this.global.__sbSetupPage = setupPage;
    this.global.__sbCollectCoverage = process.env.STORYBOOK_COLLECT_COVERAGE === 'true';
  }

  async teardown() {
    // A story that navigated away is retried on a new page (the test-runner's `resetPage`): the
    // files after it use that one.
    shared.page = this.global.page;
    // The connection stays open for the worker's next file and closes when the worker exits.
    this.global.browser = undefined;
    await super.teardown();
  }
}
