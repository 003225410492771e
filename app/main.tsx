import { Box, ChakraProvider, Heading, Text } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { system } from '@ui/theme';

// Until the app lands (issue 5), the demo says what is coming instead of pretending to work.
function ComingSoon() {
  return (
    <Box as="main" maxW="2xl" mx="auto" px="6" py="16">
      <Heading as="h1" size="2xl" mb="4">
        Pitchside
      </Heading>
      <Text mb="6">
        The invitation-only sports community for Nigeria is being built. Here is what is coming:
      </Text>
      <Box as="ul" listStyleType="disc" ps="5" display="grid" gap="2">
        <li>Book courts and join game sessions in Lagos, Abuja, Port Harcourt and more.</li>
        <li>Pay with prepaid coins bought as subscription packages.</li>
        <li>Staff approve new members and adjust coin balances.</li>
      </Box>
      <Text mt="6" color="fg.muted">
        Meanwhile, every screen state can be reviewed in Storybook: npm run storybook.
      </Text>
    </Box>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
createRoot(root).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <ComingSoon />
    </ChakraProvider>
  </StrictMode>,
);
