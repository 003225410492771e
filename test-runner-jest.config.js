import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

const base = getJestConfig();

/** Stories run in Debian's Chromium: no test tool may download a browser. */
export default {
  ...base,
  testTimeout: 30000,
  // The test-runner's environment, with one page per worker for all its story files.
  testEnvironment: fileURLToPath(new URL('./.storybook/test-environment.js', import.meta.url)),
  // That environment sets the hooks the test-runner's own setup file would set in every file.
  setupFilesAfterEnv: base.setupFilesAfterEnv.filter((file) => !file.endsWith('/jest-setup.js')),
  // pixelmatch is published as ES modules only: transformed like our own files for .storybook/visual.ts.
  transformIgnorePatterns: ['/node_modules/(?!pixelmatch/)'],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: findChromium(),
        args: chromiumArgs,
      },
    },
  },
};
