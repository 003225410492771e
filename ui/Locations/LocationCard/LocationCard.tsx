import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  chakra,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useId, useState } from 'react';
import { formatCoins, formatDistance, formatTime, type Location } from '@domain';
import { ClockIcon, CoinsIcon, MapPinIcon, StarIcon } from '../../Shell/Icons/VenueIcons';
import { statusLabel } from '../../theme/status';
import { ILLUSTRATION_SIZE, illustrationOf } from '../illustrations';
import { RouterLink } from '../../Navigation/AppLink';

export interface LocationCardProps {
  location: Location;
  onBookNow: (location: Location) => void;
  /** The heading level of the name, so the card fits the outline of the page around it. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  bookNowLabel?: string;
  /** Where the venue's day at a glance is (docs/day-grid.md); no link without it. */
  dayHref?: string;
  dayLabel?: string;
}

/** 'Rated 4.6 out of 5 from 128 reviews': the rating as a sentence for screen readers. */
export function ratingText(rating: number, reviews: number): string {
  const count = `${reviews} ${reviews === 1 ? 'review' : 'reviews'}`;
  return `Rated ${rating.toFixed(1)} out of 5 from ${count}`;
}

/** The picture's width beside the name on a phone. */
const COVER_WIDTH_PHONE = '6rem';

/**
 * The card's picture: the venue's own photo, or else the drawing of its main sport, also when the
 * photo fails to load. The frame keeps 16:9 before anything arrives, so nothing moves when it
 * does; width and height give the same ratio (a photo's own size is unknown until it loads). The
 * photo is described; the drawing is decorative (empty alt): it shows a sport, not this venue, and
 * the heading and facilities beside it already say both (docs/imagery.md).
 *
 * On a phone it is a small picture beside the venue's name, so a screen holds more than one venue;
 * from `md`, where the cards stand side by side, it spans the top of the card, edge to edge.
 */
function Cover({ location }: { location: Location }) {
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  const photo = location.image !== null && location.image !== failedPhoto ? location.image : null;
  return (
    // CSS's own aspect ratio holds the cover's place before the picture arrives (no shift).
    <Box
      aspectRatio="16 / 9"
      bg="brand.subtle"
      overflow="hidden"
      flexShrink="0"
      w={{ base: COVER_WIDTH_PHONE, md: 'auto' }}
      rounded={{ base: 'l2', md: 'none' }}
      // From md the body's padding is taken back, so the picture reaches the card's edges.
      mx={{ md: 'calc(var(--card-padding) * -1)' }}
      mt={{ md: 'calc(var(--card-padding) * -1)' }}
    >
      <chakra.img
        key={photo ?? ''}
        src={photo ?? illustrationOf(location)}
        alt={photo ? `Courts at ${location.name}` : ''}
        htmlWidth={ILLUSTRATION_SIZE.width}
        htmlHeight={ILLUSTRATION_SIZE.height}
        loading="lazy"
        decoding="async"
        display="block"
        w="full"
        h="full"
        objectFit="cover"
        onError={photo ? () => setFailedPhoto(photo) : undefined}
        // The drawing is made for a light page: dimmed a little so it does not glare in the dark.
        _dark={photo ? undefined : { filter: 'brightness(0.85)' }}
      />
    </Box>
  );
}

/** A venue in the locations list: what it offers, what it costs, and a way to book it. */
export function LocationCard({
  location,
  onBookNow,
  headingLevel = 'h3',
  bookNowLabel = 'Book Now',
  dayHref,
  dayLabel = 'See the day',
}: LocationCardProps) {
  const rating = ratingText(location.rating, location.reviews_count);
  const headingId = useId();
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      overflow="hidden"
      variant="outline"
      data-location-id={location.id}
    >
      <Card.Body gap="3">
        <Flex
          direction={{ base: 'row', md: 'column' }}
          align={{ base: 'start', md: 'stretch' }}
          gap={{ base: '3', md: '6' }}
        >
          <Cover location={location} />
          <Stack gap="1" flex="1" minW="0">
            <Flex justify="space-between" align="start" gap="2" wrap="wrap">
              <Heading as={headingLevel} id={headingId} size="md">
                {location.name}
              </Heading>
              {location.distance !== null ? (
                <Badge variant="surface" colorPalette="gray">
                  <Box as="span" srOnly>
                    Distance:{' '}
                  </Box>
                  {formatDistance(location.distance)}
                </Badge>
              ) : null}
            </Flex>
            <HStack gap="1.5" align="start" color="fg.muted" fontSize="sm">
              <MapPinIcon aria-hidden="true" boxSize="4" mt="0.5" flexShrink="0" />
              <Box>
                <Text>{location.address}</Text>
                <Text>
                  {location.city}, {location.state}
                </Text>
              </Box>
            </HStack>
          </Stack>
        </Flex>
        <Box display="flex" flexWrap="wrap" gap="1.5" aria-label="Facilities" role="list">
          {location.facilities.map((facility) => (
            <Badge key={facility} role="listitem" colorPalette="brand" variant="subtle">
              {statusLabel(facility)}
            </Badge>
          ))}
        </Box>
        <Stack gap="1" fontSize="sm">
          <HStack gap="1">
            <StarIcon aria-hidden="true" color="accent.fg" boxSize="4" />
            <Text aria-hidden="true" fontWeight="semibold">
              {location.rating.toFixed(1)}
            </Text>
            <Text aria-hidden="true" color="fg.muted">
              ({location.reviews_count} reviews)
            </Text>
            <Box as="span" srOnly>
              {rating}
            </Box>
          </HStack>
          <HStack gap="1.5">
            <CoinsIcon aria-hidden="true" boxSize="4" color="fg.muted" />
            <Text>
              <Text as="span" fontWeight="semibold">
                {formatCoins(location.hourly_rate)}
              </Text>{' '}
              per hour
            </Text>
          </HStack>
          <HStack gap="1.5" color="fg.muted">
            <ClockIcon aria-hidden="true" boxSize="4" />
            <Text>
              Open {formatTime(location.opening_time)}–{formatTime(location.closing_time)}
            </Text>
          </HStack>
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Box w="full">
          <Button w="full" onClick={() => onBookNow(location)}>
            {bookNowLabel}
            <Box as="span" srOnly>
              {' '}
              at {location.name}
            </Box>
          </Button>
          {dayHref ? (
            <Button asChild variant="ghost" w="full" mt="2">
              <RouterLink to={dayHref}>
                {dayLabel}
                <Box as="span" srOnly>
                  {' '}
                  at {location.name}
                </Box>
              </RouterLink>
            </Button>
          ) : null}
        </Box>
      </Card.Footer>
    </Card.Root>
  );
}
