import {
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { RouterLink } from '../../Navigation/AppLink';
import {
  BoltIcon,
  BriefcaseIcon,
  HeartIcon,
  SearchIcon,
  StarIcon,
  UsersIcon,
} from '../../Shell/Icons';
import { Logo } from '../../Shell/Logo';

/** The in-page anchors of the fixed nav (SPEC §2 Landing). */
export const LANDING_ANCHORS = [
  { label: 'Excellence', id: 'excellence' },
  { label: 'Network', id: 'network' },
  { label: 'Culture', id: 'culture' },
  { label: 'Elite', id: 'elite' },
] as const;

export const LANDING_STATS = [
  { value: '5K+', label: 'Elite Athletes' },
  { value: '50+', label: 'Premium Locations' },
  { value: '25K+', label: 'Sessions Booked' },
  { value: '100%', label: 'Satisfaction Rate' },
] as const;

interface Pillar {
  title: string;
  description: string;
  icon: ComponentType;
}

export const EXCELLENCE_PILLARS: readonly Pillar[] = [
  {
    title: 'Premium Facilities',
    description:
      'Floodlit pitches, sprung indoor courts and proper surfaces, inspected by our team before they join the network.',
    icon: StarIcon,
  },
  {
    title: 'Instant Elite Access',
    description:
      'Book a court or claim a place in an open game in seconds, paid from your coin wallet. No queues, no cash.',
    icon: BoltIcon,
  },
  {
    title: 'Exclusive Community',
    description:
      'Every member is invited and approved, so every game is played with people who take the sport seriously.',
    icon: UsersIcon,
  },
];

export const NETWORK_PILLARS: readonly Pillar[] = [
  {
    title: 'Talent Scouting',
    description:
      'Coaches and scouts watch our leagues and open sessions for the next generation of players.',
    icon: SearchIcon,
  },
  {
    title: 'Corporate Partnerships',
    description: 'Companies book team sessions and tournaments for their staff across six cities.',
    icon: BriefcaseIcon,
  },
  {
    title: 'Cultural Impact',
    description:
      'Community tournaments and youth clinics that put sport at the heart of the neighbourhood.',
    icon: HeartIcon,
  },
];

const section = { maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' } } as const;

const onDarkOutline = {
  variant: 'outline',
  color: 'white',
  borderColor: 'whiteAlpha.700',
  _hover: { bg: 'whiteAlpha.200' },
} as const;

function PillarGrid({ pillars }: { pillars: readonly Pillar[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
      {pillars.map(({ title, description, icon: PillarIcon }) => (
        <Card.Root
          key={title}
          variant="outline"
          bg="whiteAlpha.50"
          borderColor="whiteAlpha.300"
          color="white"
        >
          <Card.Body gap="3">
            <Box
              aria-hidden="true"
              display="flex"
              alignItems="center"
              justifyContent="center"
              boxSize="11"
              borderRadius="l2"
              bg="accent.solid"
              color="accent.contrast"
            >
              <PillarIcon />
            </Box>
            <Heading as="h3" size="lg">
              {title}
            </Heading>
            <Text color="whiteAlpha.800">{description}</Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/**
 * The invitation-only marketing page (/landing): dark, with its own fixed nav of in-page anchors.
 * Its buttons lead to login and registration rather than doing nothing (SPEC §2 left them bare).
 */
export function LandingScreen() {
  return (
    <Box bg="gray.950" color="white" minH="100dvh">
      <Box
        as="header"
        position="fixed"
        top="0"
        insetInline="0"
        zIndex="sticky"
        bg="blackAlpha.800"
        backdropFilter="blur(8px)"
        borderBottomWidth="1px"
        borderColor="whiteAlpha.200"
      >
        <Flex
          {...section}
          py="3"
          gap={{ base: '2', md: '6' }}
          align="center"
          justify="space-between"
          wrap="wrap"
        >
          <Logo inverted />
          <Box
            as="nav"
            aria-label="Landing"
            order={{ base: 3, md: 2 }}
            w={{ base: 'full', md: 'auto' }}
          >
            <HStack as="ul" listStyleType="none" gap={{ base: '1', md: '2' }} wrap="wrap">
              {LANDING_ANCHORS.map((anchor) => (
                <li key={anchor.id}>
                  <Box
                    asChild
                    display="block"
                    px={{ base: '1.5', md: '2' }}
                    py="1.5"
                    fontSize={{ base: 'xs', md: 'sm' }}
                    fontWeight="semibold"
                    letterSpacing={{ base: 'wide', md: 'wider' }}
                    textTransform="uppercase"
                    color="whiteAlpha.900"
                    borderRadius="l1"
                    _hover={{ color: 'white', bg: 'whiteAlpha.200' }}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'accent.focusRing' }}
                  >
                    <a href={`#${anchor.id}`}>{anchor.label}</a>
                  </Box>
                </li>
              ))}
            </HStack>
          </Box>
          <HStack gap="2" order={{ base: 2, md: 3 }}>
            <Button asChild size={{ base: 'xs', md: 'sm' }} {...onDarkOutline}>
              <RouterLink to="/login">LOGIN</RouterLink>
            </Button>
            <Button asChild size={{ base: 'xs', md: 'sm' }} colorPalette="accent">
              <RouterLink to="/register">JOIN ELITE</RouterLink>
            </Button>
          </HStack>
        </Flex>
      </Box>

      <Box as="main" id="main">
        <Box
          as="section"
          aria-labelledby="landing-hero-title"
          bgGradient="to-b"
          gradientFrom="brand.950"
          gradientTo="gray.950"
          pt={{ base: '36', md: '44' }}
          pb={{ base: '16', md: '24' }}
        >
          <Stack
            {...section}
            maxW="4xl"
            gap="6"
            align={{ base: 'flex-start', md: 'center' }}
            textAlign={{ base: 'left', md: 'center' }}
          >
            <Text textStyle="overline" color="accent.300">
              Invitation only · Nigeria
            </Text>
            <Heading id="landing-hero-title" as="h1" textStyle="display">
              Where Nigeria&apos;s Elite Come to Play
            </Heading>
            <Text fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.800">
              A private network of premium courts and pitches, for athletes who want the best game
              in town, every time.
            </Text>
            <Flex
              gap="3"
              direction={{ base: 'column', sm: 'row' }}
              w={{ base: 'full', sm: 'auto' }}
            >
              <Button asChild size="xl" colorPalette="accent">
                <RouterLink to="/register">Apply to Join</RouterLink>
              </Button>
              <Button asChild size="xl" {...onDarkOutline}>
                <a href="#excellence">Explore Elite</a>
              </Button>
            </Flex>
          </Stack>
        </Box>

        <Box as="section" aria-label="Pitchside in numbers" {...section} py="10">
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="4">
            {LANDING_STATS.map((stat) => (
              <Box
                as="li"
                key={stat.label}
                textAlign="center"
                py="6"
                px="3"
                borderWidth="1px"
                borderColor="whiteAlpha.300"
                borderRadius="l3"
              >
                <Text textStyle="figure" fontSize={{ base: '3xl', md: '4xl' }} color="accent.300">
                  {stat.value}
                </Text>
                <Text color="whiteAlpha.800" fontWeight="medium">
                  {stat.label}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Box>

        <Box
          as="section"
          id="excellence"
          aria-labelledby="landing-excellence-title"
          {...section}
          py="16"
          scrollMarginTop="28"
        >
          <Stack gap="3" mb="8" maxW="2xl">
            <Text textStyle="overline" color="accent.300">
              Excellence
            </Text>
            <Heading id="landing-excellence-title" as="h2" size="3xl">
              Excellence Standard
            </Heading>
            <Text color="whiteAlpha.800">
              Every detail of the game, held to one standard: yours.
            </Text>
          </Stack>
          <PillarGrid pillars={EXCELLENCE_PILLARS} />
        </Box>

        <Box
          as="section"
          id="culture"
          aria-labelledby="landing-culture-title"
          bg="brand.950"
          py="16"
          scrollMarginTop="28"
        >
          <Box {...section}>
            <Stack gap="4" maxW="3xl">
              <Text textStyle="overline" color="accent.300">
                Culture
              </Text>
              <Heading id="landing-culture-title" as="h2" size="3xl">
                Sport Is Our Culture
              </Heading>
              <Text color="whiteAlpha.900" fontSize="lg">
                From Saturday-morning five-a-side in Lekki to late-night hoops in Wuse, Pitchside is
                where Nigeria&apos;s sporting life happens: members who show up on time, play fair
                and bring the energy.
              </Text>
            </Stack>
          </Box>
        </Box>

        <Box
          as="section"
          id="elite"
          aria-labelledby="landing-elite-title"
          {...section}
          py="16"
          scrollMarginTop="28"
        >
          <Stack
            gap="5"
            align="flex-start"
            p={{ base: '6', md: '12' }}
            borderRadius="l3"
            bgGradient="to-br"
            gradientFrom="accent.800"
            gradientTo="brand.900"
          >
            <Text textStyle="overline" color="accent.100">
              Elite
            </Text>
            <Heading id="landing-elite-title" as="h2" size="3xl">
              Invitation Only
            </Heading>
            <Text color="whiteAlpha.900" maxW="2xl">
              Membership is by application. Tell us about yourself and your game; our team reviews
              every request and replies by e-mail once you are approved.
            </Text>
            <Button asChild size="lg" bg="white" color="gray.900" _hover={{ bg: 'gray.100' }}>
              <RouterLink to="/register">Request Invitation</RouterLink>
            </Button>
          </Stack>
        </Box>

        <Box
          as="section"
          id="network"
          aria-labelledby="landing-network-title"
          {...section}
          py="16"
          scrollMarginTop="28"
        >
          <Stack gap="3" mb="8" maxW="2xl">
            <Text textStyle="overline" color="accent.300">
              Network
            </Text>
            <Heading id="landing-network-title" as="h2" size="3xl">
              The Network
            </Heading>
            <Text color="whiteAlpha.800">
              More than a booking app: a network that opens doors on and off the pitch.
            </Text>
          </Stack>
          <PillarGrid pillars={NETWORK_PILLARS} />
        </Box>
      </Box>
    </Box>
  );
}
