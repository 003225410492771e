import { Box, Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { ChatIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon, IconTile } from '../../Shell/Icons';
import { SUPPORT_EMAIL } from '../../Shell/navigation';
import { ContactForm, type ContactFormProps } from './ContactForm';
import { Accordion } from '../../Layout/Accordion';
import { CONTACT_COPY } from './copy';

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

const { email, phone, whatsapp, office } = CONTACT_COPY.methods;
const digits = (number: string) => number.replace(/\D/g, '');

export const CONTACT_METHODS: readonly ContactMethod[] = [
  {
    ...email,
    detail: <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>,
    icon: MailIcon,
  },
  {
    ...phone,
    detail: <Link href={`tel:+${digits(phone.number)}`}>{phone.number}</Link>,
    icon: PhoneIcon,
  },
  {
    ...whatsapp,
    detail: (
      <Link href={`https://wa.me/${digits(whatsapp.number)}`} target="_blank" rel="noreferrer">
        {whatsapp.number}
      </Link>
    ),
    icon: ChatIcon,
  },
  {
    ...office,
    detail: <Text as="span">{office.address}</Text>,
    icon: MapPinIcon,
  },
];

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
              {CONTACT_COPY.title}
            </Heading>
            <Text fontSize="lg" color="fg.muted">
              {CONTACT_COPY.intro}
            </Text>
          </Stack>
        </Box>
      </Box>

      <Stack {...section} gap={{ base: '12', md: '16' }} pt={{ base: '8', md: '12' }}>
        <Box as="section" aria-labelledby="contact-methods">
          <Heading id="contact-methods" as="h2" size="xl" mb="5">
            {CONTACT_COPY.methodsTitle}
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
                  {CONTACT_COPY.formTitle}
                </Heading>
                <ContactForm {...formProps} labelledBy="contact-form-title" />
              </Card.Body>
            </Card.Root>
          </Box>

          <Stack gap="8">
            <Box as="section" aria-labelledby="contact-offices">
              <Heading id="contact-offices" as="h2" size="xl" mb="4">
                {CONTACT_COPY.officesTitle}
              </Heading>
              <Stack as="ul" listStyleType="none" gap="4">
                {CONTACT_COPY.offices.map((office) => (
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
                {CONTACT_COPY.responseTimesTitle}
              </Heading>
              <Stack as="dl" gap="3">
                {CONTACT_COPY.responseTimes.map((entry) => (
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
            {CONTACT_COPY.faqTitle}
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
