import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { UserAvatar } from './UserAvatar';

describe('UserAvatar', () => {
  it('says nothing beside the name it decorates: the initials are not read', () => {
    renderWithTheme(
      <button type="button">
        <UserAvatar initials="AO" size="sm" />
        Adaeze
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Adaeze' })).toBeInTheDocument();
  });

  it('is an image named after the person while it shows their initials', () => {
    renderWithTheme(<UserAvatar initials="AO" size="2xl" alt="Adaeze Okafor" />);
    expect(screen.getByRole('img', { name: 'Adaeze Okafor' })).toHaveTextContent('AO');
    expect(screen.getByText('AO')).toHaveAttribute('aria-hidden', 'true');
  });
});
