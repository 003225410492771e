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
import { RESPONSE_TIME_HOURS, type User } from '@domain';
import { ApprovalBanner } from '../../Feedback/ApprovalBanner';
import { RouterLink } from '../../Navigation/AppLink';
import {
  BallIcon,
  BoltIcon,
  CoinsIcon,
  LocationsIcon,
  ShieldIcon,
  StarIcon,
  FeatureCard,
  type FeatureCardProps,
} from '../../Shell/Icons';

/** Marketing copy: SPEC §9 says the home page's figures are marketing copy, not data. */
export const MARKETING_STATS = [
  { value: '5K+', label: 'Members' },
  { value: '50+', label: 'Locations' },
  { value: '6', label: 'Sports' },
  { value: '25K+', label: 'Games Played' },
] as const;

type Feature = FeatureCardProps;

export const MARKETING_FEATURES: readonly Feature[] = [
  {
    title: 'Book in Seconds',
    description: 'See free courts and open games for the next seven days and book in a few taps.',
    icon: BoltIcon,
  },
  {
    title: 'Prepaid Coins',
    description:
      'Buy a coin package once and pay for every booking from your wallet, with no cash.',
    icon: CoinsIcon,
  },
  {
    title: 'Verified Members',
    description:
      'Every member is approved by our staff, so you always play with people you can trust.',
    icon: ShieldIcon,
  },
  {
    title: 'Premium Facilities',
    description: 'Floodlit pitches, indoor halls and proper surfaces, checked by our team.',
    icon: StarIcon,
  },
  {
    title: 'Six Sports',
    description:
      'Football, futsal, basketball, tennis, volleyball and badminton in one membership.',
    icon: BallIcon,
  },
  {
    title: 'Across Nigeria',
    description: 'Venues in Lagos, Abuja, Port Harcourt, Ibadan, Kano and Enugu.',
    icon: LocationsIcon,
  },
];

export const MARKETING_STEPS = [
  {
    title: 'Apply to join',
    description: 'Register with your name, e-mail and phone number.',
  },
  {
    title: 'Get approved and top up',
    description: 'Our staff approve your account; then buy a coin package.',
  },
  {
    title: 'Book and play',
    description: 'Pick a location, a court and a time, and turn up to play.',
  },
] as const;

// The page frame's width and gutter (ui/Shell/PageFrame), on full-width bands.
const section = { w: 'full', maxW: 'page', mx: 'auto', px: 'gutter' } as const;

export interface HomeMarketingProps {
  /** A signed-in member awaiting approval sees their status and is not asked to register. */
  user: User | null;
}

