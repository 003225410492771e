import { ChakraProvider } from '@chakra-ui/react';
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { Link, MemoryRouter } from 'react-router-dom';
import { LinkProvider } from '../ui/Navigation/AppLink';
import { getSystem } from '../ui/theme';
import { ignoreMessagesFromCopies, themeGlobalType, withColorMode } from './colorMode';
import { fontsGlobalType, withFonts } from './fonts';
import { DEFAULT_VIEWPORT, viewports } from './viewports.ts';

ignoreMessagesFromCopies();

// How long a play function's findBy…/waitFor wait for what the story will show. Testing Library's
// one second is a fast desktop's; the stories run two at a time on a 2-core machine beside the
// other steps of `npm test`, where a dialog's code and animation can take longer. A story still
// fails when what it waits for never comes, within the test-runner's own limit per story.
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
  // Every component gets a docs page: its description, canonical story, props and every story.
  // Screens opt out (`tags: ['!autodocs']`): their stories are whole pages, reviewed one by one.
  tags: ['autodocs'],
  // The first decorator is the innermost: the colour mode's `Theme` needs Chakra around it.
  decorators: [
    withColorMode,
    // ui/ renders links through the component the app provides; stories give it a memory router.
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={[(parameters.route as string | undefined) ?? '/']}>
        <LinkProvider component={Link}>
          <ChakraProvider value={getSystem()}>
            <Story />
          </ChakraProvider>
        </LinkProvider>
      </MemoryRouter>
    ),
    withFonts,
  ],
  globalTypes: {
    theme: themeGlobalType,
    fonts: fontsGlobalType,
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    // Every story is an accessibility test: any axe violation fails it in the test-runner.
    a11y: { test: 'error' },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colours', 'Typography', 'Spacing and radii', 'Status colours', 'Tokens'],
          'Components',
          'Screens',
        ],
      },
    },
  },
  initialGlobals: {
    viewport: { value: DEFAULT_VIEWPORT, isRotated: false },
    theme: 'light',
    fonts: 'android',
  },
};

export default preview;
