import { describe, expect, it } from 'vitest';
import { MESSAGES, missingFieldsMessage } from './messages';

describe('MESSAGES', () => {
  it('quotes SPEC §5 exactly', () => {
    expect(MESSAGES.fillAllFields).toBe('Please fill in all fields');
    expect(MESSAGES.emailRequired).toBe('Email is required');
    expect(MESSAGES.emailInvalid).toBe('Email is invalid');
    expect(MESSAGES.passwordTooShort).toBe('Password must be at least 8 characters');
    expect(MESSAGES.confirmPasswordRequired).toBe('Please confirm your password');
    expect(MESSAGES.passwordsDoNotMatch).toBe('Passwords do not match');
    expect(MESSAGES.firstNameRequired).toBe('First name is required');
    expect(MESSAGES.lastNameRequired).toBe('Last name is required');
    expect(MESSAGES.phoneRequired).toBe('Phone number is required');
    expect(MESSAGES.phoneInvalid).toBe('Please enter a valid phone number');
    expect(MESSAGES.cannotBookPastDates).toBe('Cannot book for past dates');
    expect(MESSAGES.startBeforeEnd).toBe('Start time must be before end time');
    expect(MESSAGES.profileEmailInvalid).toBe('Invalid email');
    expect(MESSAGES.profilePhoneInvalid).toBe('Invalid phone number');
    expect(MESSAGES.currentPasswordRequired).toBe('Current password is required');
    expect(MESSAGES.userIdRequired).toBe('User ID is required');
    expect(MESSAGES.amountNotPositive).toBe('Amount must be greater than 0');
    expect(MESSAGES.reasonRequired).toBe('Reason is required');
  });

  it('words the contact form plainly', () => {
    expect(MESSAGES.nameRequired).toBe('Name is required');
    expect(MESSAGES.categoryRequired).toBe('Please choose a category');
    expect(MESSAGES.subjectRequired).toBe('Subject is required');
    expect(MESSAGES.messageRequired).toBe('Message is required');
  });

  it('lists missing fields in the order given', () => {
    expect(missingFieldsMessage(['email', 'password'])).toBe(
      'Missing required fields: email, password',
    );
  });
});
