/**
 * The app over answers shaped as Django REST Framework sends them, rather than in the contract's
 * envelope, and over a server that lists a feature whose call then turns out missing.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, setupAppTests } from './renderApp';

const { server } = setupAppTests();

describe('DRF-shaped answers', () => {
  it("puts a registration's field errors on their fields", async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/v1/auth/register/', () =>
        HttpResponse.json(
          {
            email: ['user with this email already exists.'],
            phone_number: ['Enter a valid phone number.'],
          },
          { status: 400 },
        ),
      ),
    );
    await renderApp('/register');
    await screen.findByLabelText('First name', undefined, { timeout: 10_000 });
    await user.type(screen.getByLabelText('First name'), 'Ngozi');
    await user.type(screen.getByLabelText('Last name'), 'Eze');
    await user.type(screen.getByLabelText('Email'), 'ngozi.eze@example.ng');
    await user.type(screen.getByLabelText('Phone number'), '0803 123 4567');
    await user.type(screen.getByLabelText('Password'), 'Jollof-2026!');
    await user.type(screen.getByLabelText('Confirm password'), 'Jollof-2026!');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByText('user with this email already exists.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      /user with this email already exists\./,
    );
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      /Enter a valid phone number\./,
    );
    // The screen's own words head the form where the server gave no message of its own.
    expect(
      await screen.findByText('Registration failed', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 30_000);
});

describe('a feature the server lists but whose call is missing', () => {
  it('shows no notifications section on /settings, and no error', async () => {
    server.use(
      http.get('*/api/v1/accounts/notification-preferences/', () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    await renderApp('/settings', { as: 'member' });
    await screen.findByText('Choose how Pitchside looks on this device.', undefined, {
      timeout: 10_000,
    });
    expect(screen.queryByRole('heading', { name: 'Notifications' })).toBeNull();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  }, 30_000);
});
