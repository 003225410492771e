import { ChakraProvider } from '@chakra-ui/react';
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { Link, MemoryRouter } from 'react-router-dom';
import { LinkProvider } from '../ui/Navigation/AppLink';
import { getSystem } from '../ui/theme';
import { viewports } from './viewports.ts';

// How long a play function's findBy…/waitFor wait for what the story will show. Testing Library's
// one second is a fast desktop's; the stories run two at a time on a 2-core machine beside the
// other steps of `npm test`, where a dialog's code and animation can take longer. A story still
// fails when what it waits for never comes, within the test-runner's own limit per story.
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
  decorators: [
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
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    // Every story is an accessibility test: any axe violation fails it in the test-runner.
    a11y: { test: 'error' },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Components', 'Screens'] },
    },
  },
  initialGlobals: {
    viewport: { value: 'desktop', isRotated: false },
  },
};

export default preview;
