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
import { ABOUT_COPY } from './copy';

type Highlight = FeatureCardProps;

const text = ABOUT_COPY;

const { values, technology } = text;

export const VALUES: readonly Highlight[] = [
  { ...values.community, icon: UsersIcon },
  { ...values.quality, icon: StarIcon },
  { ...values.fairness, icon: ShieldIcon },
  { ...values.love, icon: HeartIcon },
];

export const TECHNOLOGY: readonly Highlight[] = [
  { ...technology.availability, icon: ClockIcon },
  { ...technology.wallet, icon: CoinsIcon },
  { ...technology.payments, icon: ShieldIcon },
  { ...technology.phones, icon: BoltIcon },
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
  if (!user) return { ...text.join.visitor, to: '/register' };
  if (isApproved(user)) return { ...text.join.member, to: '/locations' };
  return { ...text.join.unapproved, to: '/dashboard' };
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
              {text.overline}
            </Text>
            <Heading as="h1" textStyle="display">
              {text.title}
            </Heading>
            <Text fontSize="lg" color="fg.muted">
              {text.intro}
            </Text>
          </Stack>
        </Box>
      </Box>

      <Stack {...section} gap={{ base: '14', md: '20' }} pt={{ base: '10', md: '14' }}>
        <Box as="section" aria-labelledby="about-mission">
          <Heading id="about-mission" as="h2" size="2xl" mb="4">
            {text.missionTitle}
          </Heading>
          <Text fontSize="lg" maxW="3xl">
            {text.mission}
          </Text>
        </Box>

        <Box as="section" aria-labelledby="about-values">
          <Heading id="about-values" as="h2" size="2xl" mb="6">
            {text.valuesTitle}
          </Heading>
          <HighlightGrid items={VALUES} />
        </Box>

        <Box as="section" aria-labelledby="about-timeline">
          <Heading id="about-timeline" as="h2" size="2xl" mb="6">
            {text.storyTitle}
          </Heading>
          <Stack
            as="ol"
            listStyleType="none"
            gap="0"
            borderStartWidth="2px"
            borderColor="brand.emphasized"
            ms="3"
          >
            {text.timeline.map((entry) => (
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
            {text.teamTitle}
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
            {text.team.map((person) => (
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
              {text.technologyTitle}
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
              {text.joinTitle}
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
                <RouterLink to="/contact">{text.contact}</RouterLink>
              </Button>
            </Flex>
          </Stack>
        </Box>
      </Stack>
    </Box>
  );
}
