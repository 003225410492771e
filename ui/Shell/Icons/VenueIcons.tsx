import { line } from './LineIcon';

// The icons of a venue's card and of "Near me", in a module of their own: /locations shows them
// first, and a module shared with other pages would bring every page's icons with them.
export const MapPinIcon = line(
  'MapPinIcon',
  'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z',
  'M12 12.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
);
export const ClockIcon = line('ClockIcon', 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3 2');
export const CoinsIcon = line(
  'CoinsIcon',
  'M9 11c3.9 0 7-1.3 7-3s-3.1-3-7-3-7 1.3-7 3 3.1 3 7 3z',
  'M2 8v4c0 1.7 3.1 3 7 3s7-1.3 7-3V8',
  'M2 12v4c0 1.7 3.1 3 7 3 1.5 0 2.9-.2 4-.5',
  'M16 12.5c3.4.3 6 1.5 6 3s-3.1 3-7 3',
);
export const StarIcon = line(
  'StarIcon',
  'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
);
