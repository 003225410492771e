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
import { LANDING_COPY } from './copy';

const text = LANDING_COPY;

/** The in-page anchors of the fixed nav (SPEC §2 Landing), each named as its section's overline. */
export const LANDING_ANCHORS = (['excellence', 'network', 'culture', 'elite'] as const).map(
  (id) => ({ id, label: text[id].overline }),
);

interface Pillar {
  title: string;
  description: string;
  icon: ComponentType;
}

const { excellence, network } = text;

export const EXCELLENCE_PILLARS: readonly Pillar[] = [
  { ...excellence.pillars.facilities, icon: StarIcon },
  { ...excellence.pillars.access, icon: BoltIcon },
  { ...excellence.pillars.community, icon: UsersIcon },
];

export const NETWORK_PILLARS: readonly Pillar[] = [
  { ...network.pillars.scouting, icon: SearchIcon },
  { ...network.pillars.partnerships, icon: BriefcaseIcon },
  { ...network.pillars.impact, icon: HeartIcon },
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
            aria-label={text.nav}
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
              <RouterLink to="/login">{text.login}</RouterLink>
            </Button>
            <Button asChild size={{ base: 'xs', md: 'sm' }} colorPalette="accent">
              <RouterLink to="/register">{text.join}</RouterLink>
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
              {text.overline}
            </Text>
            <Heading id="landing-hero-title" as="h1" textStyle="display">
              {text.title}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.800">
              {text.intro}
            </Text>
            <Flex
              gap="3"
              direction={{ base: 'column', sm: 'row' }}
              w={{ base: 'full', sm: 'auto' }}
            >
              <Button asChild size="xl" colorPalette="accent">
                <RouterLink to="/register">{text.apply}</RouterLink>
              </Button>
              <Button asChild size="xl" {...onDarkOutline}>
                <a href="#excellence">{text.explore}</a>
              </Button>
            </Flex>
          </Stack>
        </Box>

        <Box as="section" aria-label={text.numbers} {...section} py="10">
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="4">
            {text.stats.map((stat) => (
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
              {text.excellence.overline}
            </Text>
            <Heading id="landing-excellence-title" as="h2" size="3xl">
              {text.excellence.title}
            </Heading>
            <Text color="whiteAlpha.800">{text.excellence.intro}</Text>
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
                {text.culture.overline}
              </Text>
              <Heading id="landing-culture-title" as="h2" size="3xl">
                {text.culture.title}
              </Heading>
              <Text color="whiteAlpha.900" fontSize="lg">
                {text.culture.text}
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
              {text.elite.overline}
            </Text>
            <Heading id="landing-elite-title" as="h2" size="3xl">
              {text.elite.title}
            </Heading>
            <Text color="whiteAlpha.900" maxW="2xl">
              {text.elite.text}
            </Text>
            <Button asChild size="lg" bg="white" color="gray.900" _hover={{ bg: 'gray.100' }}>
              <RouterLink to="/register">{text.elite.request}</RouterLink>
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
              {text.network.overline}
            </Text>
            <Heading id="landing-network-title" as="h2" size="3xl">
              {text.network.title}
            </Heading>
            <Text color="whiteAlpha.800">{text.network.intro}</Text>
          </Stack>
          <PillarGrid pillars={NETWORK_PILLARS} />
        </Box>
      </Box>
    </Box>
  );
}
