import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NearMe, type NearMeProps, type NearOrigin } from './NearMe';

const CITIES = ['Abuja', 'Enugu', 'Ibadan', 'Kano', 'Lagos', 'Port Harcourt'];
const DENIED =
  "Location is off for Pitchside. Allow it in your browser's settings, or pick a city.";
const phone = { viewport: { value: 'phone', isRotated: false } };

/** The app's part, played by the story: a city picked becomes the origin. */
function WithOrigin(props: NearMeProps) {
  const [origin, setOrigin] = useState<NearOrigin>(props.origin);
  return (
    <NearMe
      {...props}
      origin={origin}
      onCityChange={(city) => {
        setOrigin(city === '' ? { kind: 'none' } : { kind: 'city', city });
        props.onCityChange(city);
      }}
      onClear={() => {
        setOrigin({ kind: 'none' });
        props.onClear();
      }}
    />
  );
}

const meta = {
  title: 'Components/Locations/NearMe',
  component: NearMe,
  args: {
    origin: { kind: 'none' },
    cities: CITIES,
    onNearMe: fn(),
    onCityChange: fn(),
    onClear: fn(),
  },
  render: (args) => <WithOrigin {...args} />,
} satisfies Meta<typeof NearMe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing asked yet: the browser is asked only when the member presses "Near me". */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Near me' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Show all venues' })).toBeNull();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNearMe).toHaveBeenCalledTimes(1);
  },
};
export const IdlePhone: Story = { ...Idle, globals: phone };

/** The browser is being asked; the button keeps its focus and says it is busy. */
export const Locating: Story = {
  args: { origin: { kind: 'me', position: 'locating' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Near me' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Finding your location...');
    await userEvent.click(button);
    await expect(args.onNearMe).not.toHaveBeenCalled();
  },
};
export const LocatingPhone: Story = { ...Locating, globals: phone };

export const SortedFromMe: Story = {
  args: { origin: { kind: 'me', position: 'located' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Near me' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Sorted by distance from you');
    await userEvent.click(canvas.getByRole('button', { name: 'Show all venues' }));
    await expect(args.onClear).toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};
export const SortedFromMePhone: Story = { ...SortedFromMe, globals: phone };

/** Permission refused: the sentence says how to allow it, and the city picker is the way on. */
export const Denied: Story = {
  args: { origin: { kind: 'me', position: 'denied' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(DENIED);
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Or pick a city' }),
      'Port Harcourt',
    );
    await expect(args.onCityChange).toHaveBeenCalledWith('Port Harcourt');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Sorted by distance from the centre of Port Harcourt',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
export const DeniedPhone: Story = { ...Denied, globals: phone };

export const Unavailable: Story = {
  args: { origin: { kind: 'me', position: 'unavailable' } },
  play: async ({ canvasElement, args }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      "We couldn't find your location. Try again, or pick a city.",
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onNearMe).toHaveBeenCalled();
  },
};
export const UnavailablePhone: Story = { ...Unavailable, globals: phone };

export const TimedOut: Story = {
  args: { origin: { kind: 'me', position: 'timeout' } },
  play: async ({ canvasElement, args }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Finding your location took too long. Try again, or pick a city.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onNearMe).toHaveBeenCalled();
  },
};
export const TimedOutPhone: Story = { ...TimedOut, globals: phone };

/** A browser without geolocation: no retry, the city is the only way. */
export const Unsupported: Story = {
  args: { origin: { kind: 'me', position: 'unsupported' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "This browser can't share your location. Pick a city instead.",
    );
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};
export const UnsupportedPhone: Story = { ...Unsupported, globals: phone };

export const SortedFromCity: Story = {
  args: { origin: { kind: 'city', city: 'Lagos' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Or pick a city' });
    await expect(select).toHaveValue('Lagos');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a city', ...CITIES]);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Sorted by distance from the centre of Lagos',
    );
    await userEvent.selectOptions(select, 'Choose a city');
    await expect(args.onCityChange).toHaveBeenLastCalledWith('');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};
export const SortedFromCityPhone: Story = { ...SortedFromCity, globals: phone };
