/**
 * What the auth operations' tests share: a complete, valid registration, which a test sends as it
 * is or with a field changed.
 */

export const registration = {
  email: 'chinedu.okonkwo@example.com',
  password: 'Jollof-2025!',
  password_confirm: 'Jollof-2025!',
  first_name: 'Chinedu',
  last_name: 'Okonkwo',
  phone_number: '+234 809 555 0142',
  address: '',
  city: 'Abuja',
  state: 'Federal Capital Territory',
};
