import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { InsufficientCoins, shortfallText } from './InsufficientCoins';

describe('shortfallText', () => {
  it('states the cost, the balance and the shortfall', () => {
    expect(shortfallText(100, 60)).toBe(
      'This booking costs 100 coins and you have 60 coins: you are 40 coins short.',
    );
    expect(shortfallText(1250, 1249)).toBe(
      'This booking costs 1,250 coins and you have 1,249 coins: you are 1 coin short.',
    );
  });
});

describe('InsufficientCoins', () => {
  it('links to the packages', () => {
    renderWithTheme(<InsufficientCoins cost={100} balance={60} />);
    expect(screen.getByRole('link', { name: 'Buy coins' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
  });
});
