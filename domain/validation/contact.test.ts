import { describe, expect, it } from 'vitest';
import { validateContact } from './contact';
import type { ContactValues } from './contact';

const valid: ContactValues = {
  name: 'Ada Okafor',
  email: 'ada@pitchside.ng',
  category: 'support',
  subject: 'Court lights',
  message: 'The lights on court 2 flicker.',
};

describe('validateContact', () => {
  it('passes without a phone, and with a valid one', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, phone: '' })).toEqual({});
    expect(validateContact({ ...valid, phone: '+234 803 123 4567' })).toEqual({});
  });

  it('reports every required field', () => {
    expect(
      validateContact({ name: '', email: '', category: '', subject: '', message: ' ' }),
    ).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      category: 'Please choose a category',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('checks the e-mail, an unknown category and a phone that is given', () => {
    expect(validateContact({ ...valid, email: 'ada' })).toEqual({ email: 'Email is invalid' });
    expect(validateContact({ ...valid, category: 'sales' })).toEqual({
      category: 'Please choose a category',
    });
    expect(validateContact({ ...valid, phone: '12345' })).toEqual({
      phone: 'Please enter a valid phone number',
    });
  });
});
