import { Text } from '@chakra-ui/react';
import { RESPONSE_TIME_HOURS, SUCCESS_NOTICES, UNEXPECTED_ERROR } from '@domain';
import { PageNotice } from '../../Feedback/PageNotice';

export interface ContactOutcomeProps {
  outcome: 'sent' | 'failed';
  /** Why the message was not sent (the server's message, or the network's). */
  errorMessage?: string | undefined;
}

/**
 * What became of a message: sent, or not sent with why. It loads with the first send
 * (ContactForm), not with the page: the page paints without the notice's code.
 */
export function ContactOutcome({ outcome, errorMessage }: ContactOutcomeProps) {
  return outcome === 'sent' ? (
    <PageNotice status="success" title={SUCCESS_NOTICES.messageSent}>
      Thank you for getting in touch. We will reply within {RESPONSE_TIME_HOURS.email} hours.
    </PageNotice>
  ) : (
    <PageNotice status="error" title="Your message was not sent">
      <Text>{errorMessage ?? UNEXPECTED_ERROR}</Text>
      <Text>Your message is still below; please try again.</Text>
    </PageNotice>
  );
}
