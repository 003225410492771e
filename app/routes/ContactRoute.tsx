import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { ContactScreen, type ContactStatus, type ContactSubmission } from '@ui/Screens/Contact';
import { SUPPORT_EMAIL } from '@ui/Shell/navigation';
import { isNotOffered } from '../api/capabilities';
import { ApiError } from '../api/answer';
import { contactMessageAtom } from '../api/support';
import { FAQ } from '../content/faq';
import { useExclusive } from './useExclusive';

type Outcome =
  | { status: Exclude<ContactStatus, 'failed'> }
  | { status: 'failed'; message?: string; errors?: Record<string, string[]> };

/** Said where the server has no contact call (one with SPEC §7's alone): the message stays typed. */
export const CONTACT_NOT_OFFERED = `Messages cannot be sent from this page yet. Please write to ${SUPPORT_EMAIL} instead.`;

/** 'Message Sent!' only once the server has the message (decisions §12); a failure keeps it typed. */
export default function ContactRoute() {
  const sendContactMessage = useSetAtom(contactMessageAtom);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });

  const submit = useExclusive(async (message: ContactSubmission) => {
    setOutcome({ status: 'sending' });
    try {
      await sendContactMessage(message);
      setOutcome({ status: 'sent' });
    } catch (error) {
      setOutcome(
        isNotOffered(error)
          ? { status: 'failed', message: CONTACT_NOT_OFFERED }
          : error instanceof ApiError
            ? // An answer with no message of the server's leaves the form's own wording.
              { status: 'failed', message: error.message || undefined, errors: error.fieldErrors }
            : { status: 'failed' },
      );
    }
  });

  return (
    <ContactScreen
      faq={FAQ}
      onSubmit={submit}
      status={outcome.status}
      errorMessage={outcome.status === 'failed' ? outcome.message : undefined}
      serverErrors={outcome.status === 'failed' ? outcome.errors : undefined}
    />
  );
}
