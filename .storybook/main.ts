import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../ui/**/*.mdx', '../ui/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // @chakra-ui/react's package.json asks Storybook to compose Chakra's own published Storybook
  // into ours, which the manager then loads from the internet: ours shows only our stories.
  refs: { '@chakra-ui/react': { disable: true } },
  // public/ is the app's: its hosting headers (a CSP without inline scripts, which Storybook's
  // pages need) and robots.txt are not the design system's to publish.
  viteFinal: (viteConfig) => ({ ...viteConfig, publicDir: false }),
  core: {
    // Telemetry costs ~7 s per start on a machine without internet, and we send nothing out.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
};

export default config;
