import { SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { lekkiArena, locations, yabaHoopsCentre } from '../../fixtures/locations';
import { LocationCard, ratingText } from './LocationCard';

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
    await expect(within(card).getByRole('img', { name: 'Courts at Lekki Arena' })).toBeVisible();
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

/** No cover picture: a quiet placeholder block, hidden from screen readers, keeps the layout. */
export const NoImage: Story = {
  args: { location: yabaHoopsCentre },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: yabaHoopsCentre.name });
    await expect(within(card).queryByRole('img')).toBeNull();
    await expect(within(card).getByText('No photo yet')).toBeVisible();
    await expect(card).toHaveTextContent('3.2 km');
    await expect(card).toHaveTextContent(
      ratingText(yabaHoopsCentre.rating, yabaHoopsCentre.reviews_count),
    );
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
