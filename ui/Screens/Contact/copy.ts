/** Every word of /contact but the FAQ (the app's) and the outcome of a send (ContactOutcome's). */
import { RESPONSE_TIME_HOURS, type ContactCategory } from '@domain';
import { SUPPORT_EMAIL } from '../../Shell/navigation';
import { CONTACT_US } from '../marketingCopy';

const HEAD_OFFICE = '14 Admiralty Way, Lekki Phase 1, Lagos';
const EMAIL = 'Email';
const PHONE = 'Phone';
const WHATSAPP = 'WhatsApp';

export const CONTACT_COPY = {
  title: CONTACT_US,
  intro:
    'Questions about membership, coins or a booking? Send us a message or reach us directly; we are happy to help.',
  methodsTitle: 'Ways to reach us',
  methods: {
    email: { title: EMAIL, note: `We reply within ${RESPONSE_TIME_HOURS.email} hours` },
    phone: {
      title: PHONE,
      number: '+234 201 555 0100',
      note: 'Monday to Saturday, 08:00–20:00',
    },
    whatsapp: {
      title: WHATSAPP,
      number: '+234 803 555 0199',
      note: `We reply within ${RESPONSE_TIME_HOURS.whatsapp} hour`,
    },
    office: { title: 'Office', address: HEAD_OFFICE, note: 'Monday to Friday, 09:00–17:00' },
  },
  formTitle: 'Send us a message',
  officesTitle: 'Our offices',
  offices: [
    { city: 'Lagos', label: 'Head office', address: HEAD_OFFICE },
    { city: 'Abuja', label: 'Regional office', address: '12 Aminu Kano Crescent, Wuse II, Abuja' },
    {
      city: 'Port Harcourt',
      label: 'Regional office',
      address: '5 Trans-Amadi Road, Port Harcourt, Rivers',
    },
  ],
  responseTimesTitle: 'Response times',
  responseTimes: [
    { channel: EMAIL, time: `Within ${RESPONSE_TIME_HOURS.email} hours` },
    { channel: WHATSAPP, time: `Within ${RESPONSE_TIME_HOURS.whatsapp} hour` },
    { channel: PHONE, time: 'Answered live during opening hours' },
  ],
  faqTitle: 'Frequently asked questions',
  form: {
    name: 'Name',
    email: EMAIL,
    phone: PHONE,
    optional: 'Optional',
    category: 'Category',
    chooseCategory: 'Select a category',
    categories: {
      general: 'General Inquiry',
      support: 'Technical Support',
      business: 'Business Partnership',
      feedback: 'Feedback',
      bug: 'Report a Bug',
      help: 'Help with Bookings',
    } satisfies Record<ContactCategory, string>,
    subject: 'Subject',
    message: 'Message',
    send: 'Send Message',
    sending: 'Sending…',
  },
  /** Said where the server has no contact call (one with SPEC §7's alone): the message stays typed. */
  notOffered: `Messages cannot be sent from this page yet. Please write to ${SUPPORT_EMAIL} instead.`,
};

export type ContactCopy = typeof CONTACT_COPY;
