import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { lekkiArena, wuseSportsHub } from '../../fixtures/locations';
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
});
