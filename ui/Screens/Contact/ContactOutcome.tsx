import { Text } from '@chakra-ui/react';
import { RESPONSE_TIME_HOURS, SUCCESS_NOTICES } from '@domain';
import { PageNotice } from '../../Feedback/PageNotice';

/** Its own words, beside it rather than in the page's copy: they load with it. */
export const CONTACT_OUTCOME_COPY = {
  // The sentence's figure is drawn as a text of its own, as it always was: one string would shape
  // the line differently (a changed picture).
  sentDetail: (hours: number) => [
    'Thank you for getting in touch. We will reply within ',
    hours,
    ' hours.',
  ],
  failedTitle: 'Your message was not sent',
  failedDetail: 'Your message is still below; please try again.',
};

export interface ContactOutcomeProps {
  outcome: 'sent' | 'failed';
  /** Why the message was not sent: the server's message, or the app's wording of the failure. */
  errorMessage?: string | undefined;
}

/**
 * What became of a message: sent, or not sent with why. It loads with the first send
 * (ContactForm), not with the page: the page paints without the notice's code.
 */
export function ContactOutcome({ outcome, errorMessage }: ContactOutcomeProps) {
  return outcome === 'sent' ? (
    <PageNotice status="success" title={SUCCESS_NOTICES.messageSent}>
      {CONTACT_OUTCOME_COPY.sentDetail(RESPONSE_TIME_HOURS.email)}
    </PageNotice>
  ) : (
    <PageNotice status="error" title={CONTACT_OUTCOME_COPY.failedTitle}>
      {errorMessage !== undefined && <Text>{errorMessage}</Text>}
      <Text>{CONTACT_OUTCOME_COPY.failedDetail}</Text>
    </PageNotice>
  );
}
