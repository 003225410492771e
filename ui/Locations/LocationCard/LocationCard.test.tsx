import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import {
  ikoyiRacquetClub,
  lekkiArena,
  wuseSportsHub,
  yabaHoopsCentre,
} from '../../fixtures/locations';
import { SPORT_ILLUSTRATIONS, VENUE_ILLUSTRATION } from '../illustrations';
import { LocationCard, ratingText } from './LocationCard';

describe('ratingText', () => {
  it('reads the rating as a sentence', () => {
    expect(ratingText(4.6, 128)).toBe('Rated 4.6 out of 5 from 128 reviews');
    expect(ratingText(5, 1)).toBe('Rated 5.0 out of 5 from 1 review');
  });
});

describe('LocationCard', () => {
  it('books the location', async () => {
    const onBookNow = vi.fn();
    renderWithTheme(<LocationCard location={lekkiArena} onBookNow={onBookNow} />);
    await userEvent.click(screen.getByRole('button', { name: 'Book Now at Lekki Arena' }));
    expect(onBookNow).toHaveBeenCalledWith(lekkiArena);
  });

  it('shows the distance only when known', () => {
    renderWithTheme(<LocationCard location={wuseSportsHub} onBookNow={() => {}} />);
    expect(screen.queryByText(/Distance/)).toBeNull();
    expect(
      screen.getByRole('img', { name: `Courts at ${wuseSportsHub.name}` }),
    ).toBeInTheDocument();
  });

  it("shows the venue's own photo, sized and loaded lazily", () => {
    renderWithTheme(<LocationCard location={lekkiArena} onBookNow={() => {}} />);
    const photo = screen.getByRole('img', { name: 'Courts at Lekki Arena' });
    expect(photo).toHaveAttribute('src', lekkiArena.image);
    expect(photo).toHaveAttribute('width', '320');
    expect(photo).toHaveAttribute('height', '180');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('decoding', 'async');
  });

  it('without a photo, shows the drawing of the main sport as decoration, never a placeholder', () => {
    const { container } = renderWithTheme(
      <LocationCard location={ikoyiRacquetClub} onBookNow={() => {}} />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('No photo yet')).toBeNull();
    const drawing = container.querySelector('img');
    expect(drawing).toHaveAttribute('alt', '');
    expect(drawing).toHaveAttribute('src', SPORT_ILLUSTRATIONS.tennis);
    expect(drawing).toHaveAttribute('width', '320');
    expect(drawing).toHaveAttribute('height', '180');
    expect(drawing).toHaveAttribute('loading', 'lazy');
    expect(drawing).toHaveAttribute('decoding', 'async');
  });

  it('falls back to the drawing when the photo does not load', () => {
    const broken = { ...yabaHoopsCentre, image: 'https://cdn.pitchside.example/missing.jpg' };
    const { container } = renderWithTheme(<LocationCard location={broken} onBookNow={() => {}} />);
    fireEvent.error(screen.getByRole('img', { name: 'Courts at Yaba Hoops Centre' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', SPORT_ILLUSTRATIONS.basketball);
  });

  it('shows the general venue drawing for a venue without active courts', () => {
    const { container } = renderWithTheme(
      <LocationCard location={{ ...yabaHoopsCentre, facilities: [] }} onBookNow={() => {}} />,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', VENUE_ILLUSTRATION);
  });
});
