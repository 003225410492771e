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
import type { User } from '@domain';
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
import { HOME_MARKETING_COPY } from './copy';

const text = HOME_MARKETING_COPY;

type Feature = FeatureCardProps;

const { features } = text;

export const MARKETING_FEATURES: readonly Feature[] = [
  { ...features.booking, icon: BoltIcon },
  { ...features.coins, icon: CoinsIcon },
  { ...features.members, icon: ShieldIcon },
  { ...features.facilities, icon: StarIcon },
  { ...features.sports, icon: BallIcon },
  { ...features.cities, icon: LocationsIcon },
];

// The page frame's width and gutter (ui/Shell/PageFrame), on full-width bands.
const section = { w: 'full', maxW: 'page', mx: 'auto', px: 'gutter' } as const;

export interface HomeMarketingProps {
  /** A signed-in member awaiting approval sees their status and is not asked to register. */
  user: User | null;
}

export function HomeMarketing({ user }: HomeMarketingProps) {
  const primaryAction = user
    ? { label: text.dashboard, to: '/dashboard' }
    : { label: text.apply, to: '/register' };
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
            {text.overline}
          </Text>
          <Heading id="home-hero-title" as="h1" textStyle="display">
            {text.title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900">
            {text.intro}
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
              <RouterLink to="/about">{text.learnMore}</RouterLink>
            </Button>
          </Flex>
        </Stack>
      </Box>

      {user ? (
        <Box {...section} pt="6">
          <ApprovalBanner status={user.account_status} />
        </Box>
      ) : null}

      <Box as="section" aria-label={text.numbers} {...section} py="10">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="4">
          {text.stats.map((stat) => (
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
            {text.featuresTitle}
          </Heading>
          <Text color="fg.muted">{text.featuresIntro}</Text>
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
            {text.stepsTitle}
          </Heading>
          <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
            {text.steps.map((step, index) => (
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
                      {text.step(index + 1)}
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
              {text.ctaTitle}
            </Heading>
            <Text>{text.cta}</Text>
            <Button asChild size="lg" colorPalette="accent">
              <RouterLink to={primaryAction.to}>
                {user ? primaryAction.label : text.join}
              </RouterLink>
            </Button>
          </Stack>
        </Box>
        <Card.Root as="section" aria-labelledby="home-help-title" variant="outline">
          <Card.Body gap="3">
            <Heading id="home-help-title" as="h2" size="lg">
              {text.helpTitle}
            </Heading>
            <Text color="fg.muted">{text.help}</Text>
          </Card.Body>
          <Card.Footer>
            <Button asChild variant="outline" colorPalette="brand">
              <RouterLink to="/contact">{text.contact}</RouterLink>
            </Button>
          </Card.Footer>
        </Card.Root>
      </SimpleGrid>
    </Box>
  );
}
