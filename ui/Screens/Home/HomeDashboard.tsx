import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { Tabs } from '../../Navigation/Tabs';
import {
  expiringCoinsText,
  formatCoins,
  formatDate,
  formatSchedule,
  type Booking,
  type Location,
  type User,
} from '@domain';
import type { ReactNode } from 'react';
import { StatTile } from '../../Dashboard/StatTile';
import { EmptyState } from '../../Feedback/EmptyState';
import { ErrorState } from '../../Feedback/ErrorState';
import { PageSpinner } from '../../Feedback/PageSpinner';
import { BookingKind } from '../../Booking/BookingKind';
import { StatusBadge } from '../../Feedback/StatusBadge';
import { AppLink, RouterLink } from '../../Navigation/AppLink';
import type { Remote } from '../../remote';
import {
  CalendarIcon,
  CheckCircleIcon,
  CoinsIcon,
  LocationsIcon,
  NewsIcon,
  StarIcon,
} from '../../Shell/Icons';
import { isNewMember, type HomeFigures, type HomeSection, type NewsItem } from './homeTypes';

// The page frame's width and gutter (ui/Shell/PageFrame), on full-width bands.
const section = { w: 'full', maxW: 'page', mx: 'auto', px: 'gutter' } as const;

const sportName = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);

/** Loading, failure and success of one part of the dashboard, each rendered the same way. */
function RemoteView<T>({
  remote,
  loadingLabel,
  errorTitle,
  onRetry,
  children,
}: {
  remote: Remote<T>;
  loadingLabel: string;
  errorTitle: string;
  onRetry?: () => void;
  children: (data: T) => ReactNode;
}) {
  if (remote.status === 'loading') {
    return <PageSpinner label={loadingLabel} showLabel minH="12rem" />;
  }
  if (remote.status === 'error') {
    return <ErrorState title={errorTitle} message={remote.message} onRetry={onRetry} />;
  }
  return <>{children(remote.data)}</>;
}

function Figures({ figures, onRetry }: { figures: Remote<HomeFigures>; onRetry?: () => void }) {
  if (figures.status === 'error') {
    return (
      <ErrorState
        title="Your figures could not be loaded"
        message={figures.message}
        onRetry={onRetry}
      />
    );
  }
  const data = figures.status === 'success' ? figures.data : null;
  const busy = data === null;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <StatTile
        label="Upcoming"
        value={data?.upcoming}
        helpText="Games booked"
        icon={<CalendarIcon />}
        loading={busy}
      />
      <StatTile
        label="Completed"
        value={data?.completed}
        helpText="Games played"
        icon={<CheckCircleIcon />}
        colorPalette="green"
        loading={busy}
      />
      <StatTile
        label="Coins"
        value={data ? formatCoins(data.coins) : null}
        helpText={data?.expiring ? expiringCoinsText(data.expiring) : 'Available to spend'}
        icon={<CoinsIcon />}
        colorPalette="accent"
        loading={busy}
      />
      <StatTile
        label="Locations"
        value={data?.locations}
        helpText="Places to play"
        icon={<LocationsIcon />}
        colorPalette="blue"
        loading={busy}
      />
    </SimpleGrid>
  );
}

