import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StatTile } from '../../Dashboard/StatTile';
import { success, type Remote } from '../../remote';
import { FigurePanel, FigureTable } from './FigurePanel';
import { figureBlockStories, figureOf, fitsTheWidth } from './figureStories';
import { SimpleGrid } from '@chakra-ui/react';

interface Courts {
  open: number;
  rows: { name: string; hours: number }[];
}

const courts: Courts = {
  open: 12,
  rows: [
    { name: 'Lekki Arena, Court 1', hours: 148 },
    { name: 'Ikoyi Club, Court 3', hours: 96 },
  ],
};

/** A block of the overview as its screens build one: tiles, then a table that scrolls sideways. */
function CourtFigures({ figures, onRetry }: { figures: Remote<Courts>; onRetry?: () => void }) {
  return (
    <FigurePanel title="Court hours" scope="This month" figures={figures} onRetry={onRetry}>
      {(data) => (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <StatTile label="Courts open" value={String(data.open)} />
          </SimpleGrid>
          <FigureTable label="Hours booked per court this month">
            <table>
              <caption>Hours booked per court this month</caption>
              <thead>
                <tr>
                  <th scope="col">Court</th>
                  <th scope="col">Hours booked</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.name}>
                    <th scope="row">{row.name}</th>
                    <td>{row.hours}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </FigureTable>
        </>
      )}
    </FigurePanel>
  );
}

const meta = {
  title: 'Components/Admin/FigurePanel',
  component: CourtFigures,
  args: { figures: success(courts), onRetry: fn() },
} satisfies Meta<typeof CourtFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading, and a failed call with its retry (figureStories, shared by every figure block). */
const states = figureBlockStories('Court hours', 'Failed to load court hours');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Court hours' });
    await expect(region).toBeVisible();
    await expect(region).toHaveAttribute('aria-busy', 'false');
    // Every block says what span its figures count.
    await expect(canvas.getByText('This month')).toBeVisible();
    await expect(figureOf(canvasElement, 'Courts open')).toHaveTextContent('12');
    const table = canvas.getByRole('table', { name: 'Hours booked per court this month' });
    await expect(within(table).getByRole('row', { name: /Lekki Arena/ })).toHaveTextContent(
      'Lekki Arena, Court 1148',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Loading: Story = states.Loading;

export const Failed: Story = states.Failed;

/** Without a retry handler, a failure still says what went wrong; it offers no dead button. */
export const FailedWithoutRetry: Story = {
  args: { ...states.Failed.args, onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load court hours');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The table scrolls inside its own region, reachable with the keyboard; the page does not.
    await expect(
      canvas.getByRole('region', { name: 'Hours booked per court this month' }),
    ).toHaveAttribute('tabindex', '0');
    await expect(figureOf(canvasElement, 'Courts open')).toBeVisible();
    await fitsTheWidth();
  },
};
