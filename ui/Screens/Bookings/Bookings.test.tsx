import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { bookings, storyNow } from '../../fixtures/bookings';
import { success } from '../../remote';
import { BookingsScreen, type BookingsScreenProps } from './Bookings';

function render(overrides: Partial<BookingsScreenProps> = {}) {
  const props: BookingsScreenProps = {
    bookings: success(bookings),
    now: storyNow,
    onRetry: vi.fn(),
    onViewDetails: vi.fn(),
    onCloseDetails: vi.fn(),
    onCancel: vi.fn(),
    onConfirmCancel: vi.fn(),
    onCloseCancel: vi.fn(),
    onTabChange: vi.fn(),
    ...overrides,
  };
  renderWithTheme(<BookingsScreen {...props} />);
  return props;
}

const ids = () => screen.getAllByRole('article').map((card) => card.dataset['bookingId']);

describe('BookingsScreen', () => {
  it('follows the tab the app controls', () => {
    render({ tab: 'cancelled' });
    expect(ids()).toEqual(['2043', '2036']);
  });

  it('switches tabs on its own when uncontrolled and reports the change', async () => {
    const props = render();
    expect(ids()).toEqual(['2041', '2045', '2047', '2049']);
    await userEvent.click(screen.getByRole('tab', { name: /Past/ }));
    expect(props.onTabChange).toHaveBeenCalledWith('past');
    expect(ids()).toEqual(['2031', '2027', '2024', '2012']);
  });

  it("draws the open tab's cards alone, and another tab's once it is opened", async () => {
    render();
    // Hidden panels included: what is in the document, not only what shows.
    const drawn = () =>
      screen.getAllByRole('article', { hidden: true }).map((card) => card.dataset['bookingId']);
    expect(drawn()).toEqual(['2041', '2045', '2047', '2049']);
    await userEvent.click(screen.getByRole('tab', { name: /Past/ }));
    expect(drawn()).toHaveLength(8);
    expect(drawn()).toEqual(expect.arrayContaining(['2041', '2031', '2027', '2024', '2012']));
  });

  it('offers Load more on the past tab only', () => {
    render({ tab: 'upcoming', hasMore: true, onLoadMore: vi.fn() });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
