import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { ContactScreen, type ContactStatus, type ContactSubmission } from '@ui/Screens/Contact';
import { ApiError } from '../api/client';
import { contactMessageAtom } from '../api/support';
import { FAQ } from '../content/faq';
import { useExclusive } from './useExclusive';

type Outcome =
  | { status: Exclude<ContactStatus, 'failed'> }
  | { status: 'failed'; message?: string; errors?: Record<string, string[]> };

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
        error instanceof ApiError
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
