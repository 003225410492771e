/**
 * What the public pages (/, /landing, /about, /contact) say alike: the calls to action and the
 * figures of SPEC §9's marketing copy (not data), each said the same on every page that says it.
 * Each is a constant of its own, written by the build where it is used (vite.config.ts).
 */
export const APPLY_TO_JOIN = 'Apply to Join';
export const GO_TO_DASHBOARD = 'Go to Dashboard';
export const CONTACT_US = 'Contact Us';
export const PREMIUM_FACILITIES = 'Premium Facilities';
/** The name of the band of figures. */
export const IN_NUMBERS = 'Pitchside in numbers';
export const MEMBERS_FIGURE = '5K+';
export const LOCATIONS_FIGURE = '50+';
export const GAMES_FIGURE = '25K+';
