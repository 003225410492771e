import { describe, expect, it } from 'vitest';
import { AVATAR_ACCEPT, isAllowedAvatar, validateProfile } from './profile';
import type { ProfileValues } from './profile';

const valid: ProfileValues = {
  first_name: 'Ada',
  last_name: 'Okafor',
  email: 'ada@pitchside.ng',
  phone_number: '',
  country: 'Nigeria',
};

describe('validateProfile', () => {
  it('passes a complete profile with no phone', () => {
    expect(validateProfile(valid)).toEqual({});
    expect(validateProfile({ ...valid, phone_number: null })).toEqual({});
  });

  it('needs first and last names', () => {
    expect(validateProfile({ ...valid, first_name: '', last_name: ' ' })).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
    });
  });

  it('checks the e-mail against something@something', () => {
    expect(validateProfile({ ...valid, email: 'ada@localhost' })).toEqual({});
    expect(validateProfile({ ...valid, email: 'ada' })).toEqual({ email: 'Invalid email' });
    expect(validateProfile({ ...valid, email: '' })).toEqual({ email: 'Invalid email' });
  });

  it('allows only digits, spaces, plus, hyphens and parentheses in a phone', () => {
    expect(validateProfile({ ...valid, phone_number: '+234 (803) 123-4567' })).toEqual({});
    expect(validateProfile({ ...valid, phone_number: '0803 123 4567 ext 2' })).toEqual({
      phone_number: 'Invalid phone number',
    });
  });
});

describe('isAllowedAvatar', () => {
  it('accepts png, jpeg and jpg', () => {
    expect(isAllowedAvatar({ type: 'image/png', name: 'me.png' })).toBe(true);
    expect(isAllowedAvatar({ type: 'image/jpeg', name: 'me.jpeg' })).toBe(true);
    expect(isAllowedAvatar({ type: 'image/jpeg', name: 'me.jpg' })).toBe(true);
    expect(isAllowedAvatar({ type: 'image/jpg', name: 'me.jpg' })).toBe(true);
  });

  it('refuses other types', () => {
    expect(isAllowedAvatar({ type: 'image/gif', name: 'me.gif' })).toBe(false);
    expect(isAllowedAvatar({ type: 'image/webp', name: 'me.png' })).toBe(false);
    expect(isAllowedAvatar({ type: 'application/pdf', name: 'cv.pdf' })).toBe(false);
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(isAllowedAvatar({ type: '', name: 'ME.JPG' })).toBe(true);
    expect(isAllowedAvatar({ type: '', name: 'me.heic' })).toBe(false);
    expect(isAllowedAvatar({ type: '', name: 'png' })).toBe(false);
  });

  it('offers the same types to the file picker', () => {
    expect(AVATAR_ACCEPT).toBe('image/png,image/jpeg,.png,.jpg,.jpeg');
  });
});
