// The stories' test environment: the test-runner's, except that each Jest worker opens Storybook's
// preview once and plays every story file it runs in that one page, as the test-runner already
// plays the stories of one file, and as a reviewer clicks through them in Storybook. A new
// context and a fresh load of the preview for every file was most of what a file cost beyond its
// stories (docs/visual-review.md, "When it runs, and what it costs").
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';
import { setupPage } from '@storybook/test-runner';

/** This worker's connection, context and page, made by the first story file it runs. */
let shared;

export default class SharedPageEnvironment extends PlaywrightEnvironment {
  async setup() {
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

  async teardown() {
    // A story that navigated away is retried on a new page (the test-runner's `resetPage`): the
    // files after it use that one.
    shared.page = this.global.page;
    // The connection stays open for the worker's next file and closes when the worker exits.
    this.global.browser = undefined;
    await super.teardown();
  }
}
