import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_APPROVAL_REQUIRED,
  LOGIN_MESSAGES,
  NETWORK_ERROR,
  NETWORK_MESSAGES,
  NO_RESPONSE,
  REGISTER_MESSAGES,
  SCREEN_MESSAGES,
  SERVICE_FALLBACK_MESSAGES,
  SUCCESS_NOTICES,
  networkErrorMessage,
  serverError,
} from './errors';

describe('network messages', () => {
  it('are exact', () => {
    expect(NO_RESPONSE).toBe('No response from server. Please check your internet connection.');
    expect(NETWORK_ERROR).toBe('Network error occurred');
    expect(NETWORK_MESSAGES).toEqual({ noResponse: NO_RESPONSE, networkError: NETWORK_ERROR });
    expect(serverError(500)).toBe('Server error: 500');
  });

  it('choose by what came back: a status, no answer, or nothing sent', () => {
    expect(networkErrorMessage({ response: { status: 503 }, request: {} })).toBe(
      'Server error: 503',
    );
    expect(networkErrorMessage({ response: undefined, request: {} })).toBe(NO_RESPONSE);
    expect(networkErrorMessage({ response: null, request: null })).toBe(NETWORK_ERROR);
    expect(networkErrorMessage({})).toBe(NETWORK_ERROR);
  });
});

describe('login and register messages', () => {
  it('are exact', () => {
    expect(LOGIN_MESSAGES).toEqual({
      fillAllFields: 'Please fill in all fields',
      pendingApproval: 'Your account is pending approval. Please wait for staff approval.',
      failed: 'Login failed',
      unexpected: 'An unexpected error occurred',
    });
    expect(REGISTER_MESSAGES).toEqual({
      failed: 'Registration failed',
      unexpected: 'An unexpected error occurred. Please try again.',
      success:
        'Registration successful! Your account is pending approval. You will receive an email notification once approved.',
    });
  });
});

describe('service fallback messages', () => {
  it('are exact, per service', () => {
    expect(Object.values(SERVICE_FALLBACK_MESSAGES.accounts)).toEqual([
      'Failed to get user data',
      'Failed to update profile',
      'Failed to change password',
      'Failed to get pending approvals',
      'Failed to approve user',
      'Failed to reject user',
      'Failed to suspend user',
      'Failed to reactivate user',
    ]);
    expect(Object.values(SERVICE_FALLBACK_MESSAGES.locations)).toEqual([
      'Failed to fetch locations',
      'Failed to fetch location details',
      'Failed to fetch courts',
      'Failed to fetch sessions',
      'Failed to search locations',
      'Failed to find nearby locations',
    ]);
    expect(Object.values(SERVICE_FALLBACK_MESSAGES.bookings)).toEqual([
      'Failed to fetch bookings',
      'Failed to create booking',
      'Failed to fetch booking details',
      'Failed to cancel booking',
      'Failed to reschedule booking',
      'Failed to join session',
      'Failed to leave session',
      'Failed to fetch available slots',
      'Failed to check availability',
      'Failed to fetch booking history',
    ]);
    expect(Object.values(SERVICE_FALLBACK_MESSAGES.subscriptions)).toEqual([
      'Failed to load packages',
      'Failed to load wallet',
      'Purchase failed',
      'Purchase initialization failed',
      'Payment verification failed',
    ]);
  });
});

describe('screen messages and success notices', () => {
  it('are exact', () => {
    expect(SCREEN_MESSAGES.locations.loadFailed).toBe('Failed to load locations');
    expect(SCREEN_MESSAGES.bookings).toEqual({
      loadFailed: 'Failed to load bookings',
      loadError: 'An error occurred while loading bookings',
      cancellationFailedTitle: 'Cancellation Failed',
      cancellationFailed: 'Failed to cancel booking',
      unexpected: 'An unexpected error occurred',
    });
    expect(SCREEN_MESSAGES.packages.loadPackagesFailed).toBe('Failed to load packages');
    expect(SCREEN_MESSAGES.packages.loadWalletFailed).toBe('Failed to load wallet information');
    expect(SCREEN_MESSAGES.packages.loadError).toBe('An error occurred while loading data');
    expect(SCREEN_MESSAGES.packages.walletUnavailable).toBe('Unable to load wallet information');
    expect(SCREEN_MESSAGES.packages.approvalRequired).toBe(
      'Account Approval Required: Your account needs to be approved before you can purchase subscription packages. Please wait for staff approval.',
    );
    expect(SCREEN_MESSAGES.purchase).toEqual({
      failed: 'Purchase failed',
      unexpected: 'An unexpected error occurred during purchase',
    });
    expect(SCREEN_MESSAGES.admin).toEqual({
      approveFailed: 'Failed to approve user',
      rejectFailed: 'Failed to reject user',
      adjustCoinsFailed: 'Failed to adjust coins',
    });
    expect(SCREEN_MESSAGES.profile.unexpected).toBe('An unexpected error occurred');
    expect(SCREEN_MESSAGES.home.renderFailed).toBe('Error Loading Page');
    expect(ACCOUNT_APPROVAL_REQUIRED).toBe('Account Approval Required');
    expect(SUCCESS_NOTICES).toEqual({
      messageSent: 'Message Sent!',
      bookingCancelled: 'Booking Cancelled',
      userApproved: 'User approved successfully',
      userRejected: 'User application rejected',
      dashboardRefreshed: 'Dashboard data refreshed',
      purchaseSuccessful: 'Purchase Successful!',
      profileUpdated: 'Profile updated successfully',
      passwordChanged: 'Password changed successfully. Please log in again.',
    });
  });
});
