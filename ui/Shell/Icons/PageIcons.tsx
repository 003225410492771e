import { line } from './LineIcon';

// The icons of the pages (the shell's are in Icons.tsx).
export { ClockIcon, CoinsIcon, MapPinIcon, StarIcon } from './VenueIcons';
export const PhoneIcon = line(
  'PhoneIcon',
  'M5 3h3.5l1.5 5-2.2 1.4a12 12 0 0 0 6.8 6.8L16 14l5 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
);
export const ChatIcon = line(
  'ChatIcon',
  'M21 12a8.5 8.5 0 0 1-12.6 7.4L3 21l1.6-5.2A8.5 8.5 0 1 1 21 12z',
  'M8.5 10.5c.5 2 2.5 4 5 5l1.5-1.5 2 1',
);
export const CalendarIcon = line('CalendarIcon', 'M4 5h16v16H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4');
export const CheckCircleIcon = line(
  'CheckCircleIcon',
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  'm8 12 3 3 5-6',
);
export const LocationsIcon = line(
  'LocationsIcon',
  'M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3z',
  'M9 3v15',
  'M15 6v15',
);
export const ShieldIcon = line(
  'ShieldIcon',
  'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z',
  'm9 12 2 2 4-4',
);
export const UsersIcon = line(
  'UsersIcon',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1',
  'M16 3.5a4 4 0 0 1 0 7.5',
  'M19 14.5a6 6 0 0 1 3 5.5v1',
);
export const TrophyIcon = line(
  'TrophyIcon',
  'M7 4h10v5a5 5 0 0 1-10 0z',
  'M7 6H4a3 3 0 0 0 3 4',
  'M17 6h3a3 3 0 0 1-3 4',
  'M12 14v4',
  'M8 21h8',
  'M9 18h6',
);
export const BoltIcon = line('BoltIcon', 'M13 2 4 14h7l-1 8 9-12h-7z');
export const BallIcon = line(
  'BallIcon',
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  'm12 7 4 3-1.5 4.5h-5L8 10z',
  'M12 3v4',
  'm16 10 4.5-1.5',
  'm14.5 14.5 2.5 4',
  'm9.5 14.5-2.5 4',
  'M8 10 3.5 8.5',
);
export const HeartIcon = line(
  'HeartIcon',
  'M12 20s-8-4.6-8-10.5A4.5 4.5 0 0 1 12 6.6a4.5 4.5 0 0 1 8 2.9C20 15.4 12 20 12 20z',
);
export const BriefcaseIcon = line('BriefcaseIcon', 'M3 7h18v13H3z', 'M8 7V4h8v3', 'M3 13h18');
export const SearchIcon = line('SearchIcon', 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'm20 20-4-4');
export const NewsIcon = line(
  'NewsIcon',
  'M4 4h13v16H6a2 2 0 0 1-2-2z',
  'M17 8h3v10a2 2 0 0 1-2 2',
  'M8 8h5',
  'M8 12h5',
  'M8 16h3',
);
export const ArrowRightIcon = line('ArrowRightIcon', 'M5 12h14', 'm13 6 6 6-6 6');
export const CodeIcon = line('CodeIcon', 'm8 7-5 5 5 5', 'm16 7 5 5-5 5', 'm14 4-4 16');