export function HomeMarketing({ user }: HomeMarketingProps) {
  const primaryAction = user
    ? { label: 'Go to Dashboard', to: '/dashboard' }
    : { label: 'Apply to Join', to: '/register' };
  return (
    <Box>
      <Box
        as="section"
        aria-labelledby="home-hero-title"
        bgGradient="to-br"
        gradientFrom="brand.950"
        gradientTo="brand.800"
        color="white"
        pt={{ base: '28', md: '36' }}
        pb={{ base: '14', md: '20' }}
      >
        <Stack {...section} gap="6" maxW="4xl" textAlign={{ base: 'left', md: 'center' }}>
          <Text textStyle="overline" color="accent.200">
            Invitation-only sports community
          </Text>
          <Heading id="home-hero-title" as="h1" textStyle="display">
            Book courts. Join games. Play more.
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900">
            Pitchside brings Nigeria&apos;s players together at the best venues in six cities. Book
            a court or join an open game, and pay with prepaid coins.
          </Text>
          <Flex
            gap="3"
            direction={{ base: 'column', sm: 'row' }}
            justify={{ md: 'center' }}
            align={{ base: 'stretch', sm: 'center' }}
          >
            <Button asChild size="lg" colorPalette="accent">
              <RouterLink to={primaryAction.to}>{primaryAction.label}</RouterLink>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              <RouterLink to="/about">Learn About Pitchside</RouterLink>
            </Button>
          </Flex>
        </Stack>
      </Box>

      {user ? (
        <Box {...section} pt="6">
          <ApprovalBanner status={user.account_status} />
        </Box>
      ) : null}

      <Box as="section" aria-label="Pitchside in numbers" {...section} py="10">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="4">
          {MARKETING_STATS.map((stat) => (
            <Box
              as="li"
              key={stat.label}
              textAlign="center"
              p="4"
              borderRadius="l3"
              bg="brand.subtle"
            >
              <Text textStyle="figure" color="brand.fg">
                {stat.value}
              </Text>
              <Text color="fg.muted" fontWeight="medium">
                {stat.label}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Box>

      <Box as="section" aria-labelledby="home-features-title" {...section} py="10">
        <Stack gap="2" mb="8" textAlign="center">
          <Heading id="home-features-title" as="h2" size="2xl">
            Everything you need to play
          </Heading>
          <Text color="fg.muted">One membership, one wallet, every sport.</Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
          {MARKETING_FEATURES.map((feature) => (
            <FeatureCard key={feature.title} {...feature} />
          ))}
        </SimpleGrid>
      </Box>

      <Box as="section" aria-labelledby="home-steps-title" bg="bg.subtle" py="12">
        <Box {...section}>
          <Heading id="home-steps-title" as="h2" size="2xl" textAlign="center" mb="8">
            How it works
          </Heading>
          <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
            {MARKETING_STEPS.map((step, index) => (
              <HStack as="li" key={step.title} align="flex-start" gap="4">
                <Flex
                  aria-hidden="true"
                  flexShrink="0"
                  boxSize="10"
                  borderRadius="full"
                  bg="accent.solid"
                  color="accent.contrast"
                  align="center"
                  justify="center"
                  fontWeight="bold"
                >
                  {index + 1}
                </Flex>
                <Stack gap="1">
                  <Heading as="h3" size="md">
                    <Box as="span" srOnly>
                      Step {index + 1}:{' '}
                    </Box>
                    {step.title}
                  </Heading>
                  <Text color="fg.muted">{step.description}</Text>
                </Stack>
              </HStack>
            ))}
          </SimpleGrid>
        </Box>
      </Box>

      <SimpleGrid {...section} columns={{ base: 1, lg: 3 }} gap="6" py="12">
        <Box
          as="section"
          aria-labelledby="home-cta-title"
          gridColumn={{ lg: 'span 2' }}
          bg="brand.solid"
          color="brand.contrast"
          borderRadius="l3"
          p={{ base: '6', md: '10' }}
        >
          <Stack gap="4" align="flex-start">
            <Heading id="home-cta-title" as="h2" size="2xl">
              Ready to play?
            </Heading>
            <Text>
              Join the members who book their weekly game on Pitchside. Applications take a minute.
            </Text>
            <Button asChild size="lg" colorPalette="accent">
              <RouterLink to={primaryAction.to}>
                {user ? primaryAction.label : 'Join Pitchside'}
              </RouterLink>
            </Button>
          </Stack>
        </Box>
        <Card.Root as="section" aria-labelledby="home-help-title" variant="outline">
          <Card.Body gap="3">
            <Heading id="home-help-title" as="h2" size="lg">
              Need help?
            </Heading>
            <Text color="fg.muted">
              Questions about joining, coins or bookings? We answer e-mails within{' '}
              {RESPONSE_TIME_HOURS.email} hours and WhatsApp messages within{' '}
              {RESPONSE_TIME_HOURS.whatsapp} hour.
            </Text>
          </Card.Body>
          <Card.Footer>
            <Button asChild variant="outline" colorPalette="brand">
              <RouterLink to="/contact">Contact Us</RouterLink>
            </Button>
          </Card.Footer>
        </Card.Root>
      </SimpleGrid>
    </Box>
  );
}
