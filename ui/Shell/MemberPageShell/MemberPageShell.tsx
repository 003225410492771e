import { Box, Heading, Text } from '@chakra-ui/react';
import { PageSpinner } from '../../Feedback/PageSpinner';
import { AppShell } from '../AppShell';
import { PageFrame } from '../PageFrame';

export interface MemberPageShellProps {
  /** The page's heading. */
  title: string;
  /** The line under it, where the page has the same one for every member. */
  subtitle?: string;
  /** The page's path: the frame the page will be drawn in. */
  currentPath: string;
}

// The pending header offers no menu, so nothing can ask for a logout.
const noLogout = () => undefined;

/**
 * A member page before anything of the member is known: the header's frame, the page's heading
 * and its loading layout, where the page will draw its data. It is what a member page arrives as
 * (pre-rendered HTML), so a phone paints it before any code has run; the app then takes it over
 * and draws the member's page in its place.
 */
export function MemberPageShell({ title, subtitle, currentPath }: MemberPageShellProps) {
  return (
    <AppShell user={null} currentPath={currentPath} onLogout={noLogout} sessionPending>
      <PageFrame py={{ base: '6', md: '10' }}>
        <Box mb="6">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
        </Box>
        <PageSpinner minH="20rem" />
      </PageFrame>
    </AppShell>
  );
}
