import { Box, Flex } from '@chakra-ui/react';
import type { User } from '@domain';
import { Suspense, type ReactNode } from 'react';
import { PageSpinner } from '../../Feedback/PageSpinner';
import { Footer } from '../Footer';
import { Header, HEADER_HEIGHT } from '../Header';

export const MAIN_CONTENT_ID = 'main';

/**
 * The page's area fills the screen below the header, so the footer starts at the fold at the
 * earliest: a list that arrives and grows the page then moves the footer only out of sight,
 * never on screen (no layout shift).
 */
function Main({ children, underHeader }: { children: ReactNode; underHeader: boolean }) {
  return (
    <Box
      as="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      flex="1"
      // Under a transparent header the page starts at the top of the screen.
      minH={underHeader ? '100dvh' : `calc(100dvh - ${HEADER_HEIGHT})`}
      _focus={{ outline: 'none' }}
    >
      {children}
    </Box>
  );
}

export interface AppShellProps {
  user: User | null;
  currentPath?: string;
  /** The home page lays a transparent header over its hero (SPEC §2 Shell). */
  transparentHeader?: boolean;
  onLogout: () => void;
  children: ReactNode;
  /** The header's notifications bell, for a signed-in member (see Header). */
  bell?: ReactNode;
  /** Passed to the footer's copyright line; stories fix it. */
  year?: number;
  /** A stored session not yet checked: the header shows its frame only (see Header). */
  sessionPending?: boolean;
}

/**
 * Every page's frame: a skip link, the header, the page in `<main id="main">`, the footer. While
 * the page's code loads (a lazy page suspends), the main area shows a spinner and the footer waits
 * to appear with the page: shown at once, it would be pushed down the screen when the page came.
 */
export function AppShell({
  user,
  currentPath,
  transparentHeader = false,
  onLogout,
  children,
  year,
  bell,
  sessionPending = false,
}: AppShellProps) {
  return (
    <Flex direction="column" minH="100dvh" position="relative" bg="bg">
      <Box
        asChild
        position="absolute"
        top="2"
        insetStart="2"
        zIndex="skipNav"
        px="4"
        py="2"
        borderRadius="l2"
        bg="brand.solid"
        color="brand.contrast"
        fontWeight="semibold"
        transform="translateY(-200%)"
        _focusVisible={{ transform: 'translateY(0)', outline: '2px solid', outlineColor: 'fg' }}
      >
        <a href={`#${MAIN_CONTENT_ID}`}>Skip to content</a>
      </Box>
      <Header
        user={user}
        currentPath={currentPath}
        transparent={transparentHeader}
        onLogout={onLogout}
        bell={bell}
        pending={sessionPending}
      />
      <Suspense
        fallback={
          <Main underHeader={transparentHeader}>
            <PageSpinner />
          </Main>
        }
      >
        <Main underHeader={transparentHeader}>{children}</Main>
        <Footer year={year} />
      </Suspense>
    </Flex>
  );
}
