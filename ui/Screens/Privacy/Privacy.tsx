import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { BOOKING_HISTORY_RETENTION_YEARS, MIN_AGE_YEARS, formatDate } from '@domain';
import type { ReactNode } from 'react';
import { AppLink } from '../../Navigation/AppLink';
import { PRIVACY_POLICY, SUPPORT_EMAIL } from '../../Shell/navigation';
import { PageFrame } from '../../Shell/PageFrame';

interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <Stack as="ul" listStyleType="disc" ps="5" gap="1.5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Stack>
  );
}

/** The policy's sections, in the order SPEC §2 Privacy lists them; the limits come from the domain. */
export const PRIVACY_SECTIONS: readonly PolicySection[] = [
  {
    id: 'collection',
    title: 'Information we collect',
    body: (
      <>
        <Text>We collect only what we need to run your membership:</Text>
        <Bullets
          items={[
            'Account details: your name, e-mail address, phone number and, if you give it, your address, city and state.',
            'Profile picture, if you upload one.',
            'Bookings, game sessions joined, coin purchases and wallet transactions.',
            'Messages you send us through the contact form, e-mail or WhatsApp.',
            'Technical data such as your browser type and the pages you visit, to keep the service secure.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use your information',
    body: (
      <Bullets
        items={[
          'To review your application and manage your account.',
          'To take bookings, run your coin wallet and send booking confirmations and reminders.',
          'To answer your questions and support requests.',
          'To improve our venues and the app, using figures that do not identify you.',
          'To send news and offers, only if you have chosen to receive them in Settings.',
        ]}
      />
    ),
  },
  {
    id: 'sharing',
    title: 'How we share information',
    body: (
      <>
        <Text>We never sell your personal information. We share it only:</Text>
        <Bullets
          items={[
            'With the venue you book, which receives your name and booking details.',
            'With our card payment provider, which processes package payments; we never see or store your card number.',
            'With service providers who host our systems or send our e-mails, under contract and only for those tasks.',
            'When the law requires it.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect your information',
    body: (
      <Text>
        Data travel over encrypted connections, passwords are stored only as secure hashes, and
        access to member data is limited to the staff who need it. No system is perfectly secure, so
        tell us at once if you think your account has been misused.
      </Text>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <Text>Under the Nigeria Data Protection Act you may:</Text>
        <Bullets
          items={[
            'Ask for a copy of the personal information we hold about you.',
            'Correct it, which you can do yourself on your profile page.',
            'Ask us to delete it, subject to the records the law requires us to keep.',
            'Object to marketing at any time, in Settings or by writing to us.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <Text>
        We use a small number of cookies and local storage entries to keep you signed in and to
        remember your settings, such as the colour mode. We do not use advertising cookies.
      </Text>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep your data',
    body: (
      <Text>
        We keep your account details while your membership lasts. Booking history and wallet
        transactions are kept for {BOOKING_HISTORY_RETENTION_YEARS} years, for accounting and to
        settle disputes, and then deleted.
      </Text>
    ),
  },
  {
    id: 'transfers',
    title: 'International transfers',
    body: (
      <Text>
        Some of our service providers store data outside Nigeria. When they do, we make sure your
        information is protected to the standard Nigerian law requires.
      </Text>
    ),
  },
  {
    id: 'children',
    title: "Children's privacy",
    body: (
      <Text>
        Pitchside is not for children under {MIN_AGE_YEARS}. We do not knowingly collect information
        from anyone under {MIN_AGE_YEARS}; if we learn that we have, we delete it.
      </Text>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <Text>
        When we change this policy we update the date at the top of this page, and we tell members
        by e-mail before an important change takes effect.
      </Text>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <Text>
        Questions about your privacy? Write to{' '}
        <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link> or use our{' '}
        <AppLink to="/contact">contact page</AppLink>.
      </Text>
    ),
  },
];

export interface PrivacyScreenProps {
  /** The date the policy last changed, 'YYYY-MM-DD'. */
  lastUpdated?: string;
}

/** The privacy policy, with a table of contents that leads to each section. */
export function PrivacyScreen({ lastUpdated = '2026-11-01' }: PrivacyScreenProps) {
  return (
    <PageFrame py={{ base: '10', md: '14' }} measure="4xl">
      <Stack gap="3" mb="8">
        <Heading as="h1" textStyle="display">
          {PRIVACY_POLICY}
        </Heading>
        <Text color="fg.muted">
          Last updated: <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
        </Text>
        <Text fontSize="lg">
          This policy explains what information Pitchside collects when you use our app and venues,
          why, and the choices you have.
        </Text>
      </Stack>

      <Box
        as="nav"
        aria-labelledby="privacy-contents"
        bg="bg.subtle"
        borderRadius="l3"
        p="5"
        mb="10"
      >
        <Heading id="privacy-contents" as="h2" size="md" mb="3">
          Contents
        </Heading>
        <Box as="ol" listStyleType="decimal" ps="5" columns={{ md: 2 }} columnGap="8">
          {PRIVACY_SECTIONS.map((section) => (
            <Box as="li" key={section.id} py="0.5">
              <Link href={`#privacy-${section.id}`}>{section.title}</Link>
            </Box>
          ))}
        </Box>
      </Box>

      <Stack gap="10">
        {PRIVACY_SECTIONS.map((section) => (
          <Box
            as="section"
            key={section.id}
            id={`privacy-${section.id}`}
            aria-labelledby={`privacy-${section.id}-title`}
            scrollMarginTop="24"
          >
            <Heading id={`privacy-${section.id}-title`} as="h2" size="xl" mb="3">
              {section.title}
            </Heading>
            <Stack gap="3" color="fg">
              {section.body}
            </Stack>
          </Box>
        ))}
      </Stack>

      <Box mt="12" pt="6" borderTopWidth="1px" borderColor="border">
        <AppLink to="/" fontWeight="semibold">
          Back to Home
        </AppLink>
      </Box>
    </PageFrame>
  );
}
