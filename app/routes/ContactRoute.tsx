import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { UNEXPECTED_ERROR } from '@domain';
import {
  CONTACT_COPY,
  ContactScreen,
  type ContactStatus,
  type ContactSubmission,
} from '@ui/Screens/Contact';
import { isNotOffered } from '../api/capabilities';
import { ApiError } from '../api/answer';
import { contactMessageAtom } from '../api/support';
import { FAQ } from '../content/faq';
import { useExclusive } from './useExclusive';

type Outcome =
  | { status: Exclude<ContactStatus, 'failed'> }
  | { status: 'failed'; message: string; errors?: Record<string, string[]> };

/**
 * Why the message was not sent: the server's message with its field errors, else SPEC §8's
 * unexpected error; where the server has no contact call, where to write instead. The reading of
 * a server's message comes with the first failure, not with a visitor's first page.
 */
async function failure(error: unknown): Promise<Outcome> {
  if (isNotOffered(error)) return { status: 'failed', message: CONTACT_COPY.notOffered };
  const { errorMessage } = await import('../api/remote');
  return {
    status: 'failed',
    message: errorMessage(error, UNEXPECTED_ERROR),
    ...(error instanceof ApiError ? { errors: error.fieldErrors } : {}),
  };
}

export default function ContactRoute() {
  const sendContactMessage = useSetAtom(contactMessageAtom);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });

  const submit = useExclusive(async (message: ContactSubmission) => {
    setOutcome({ status: 'sending' });
    try {
      await sendContactMessage(message);
      setOutcome({ status: 'sent' });
    } catch (error) {
      setOutcome(await failure(error));
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
