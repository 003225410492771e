import { Box, Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { RESPONSE_TIME_HOURS } from '@domain';
import type { ComponentType, ReactNode } from 'react';
import { ChatIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon, IconTile } from '../../Shell/Icons';
import { SUPPORT_EMAIL } from '../../Shell/navigation';
import { ContactForm, type ContactFormProps } from './ContactForm';
import { Accordion } from '../../Layout/Accordion';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

interface ContactMethod {
  title: string;
  detail: ReactNode;
  note: string;
  icon: ComponentType;
}

export const CONTACT_METHODS: readonly ContactMethod[] = [
  {
    title: 'Email',
    detail: <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>,
    note: `We reply within ${RESPONSE_TIME_HOURS.email} hours`,
    icon: MailIcon,
  },
  {
    title: 'Phone',
    detail: <Link href="tel:+2342015550100">+234 201 555 0100</Link>,
    note: 'Monday to Saturday, 08:00–20:00',
    icon: PhoneIcon,
  },
  {
    title: 'WhatsApp',
    detail: (
      <Link href="https://wa.me/2348035550199" target="_blank" rel="noreferrer">
        +234 803 555 0199
      </Link>
    ),
    note: `We reply within ${RESPONSE_TIME_HOURS.whatsapp} hour`,
    icon: ChatIcon,
  },
  {
    title: 'Office',
    detail: <Text as="span">14 Admiralty Way, Lekki Phase 1, Lagos</Text>,
    note: 'Monday to Friday, 09:00–17:00',
    icon: MapPinIcon,
  },
];

export const OFFICES = [
  { city: 'Lagos', label: 'Head office', address: '14 Admiralty Way, Lekki Phase 1, Lagos' },
  { city: 'Abuja', label: 'Regional office', address: '12 Aminu Kano Crescent, Wuse II, Abuja' },
  {
    city: 'Port Harcourt',
    label: 'Regional office',
    address: '5 Trans-Amadi Road, Port Harcourt, Rivers',
  },
] as const;

export const RESPONSE_TIMES = [
  { channel: 'Email', time: `Within ${RESPONSE_TIME_HOURS.email} hours` },
  { channel: 'WhatsApp', time: `Within ${RESPONSE_TIME_HOURS.whatsapp} hour` },
  { channel: 'Phone', time: 'Answered live during opening hours' },
] as const;

export interface ContactScreenProps extends Omit<ContactFormProps, 'labelledBy'> {
  /** Editorial copy: the app passes its own (app/content/faq.ts), stories pass fixtures. */
  faq: readonly FaqItem[];
}

// The page frame's width and gutter (ui/Shell/PageFrame), on full-width bands.
const section = { w: 'full', maxW: 'page', mx: 'auto', px: 'gutter' } as const;

/**
 * The contact page: four ways to reach us, the message form, offices, response times and the
 * FAQ. The form's result comes back as `status`: 'Message Sent!' only after the server accepted
 * the message (decisions §12).
 */
export function ContactScreen({ faq, ...formProps }: ContactScreenProps) {
  return (
    <Box pb="16">
      <Box bg="brand.subtle" py={{ base: '10', md: '14' }}>
        <Box {...section}>
          <Stack gap="3" maxW="3xl">
            <Heading as="h1" textStyle="display">
              Contact Us
            </Heading>
            <Text fontSize="lg" color="fg.muted">
              Questions about membership, coins or a booking? Send us a message or reach us
              directly; we are happy to help.
            </Text>
          </Stack>
        </Box>
      </Box>

      <Stack {...section} gap={{ base: '12', md: '16' }} pt={{ base: '8', md: '12' }}>
        <Box as="section" aria-labelledby="contact-methods">
          <Heading id="contact-methods" as="h2" size="xl" mb="5">
            Ways to reach us
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            {CONTACT_METHODS.map(({ title, detail, note, icon: MethodIcon }) => (
              <Card.Root as="li" key={title} variant="outline">
                <Card.Body gap="2">
                  <IconTile>
                    <MethodIcon />
                  </IconTile>
                  <Heading as="h3" size="md">
                    {title}
                  </Heading>
                  <Box fontWeight="medium" overflowWrap="anywhere">
                    {detail}
                  </Box>
                  <Text textStyle="sm" color="fg.muted">
                    {note}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Box>

        <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '10', lg: '8' }}>
          <Box as="section" aria-labelledby="contact-form-title" gridColumn={{ lg: 'span 2' }}>
            <Card.Root variant="outline">
              <Card.Body gap="5">
                <Heading id="contact-form-title" as="h2" size="xl">
                  Send us a message
                </Heading>
                <ContactForm {...formProps} labelledBy="contact-form-title" />
              </Card.Body>
            </Card.Root>
          </Box>

          <Stack gap="8">
            <Box as="section" aria-labelledby="contact-offices">
              <Heading id="contact-offices" as="h2" size="xl" mb="4">
                Our offices
              </Heading>
              <Stack as="ul" listStyleType="none" gap="4">
                {OFFICES.map((office) => (
                  <Box as="li" key={office.city}>
                    <Heading as="h3" size="sm">
                      {office.city}
                    </Heading>
                    <Text textStyle="sm" color="fg.muted">
                      {office.label}
                    </Text>
                    <Text textStyle="sm">{office.address}</Text>
                  </Box>
                ))}
              </Stack>
            </Box>

            <Box as="section" aria-labelledby="contact-response-times">
              <Heading id="contact-response-times" as="h2" size="xl" mb="4">
                Response times
              </Heading>
              <Stack as="dl" gap="3">
                {RESPONSE_TIMES.map((entry) => (
                  <Box key={entry.channel}>
                    <Text as="dt" fontWeight="semibold" display="flex" alignItems="center" gap="2">
                      <ClockIcon color="brand.fg" />
                      {entry.channel}
                    </Text>
                    <Text as="dd" color="fg.muted" ps="6">
                      {entry.time}
                    </Text>
                  </Box>
                ))}
              </Stack>
            </Box>
          </Stack>
        </SimpleGrid>

        <Box as="section" aria-labelledby="contact-faq">
          <Heading id="contact-faq" as="h2" size="xl" mb="5">
            Frequently asked questions
          </Heading>
          <Accordion
            multiple
            items={faq.map((item) => ({
              value: item.id,
              title: (
                <Text as="span" flex="1" textAlign="start" fontWeight="semibold">
                  {item.question}
                </Text>
              ),
              content: <Text color="fg.muted">{item.answer}</Text>,
            }))}
          />
        </Box>
      </Stack>
    </Box>
  );
}
