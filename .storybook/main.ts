import { existsSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';

/**
 * The report of the last visual run (npm test or npm run test:visual), which the introduction
 * links to; before any run, a page that says how to make one.
 */
const visualReport = existsSync('test-results/visual/index.html')
  ? '../test-results/visual'
  : './visual-report-missing';

const config: StorybookConfig = {
  stories: ['../ui/**/*.mdx', '../ui/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: [{ from: visualReport, to: '/visual-report' }],
  // @chakra-ui/react's package.json asks Storybook to compose Chakra's own published Storybook
  // into ours, which the manager then loads from the internet: ours shows only our stories.
  refs: { '@chakra-ui/react': { disable: true } },
  // public/ is the app's: its hosting headers (a CSP without inline scripts, which Storybook's
  // pages need) and robots.txt are not the design system's to publish.
  viteFinal: (viteConfig) => ({ ...viteConfig, publicDir: false }),
  // `storybook build --test`, the build the stories are tested on (scripts/test-stories.mjs), leaves
  // out what only a reader of the docs pages sees: the props tables read from the components'
  // types (docgen), tree-shaking and source maps. The docs pages themselves are still built, so one
  // that no longer compiles fails the stories step; `npm run build-storybook` makes the whole one.
  build: {
    test: {
      disableBlocks: false,
      disabledAddons: [],
      disableMDXEntries: false,
      disableAutoDocs: false,
    },
  },
  core: {
    // Telemetry costs ~7 s per start on a machine without internet, and we send nothing out.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
};

export default config;
