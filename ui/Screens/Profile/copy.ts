import { CANCEL, CHANGE_PASSWORD, SAVING } from '../../copy';
/** Every word of /profile, its account card included. */
export const PROFILE_COPY = {
  title: 'Profile Settings',
  subtitle: 'Manage your personal information and password.',
  changePassword: CHANGE_PASSWORD,
  edit: 'Edit Profile',
  cancel: CANCEL,
  save: 'Save Changes',
  saving: SAVING,
  personalInformation: 'Personal Information',
  requiredNote: 'First name, last name and email are required; the rest is optional.',
  notGiven: 'Not given',
  name: 'Name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  address: 'Address',
  city: 'City',
  country: 'Country',
  accountStatus: 'Account status',
  userType: 'User type',
  memberSince: 'Member since',
  lastLogin: 'Last login',
  neverLoggedIn: 'Never',
  staffPrivileges: 'Staff privileges',
};

export type ProfileCopy = typeof PROFILE_COPY;
