import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { AppLink, LinkProvider, type RouterLinkProps } from './AppLink';

describe('AppLink', () => {
  it('renders a plain anchor when no router is provided', () => {
    renderWithTheme(<AppLink to="/about">About</AppLink>);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });

  it('renders through the link component the app provides', () => {
    function FakeRouterLink({ to, children, ...rest }: RouterLinkProps) {
      return (
        <a href={`#${to}`} data-router="fake" {...rest}>
          {children}
        </a>
      );
    }
    renderWithTheme(
      <LinkProvider component={FakeRouterLink}>
        <AppLink to="/contact">Contact</AppLink>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link).toHaveAttribute('href', '#/contact');
    expect(link).toHaveAttribute('data-router', 'fake');
  });
});