function UpcomingGame({ booking }: { booking: Booking }) {
  return (
    <Card.Root as="li" variant="outline" size="sm">
      <Card.Body>
        <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap="1" minW="0">
            <Heading as="h3" size="sm">
              {sportName(booking.facility)} at {booking.location.name}
            </Heading>
            <BookingKind booking={booking} />
            <Text textStyle="sm" color="fg.muted">
              {formatSchedule(booking.date, booking.start_time, booking.end_time)} ·{' '}
              {booking.court.name}
            </Text>
          </Stack>
          <HStack gap="2" flexShrink="0">
            <Text textStyle="sm" fontWeight="semibold">
              {formatCoins(booking.coin_cost)}
            </Text>
            <StatusBadge kind="booking" value={booking.status} />
          </HStack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

function NewLocation({ location }: { location: Location }) {
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="2">
        <Heading as="h3" size="md">
          {location.name}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {location.city}, {location.state}
        </Text>
        <Text textStyle="sm">{location.description}</Text>
        <Wrap gap="1.5">
          {location.facilities.map((facility) => (
            <Badge key={facility} variant="subtle" colorPalette="brand">
              {sportName(facility)}
            </Badge>
          ))}
        </Wrap>
        <HStack gap="4" textStyle="sm" color="fg.muted" wrap="wrap">
          <HStack gap="1">
            <StarIcon color="accent.fg" />
            <span>
              {location.rating.toFixed(1)} ({location.reviews_count} reviews)
            </span>
          </HStack>
          <span>{formatCoins(location.hourly_rate)} an hour</span>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function NewsEntry({ item }: { item: NewsItem }) {
  return (
    <Box
      as="li"
      borderBottomWidth="1px"
      borderColor="border"
      pb="4"
      _last={{ borderBottomWidth: 0 }}
    >
      <Box as="article" aria-labelledby={`news-${item.id}`}>
        <Text textStyle="caption">
          <time dateTime={item.date}>{formatDate(item.date)}</time>
        </Text>
        <Heading as="h3" size="sm" id={`news-${item.id}`} mt="1">
          {item.title}
        </Heading>
        <Text mt="1" color="fg.muted" textStyle="sm">
          {item.summary}
        </Text>
      </Box>
    </Box>
  );
}

export interface HomeDashboardProps {
  user: User;
  figures: Remote<HomeFigures>;
  upcomingGames: Remote<Booking[]>;
  newLocations: Remote<Location[]>;
  news: Remote<readonly NewsItem[]>;
  onRetry?: (section: HomeSection) => void;
}

export function HomeDashboard({
  user,
  figures,
  upcomingGames,
  newLocations,
  news,
  onRetry,
}: HomeDashboardProps) {
  const retry = (part: HomeSection) => (onRetry ? () => onRetry(part) : undefined);
  // Until the figures arrive the member is greeted as returning, the usual case.
  const newMember = figures.status === 'success' && isNewMember(figures.data);
  return (
    <Box pb="12">
      <Box
        bgGradient="to-br"
        gradientFrom="brand.950"
        gradientTo="brand.800"
        color="white"
        pt={{ base: '24', md: '28' }}
        pb={{ base: '16', md: '20' }}
      >
        <Flex
          {...section}
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ base: 'flex-start', md: 'flex-end' }}
          gap="5"
        >
          <Stack gap="2">
            <Text textStyle="overline" color="accent.200">
              Your dashboard
            </Text>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {newMember
                ? `Welcome to Pitchside, ${user.first_name}!`
                : `Welcome back, ${user.first_name}!`}
            </Heading>
            <Text color="whiteAlpha.900">
              {newMember
                ? 'Courts and open games are paid for in coins. Buy coins to book your first game.'
                : 'Here is what is coming up for you on Pitchside.'}
            </Text>
          </Stack>
          <Button asChild size="lg" colorPalette="accent" flexShrink="0">
            {newMember ? (
              <RouterLink to="/subscriptions">Buy Coins</RouterLink>
            ) : (
              <RouterLink to="/locations">Book New Session</RouterLink>
            )}
          </Button>
        </Flex>
      </Box>

      <Box as="section" aria-label="Your figures" {...section} mt={{ base: '-10', md: '-12' }}>
        <Figures figures={figures} onRetry={retry('figures')} />
      </Box>

      <Box {...section} mt="10">
        <Tabs.Root defaultValue="upcoming" variant="line" colorPalette="brand">
          <Tabs.List
            aria-label="Your games and news"
            overflowX="auto"
            overflowY="hidden"
            maxW="100%"
          >
            <Tabs.Trigger value="upcoming" flexShrink="0">
              <CalendarIcon />
              Upcoming Games
            </Tabs.Trigger>
            <Tabs.Trigger value="locations" flexShrink="0">
              <LocationsIcon />
              New Locations
            </Tabs.Trigger>
            <Tabs.Trigger value="news" flexShrink="0">
              <NewsIcon />
              News &amp; Updates
            </Tabs.Trigger>
          </Tabs.List>

          <Tabs.Content value="upcoming" pt="5">
            <Heading as="h2" srOnly>
              Upcoming Games
            </Heading>
            <RemoteView
              remote={upcomingGames}
              loadingLabel="Loading upcoming games…"
              errorTitle="Upcoming games could not be loaded"
              onRetry={retry('upcomingGames')}
            >
              {(games) =>
                games.length === 0 ? (
                  <EmptyState
                    icon={<CalendarIcon />}
                    title="No upcoming games"
                    description="Book a court or join an open game and it will show up here."
                    action={
                      <Button asChild colorPalette="brand">
                        <RouterLink to="/locations">Find a Location</RouterLink>
                      </Button>
                    }
                  />
                ) : (
                  <Stack gap="4">
                    <Stack as="ul" listStyleType="none" gap="3">
                      {games.map((booking) => (
                        <UpcomingGame key={booking.id} booking={booking} />
                      ))}
                    </Stack>
                    <AppLink to="/bookings" alignSelf="flex-start" fontWeight="semibold">
                      View all bookings
                    </AppLink>
                  </Stack>
                )
              }
            </RemoteView>
          </Tabs.Content>

          <Tabs.Content value="locations" pt="5">
            <Heading as="h2" srOnly>
              New Locations
            </Heading>
            <RemoteView
              remote={newLocations}
              loadingLabel="Loading new locations…"
              errorTitle="New locations could not be loaded"
              onRetry={retry('newLocations')}
            >
              {(locations) =>
                locations.length === 0 ? (
                  <EmptyState
                    icon={<LocationsIcon />}
                    title="No new locations"
                    description="New venues appear here as soon as they open."
                  />
                ) : (
                  <Stack gap="4">
                    <SimpleGrid
                      as="ul"
                      listStyleType="none"
                      columns={{ base: 1, md: 2, lg: 3 }}
                      gap="4"
                    >
                      {locations.map((location) => (
                        <NewLocation key={location.id} location={location} />
                      ))}
                    </SimpleGrid>
                    <AppLink to="/locations" alignSelf="flex-start" fontWeight="semibold">
                      Browse all locations
                    </AppLink>
                  </Stack>
                )
              }
            </RemoteView>
          </Tabs.Content>

          <Tabs.Content value="news" pt="5">
            <Heading as="h2" srOnly>
              News &amp; Updates
            </Heading>
            <RemoteView
              remote={news}
              loadingLabel="Loading news…"
              errorTitle="News could not be loaded"
              onRetry={retry('news')}
            >
              {(items) =>
                items.length === 0 ? (
                  <EmptyState icon={<NewsIcon />} title="No news yet" />
                ) : (
                  <Stack as="ul" listStyleType="none" gap="4" maxW="3xl">
                    {items.map((item) => (
                      <NewsEntry key={item.id} item={item} />
                    ))}
                  </Stack>
                )
              }
            </RemoteView>
          </Tabs.Content>
        </Tabs.Root>
      </Box>
    </Box>
  );
}
