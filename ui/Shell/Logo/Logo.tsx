import { Box, HStack, Text } from '@chakra-ui/react';
import { RouterLink } from '../../Navigation/AppLink';

export interface LogoProps {
  /** Where the logo leads; the home page unless a page says otherwise. */
  to?: string;
  /** White text for dark backgrounds (the transparent header, the footer, the landing page). */
  inverted?: boolean;
  /** The accessible name of the link; it starts with the visible word so voice control finds it. */
  label?: string;
}

/** The Pitchside mark, a ball on a pitch's centre line, drawn from the brand palette. */
function Mark({ inverted }: { inverted: boolean }) {
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="8"
      borderRadius="full"
      bg={inverted ? 'white' : 'brand.solid'}
      color={inverted ? 'brand.700' : 'brand.contrast'}
      flexShrink="0"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 4v16" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="2.5" fill="currentColor" />
      </svg>
    </Box>
  );
}

/** The logo: mark plus the word "Pitchside", a link to the home page. */
export function Logo({ to = '/', inverted = false, label = 'Pitchside home' }: LogoProps) {
  return (
    <HStack asChild gap="2" textDecoration="none" flexShrink="0" borderRadius="l2">
      <RouterLink to={to} aria-label={label}>
        <Mark inverted={inverted} />
        <Text
          as="span"
          fontFamily="heading"
          fontWeight="extrabold"
          fontSize="xl"
          letterSpacing="-0.02em"
          color={inverted ? 'white' : 'fg'}
        >
          Pitchside
        </Text>
      </RouterLink>
    </HStack>
  );
}
