import { line } from './LineIcon';

// The icons of the shell, which every page shows; the pages' own icons are in PageIcons.tsx, so
// the first page downloads only these.
export const MenuIcon = line('MenuIcon', 'M4 6h16', 'M4 12h16', 'M4 18h16');
export const MailIcon = line('MailIcon', 'M3 6h18v12H3z', 'm3 7 9 6 9-6');
export const AlertIcon = line('AlertIcon', 'M12 3 2 20h20z', 'M12 10v4', 'M12 17h.01');
export const InstagramIcon = line(
  'InstagramIcon',
  'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z',
  'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M17.5 6.5h.01',
);
export const XSocialIcon = line('XSocialIcon', 'm4 4 16 16', 'M20 4 4 20');
export const FacebookIcon = line(
  'FacebookIcon',
  'M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6v4h3v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2z',
);
export const YouTubeIcon = line(
  'YouTubeIcon',
  'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3z',
  'm10 9 5 3-5 3z',
);
