import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { InsufficientCoins } from './InsufficientCoins';

describe('InsufficientCoins', () => {
  it('states the cost, the balance and the shortfall', () => {
    renderWithTheme(<InsufficientCoins cost={100} balance={60} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'This booking costs 100 coins and you have 60 coins: you are 40 coins short.',
    );
  });

  it('counts a single coin short as one coin', () => {
    renderWithTheme(<InsufficientCoins cost={1250} balance={1249} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'This booking costs 1,250 coins and you have 1,249 coins: you are 1 coin short.',
    );
  });

  it('says it in the words it is given, with the same shortfall', () => {
    renderWithTheme(
      <InsufficientCoins
        cost={30}
        balance={3}
        text={(extra, balance, shortfall) => `${extra} more, ${balance} held, ${shortfall} short`}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('30 more, 3 held, 27 short');
  });

  it('links to the packages', () => {
    renderWithTheme(<InsufficientCoins cost={100} balance={60} />);
    expect(screen.getByRole('link', { name: 'Buy coins' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
  });
});
