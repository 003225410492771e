import { Box, SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { COURT_TYPES, type Location } from '@domain';
import { ikoyiRacquetClub, lekkiArena, locations, yabaHoopsCentre } from '../../fixtures/locations';
import { statusLabel } from '../../theme/status';
import { LocationCard, ratingText } from './LocationCard';

const phone = { viewport: { value: 'phone', isRotated: false } } as const;

/** The card's picture, once it has loaded (scrolled to first: it loads lazily). */
async function loadedCover(card: HTMLElement): Promise<HTMLImageElement> {
  const image = card.querySelector('img');
  if (!image) throw new Error('The card has no picture');
  image.scrollIntoView({ block: 'center' });
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  return image;
}

/** The same venue drawn for each sport, and for a venue with no active court. */
const oneSportVenues: Location[] = [...COURT_TYPES, null].map((sport, index) => ({
  ...ikoyiRacquetClub,
  id: 1000 + index,
  name: sport ? `${statusLabel(sport)} only` : 'No courts yet',
  image: null,
  facilities: sport ? [sport] : [],
}));

/** A photo address that answers something other than an image. */
const brokenPhoto: Location = {
  ...yabaHoopsCentre,
  image: 'data:image/jpeg;base64,bm90IGEgcGhvdG8=',
};

const meta = {
  title: 'Components/Locations/LocationCard',
  component: LocationCard,
  args: { location: lekkiArena, onBookNow: fn() },
  decorators: [
    (Story) => (
      <SimpleGrid maxW="sm">
        <Story />
      </SimpleGrid>
    ),
  ],
} satisfies Meta<typeof LocationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Lekki Arena' });
    const photo = within(card).getByRole('img', { name: 'Courts at Lekki Arena' });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('src', lekkiArena.image);
    await expect(await loadedCover(card)).toBe(photo);
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(card).toHaveTextContent(lekkiArena.address);
    await expect(card).toHaveTextContent('Lagos, Lagos');
    const facilities = within(card).getByRole('list', { name: 'Facilities' });
    await expect(
      within(facilities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Football', 'Futsal', 'Tennis']);
    await expect(card).toHaveTextContent(ratingText(lekkiArena.rating, lekkiArena.reviews_count));
    await expect(card).toHaveTextContent(`${lekkiArena.hourly_rate} coins per hour`);
    await expect(card).toHaveTextContent('Open 06:00–22:00');
    await expect(card).toHaveTextContent('850 m');

    await userEvent.click(within(card).getByRole('button', { name: /Book Now/ }));
    await expect(args.onBookNow).toHaveBeenCalledWith(lekkiArena);
  },
};

export const DefaultPhone: Story = { ...Default, globals: phone };

/**
 * No photo: the drawing of the venue's main sport (its first facility), decorative (empty alt)
 * beside the venue's name and facilities, in the same 16:9 frame a photo has.
 */
export const NoImage: Story = {
  args: { location: yabaHoopsCentre },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: yabaHoopsCentre.name });
    await expect(within(card).queryByRole('img')).toBeNull();
    await expect(within(card).queryByText('No photo yet')).toBeNull();
    const drawing = await loadedCover(card);
    await expect(drawing).toHaveAttribute('alt', '');
    await expect(drawing.getAttribute('src')).toMatch(/basketball[^/]*\.svg$/);
    const frame = drawing.getBoundingClientRect();
    await expect(Math.round((frame.width / frame.height) * 9)).toBe(16);
    await expect(card).toHaveTextContent('3.2 km');
    await expect(card).toHaveTextContent(
      ratingText(yabaHoopsCentre.rating, yabaHoopsCentre.reviews_count),
    );
  },
};

export const NoImagePhone: Story = { ...NoImage, globals: phone };

/** One drawing per sport of the contract, and the general one for a venue without courts. */
export const IllustrationPerSport: Story = {
  decorators: [
    (Story) => (
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5" maxW="none">
        <Story />
      </SimpleGrid>
    ),
  ],
  render: (args) => (
    <>
      {oneSportVenues.map((location) => (
        <LocationCard key={location.id} {...args} location={location} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sources = new Set<string>();
    for (const [index, sport] of [...COURT_TYPES, 'venue'].entries()) {
      const venue = oneSportVenues[index] as Location;
      const card = canvas.getByRole('article', { name: venue.name });
      const drawing = await loadedCover(card);
      await expect(drawing.getAttribute('src')).toMatch(new RegExp(`${sport}[^/]*\\.svg$`));
      await expect(drawing).toHaveAttribute('alt', '');
      sources.add(drawing.src);
    }
    await expect(sources.size).toBe(COURT_TYPES.length + 1);
    await expect(canvas.queryByText('No photo yet')).toBeNull();
  },
};

export const IllustrationPerSportPhone: Story = { ...IllustrationPerSport, globals: phone };

/** A photo that does not load gives way to the drawing of the venue's main sport. */
export const BrokenPhoto: Story = {
  args: { location: brokenPhoto },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: brokenPhoto.name });
    await waitFor(() => expect(within(card).queryByRole('img')).toBeNull());
    const drawing = await loadedCover(card);
    await expect(drawing.getAttribute('src')).toMatch(/basketball[^/]*\.svg$/);
  },
};

export const BrokenPhotoPhone: Story = { ...BrokenPhoto, globals: phone };

/** In the dark theme the drawing is dimmed a little, so it does not glare. */
export const NoImageDark: Story = {
  args: { location: yabaHoopsCentre },
  decorators: [
    (Story) => (
      <Box className="dark" bg="bg" color="fg" p="4">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: yabaHoopsCentre.name });
    const drawing = await loadedCover(card);
    await expect(getComputedStyle(drawing).filter).toBe('brightness(0.85)');
  },
};

/** Every fixture venue: long names, no distance, every facility. */
export const AllVenues: Story = {
  decorators: [
    (Story) => (
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5" maxW="none">
        <Story />
      </SimpleGrid>
    ),
  ],
  render: (args) => (
    <>
      {locations.map((location) => (
        <LocationCard key={location.id} {...args} location={location} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(locations.length);
    await expect(canvas.getAllByRole('button', { name: /Book Now/ })).toHaveLength(
      locations.length,
    );
  },
};

/** With the venue's day at a glance: a link under Book Now, named with the venue. */
export const WithDayLink: Story = {
  args: { dayHref: `/locations/${lekkiArena.id}/day` },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'See the day at Lekki Arena' });
    await expect(link).toHaveAttribute('href', `/locations/${lekkiArena.id}/day`);
  },
};
