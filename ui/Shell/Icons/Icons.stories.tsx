import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as shellIcons from './Icons';
import { IconTile } from './IconTile';
import * as pageIcons from './PageIcons';

/** Every icon by name: the shell's, then the pages'. */
const ICONS = { ...shellIcons, ...pageIcons };
const { StarIcon } = pageIcons;

const meta = {
  title: 'Components/Shell/Icons',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole set, each with its name: icons are decorative, so each is hidden from screen readers. */
export const Catalogue: Story = {
  render: () => (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
      {Object.entries(ICONS).map(([name, Icon]) => (
        <Stack key={name} align="center" gap="2" color="brand.fg">
          <Icon boxSize="6" />
          <Text textStyle="caption">{name}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const names = Object.keys(ICONS);
    for (const name of names) await expect(within(canvasElement).getByText(name)).toBeVisible();
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs).toHaveLength(names.length);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The tile feature and contact cards put an icon on. */
export const Tile: Story = {
  render: () => (
    <IconTile>
      <StarIcon />
    </IconTile>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  },
};
