import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { isApproved, type User } from '@domain';
import { UserAvatar } from '../../Account/UserAvatar';
import { RouterLink } from '../../Navigation/AppLink';
import {
  BoltIcon,
  CoinsIcon,
  HeartIcon,
  ShieldIcon,
  StarIcon,
  UsersIcon,
  ClockIcon,
  CodeIcon,
  FeatureCard,
  type FeatureCardProps,
} from '../../Shell/Icons';

type Highlight = FeatureCardProps;

export const VALUES: readonly Highlight[] = [
  {
    title: 'Community first',
    description:
      'Members are approved one by one, so every game is played among people who respect it.',
    icon: UsersIcon,
  },
  {
    title: 'Quality you can count on',
    description: 'We visit every venue before it joins and keep checking it after.',
    icon: StarIcon,
  },
  {
    title: 'Fair and clear',
    description: 'Prices in coins shown before you book, and refunds that follow one simple rule.',
    icon: ShieldIcon,
  },
  {
    title: 'Love of the game',
    description:
      'We are players ourselves, and we build what we want to use on a Saturday morning.',
    icon: HeartIcon,
  },
];

export const TIMELINE = [
  {
    year: '2023',
    title: 'First kick-off',
    description: 'Pitchside starts as a WhatsApp group booking one pitch in Lekki.',
  },
  {
    year: '2024',
    title: 'Coins arrive',
    description: 'Prepaid coin packages replace cash at the gate; Abuja and Ibadan join.',
  },
  {
    year: '2025',
    title: 'Six sports, six cities',
    description: 'Port Harcourt, Kano and Enugu open, with courts for six sports.',
  },
  {
    year: '2026',
    title: '50+ locations',
    description: 'Over fifty venues and thousands of members across Nigeria.',
  },
] as const;

export const TEAM = [
  { name: 'Funmilayo Adeyemi', role: 'Co-founder and CEO' },
  { name: 'Chinedu Nwosu', role: 'Head of Member Experience' },
  { name: 'Aisha Bello', role: 'Head of Venues' },
  { name: 'Emeka Obi', role: 'Lead Engineer' },
] as const;

export const TECHNOLOGY: readonly Highlight[] = [
  {
    title: 'Live availability',
    description: 'Courts and open games for the next seven days, updated as members book.',
    icon: ClockIcon,
  },
  {
    title: 'Coin wallet',
    description:
      'Every coin earned, spent or refunded is recorded, and your balance always adds up.',
    icon: CoinsIcon,
  },
  {
    title: 'Secure card payments',
    description:
      'Packages are paid through a trusted card payment provider; we never see your card.',
    icon: ShieldIcon,
  },
  {
    title: 'Built for phones',
    description:
      'Book from anywhere in a few taps, on any screen, with keyboard and screen-reader support.',
    icon: BoltIcon,
  },
];

// The page frame's width and gutter (ui/Shell/PageFrame), on full-width bands.
const section = { w: 'full', maxW: 'page', mx: 'auto', px: 'gutter' } as const;

function HighlightGrid({ items }: { items: readonly Highlight[] }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
      {items.map((feature) => (
        <FeatureCard key={feature.title} {...feature} />
      ))}
    </SimpleGrid>
  );
}

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');

/** What the closing call asks of the reader: a visitor applies, a member plays. */
function joinCall(user: User | null): { text: string; label: string; to: string } {
  if (!user) {
    return {
      text: 'Apply for membership in a minute, or ask us anything: we are happy to help.',
      label: 'Apply to Join',
      to: '/register',
    };
  }
  if (isApproved(user)) {
    return {
      text: 'Find a court near you and book your next game, or ask us anything: we are happy to help.',
      label: 'Book a Court',
      to: '/locations',
    };
  }
  return {
    text: 'Your account and its status are on your dashboard; ask us anything: we are happy to help.',
    label: 'Go to Dashboard',
    to: '/dashboard',
  };
}

export interface AboutScreenProps {
  /** The signed-in user, or null for a visitor: it decides what the closing call offers. */
  user?: User | null;
}

