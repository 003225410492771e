import { Box, Flex, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { AppLink } from '../../Navigation/AppLink';
import { FacebookIcon, InstagramIcon, MailIcon, XSocialIcon, YouTubeIcon } from '../Icons';
import { Logo } from '../Logo';
import { INFO_LINKS, SUPPORT_EMAIL } from '../navigation';

export interface SocialLink {
  /** The accessible name, e.g. 'Pitchside on Instagram'. */
  label: string;
  href: string;
  icon: ComponentType;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  {
    label: 'Pitchside on Instagram',
    href: 'https://www.instagram.com/pitchside.ng',
    icon: InstagramIcon,
  },
  { label: 'Pitchside on X', href: 'https://x.com/pitchside_ng', icon: XSocialIcon },
  {
    label: 'Pitchside on Facebook',
    href: 'https://www.facebook.com/pitchside.ng',
    icon: FacebookIcon,
  },
  {
    label: 'Pitchside on YouTube',
    href: 'https://www.youtube.com/@pitchside.ng',
    icon: YouTubeIcon,
  },
];

export interface FooterProps {
  /** The year in the copyright line; passed in so stories stay the same every year. */
  year?: number;
  tagline?: string;
  supportEmail?: string;
  socialLinks?: readonly SocialLink[];
}

/** The site footer: About and Privacy, social links, the support mail link and the copyright. */
export function Footer({
  year = new Date().getFullYear(),
  tagline = "Nigeria's invitation-only sports community. Book courts, join games, play more.",
  supportEmail = SUPPORT_EMAIL,
  socialLinks = SOCIAL_LINKS,
}: FooterProps) {
  return (
    <Box as="footer" bg="gray.900" color="gray.200" mt="auto">
      <Stack maxW="page" mx="auto" px="gutter" py="10" gap="8">
        <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" gap="8">
          <Stack gap="3" maxW="sm">
            <Logo inverted />
            <Text textStyle="sm" color="gray.300">
              {tagline}
            </Text>
          </Stack>

          <Box as="nav" aria-label="Footer">
            <Stack as="ul" listStyleType="none" gap="2">
              {INFO_LINKS.map((link) => (
                <li key={link.to}>
                  <AppLink to={link.to} color="gray.100">
                    {link.label}
                  </AppLink>
                </li>
              ))}
              <li>
                <Link href={`mailto:${supportEmail}`} color="gray.100">
                  <MailIcon />
                  {supportEmail}
                </Link>
              </li>
            </Stack>
          </Box>

          <Stack gap="3">
            <Text textStyle="overline" color="gray.300">
              Follow us
            </Text>
            <HStack as="ul" listStyleType="none" gap="1">
              {socialLinks.map(({ label, href, icon: SocialIcon }) => (
                <li key={href}>
                  <IconButton
                    asChild
                    variant="ghost"
                    color="gray.100"
                    _hover={{ bg: 'whiteAlpha.200', color: 'white' }}
                  >
                    <a href={href} aria-label={label} target="_blank" rel="noreferrer">
                      <SocialIcon />
                    </a>
                  </IconButton>
                </li>
              ))}
            </HStack>
          </Stack>
        </Flex>

        <Text textStyle="xs" color="gray.400" borderTopWidth="1px" borderColor="gray.700" pt="6">
          © {year} Pitchside. All rights reserved.
        </Text>
      </Stack>
    </Box>
  );
}
