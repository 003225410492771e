/** Every word of the demo's outbox (/demo/outbox). */
import { DEMO_OUTBOX } from '../../Shell/navigation';

export const DEMO_OUTBOX_COPY = {
  title: DEMO_OUTBOX,
  subtitle:
    'This demo sends no real e-mail. Every e-mail it would have sent is kept here, newest first, so that "we sent you an e-mail" can be checked.',
  refresh: 'Refresh',
  emptyTitle: 'No e-mails sent yet',
  empty: 'Book a court, ask for a password reset or approve a member, then come back.',
  errorTitle: 'The outbox could not be read',
  to: 'To',
  link: 'Link in the e-mail',
  list: 'E-mails sent',
};