/** The about page: mission, values, history, team and technology, then join or get in touch. */
export function AboutScreen({ user = null }: AboutScreenProps) {
  const call = joinCall(user);
  return (
    <Box pb="16">
      <Box bg="brand.subtle" pt={{ base: '10', md: '16' }} pb={{ base: '10', md: '14' }}>
        <Box {...section}>
          <Stack gap="4" maxW="3xl">
            <Text textStyle="overline" color="brand.fg">
              About us
            </Text>
            <Heading as="h1" textStyle="display">
              About Pitchside
            </Heading>
            <Text fontSize="lg" color="fg.muted">
              An invitation-only sports community that makes it easy to find a great court, a good
              game and the right people to play with, anywhere in Nigeria.
            </Text>
          </Stack>
        </Box>
      </Box>

      <Stack {...section} gap={{ base: '14', md: '20' }} pt={{ base: '10', md: '14' }}>
        <Box as="section" aria-labelledby="about-mission">
          <Heading id="about-mission" as="h2" size="2xl" mb="4">
            Our mission
          </Heading>
          <Text fontSize="lg" maxW="3xl">
            To give every Nigerian who loves sport a reliable place to play: well-kept venues, fair
            prices and a community that shows up. We take care of the booking, the payment and the
            people, so that all you have to bring is your game.
          </Text>
        </Box>

        <Box as="section" aria-labelledby="about-values">
          <Heading id="about-values" as="h2" size="2xl" mb="6">
            Our values
          </Heading>
          <HighlightGrid items={VALUES} />
        </Box>

        <Box as="section" aria-labelledby="about-timeline">
          <Heading id="about-timeline" as="h2" size="2xl" mb="6">
            Our story
          </Heading>
          <Stack
            as="ol"
            listStyleType="none"
            gap="0"
            borderStartWidth="2px"
            borderColor="brand.emphasized"
            ms="3"
          >
            {TIMELINE.map((entry) => (
              <Box as="li" key={entry.year} position="relative" ps="8" pb="6">
                <Box
                  aria-hidden="true"
                  position="absolute"
                  insetStart="-9px"
                  top="1"
                  boxSize="4"
                  borderRadius="full"
                  bg="brand.solid"
                />
                <Text textStyle="overline" color="brand.fg">
                  {entry.year}
                </Text>
                <Heading as="h3" size="md">
                  {entry.title}
                </Heading>
                <Text color="fg.muted">{entry.description}</Text>
              </Box>
            ))}
          </Stack>
        </Box>

        <Box as="section" aria-labelledby="about-team">
          <Heading id="about-team" as="h2" size="2xl" mb="6">
            Our team
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
            {TEAM.map((person) => (
              <Flex
                as="li"
                key={person.name}
                direction="column"
                align="center"
                textAlign="center"
                gap="2"
                p="5"
                borderWidth="1px"
                borderColor="border"
                borderRadius="l3"
              >
                <UserAvatar initials={initials(person.name)} size="xl" colorPalette="brand" />
                <Heading as="h3" size="md">
                  {person.name}
                </Heading>
                <Text color="fg.muted">{person.role}</Text>
              </Flex>
            ))}
          </SimpleGrid>
        </Box>

        <Box as="section" aria-labelledby="about-technology">
          <Flex align="center" gap="3" mb="6">
            <CodeIcon boxSize="6" color="brand.fg" />
            <Heading id="about-technology" as="h2" size="2xl">
              Our technology
            </Heading>
          </Flex>
          <HighlightGrid items={TECHNOLOGY} />
        </Box>

        <Box
          as="section"
          aria-labelledby="about-join"
          bg="brand.solid"
          color="brand.contrast"
          borderRadius="l3"
          p={{ base: '6', md: '10' }}
        >
          <Stack gap="4" align="flex-start">
            <Heading id="about-join" as="h2" size="2xl">
              Come and play with us
            </Heading>
            <Text maxW="2xl">{call.text}</Text>
            <Flex
              gap="3"
              direction={{ base: 'column', sm: 'row' }}
              w={{ base: 'full', sm: 'auto' }}
            >
              <Button asChild size="lg" colorPalette="accent">
                <RouterLink to={call.to}>{call.label}</RouterLink>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.800"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <RouterLink to="/contact">Contact Us</RouterLink>
              </Button>
            </Flex>
          </Stack>
        </Box>
      </Stack>
    </Box>
  );
}
