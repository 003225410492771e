import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  Link,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { formatDateTime } from '@domain';
import { EmptyState } from '../../Feedback/EmptyState';
import { ErrorState } from '../../Feedback/ErrorState';
import { PageSpinner } from '../../Feedback/PageSpinner';
import { RouterLink } from '../../Navigation/AppLink';
import { PageFrame } from '../../Shell/PageFrame';
import type { Remote } from '../../remote';
import { DEMO_OUTBOX_COPY } from './copy';

/** An e-mail the demo's mock would have sent. */
export interface DemoEmail {
  id: number;
  to: string;
  kind: string;
  subject: string;
  /** Plain text, shown as it is (never as HTML). */
  body: string;
  link: string | null;
  created_at: string;
}

export interface DemoOutboxScreenProps {
  emails: Remote<DemoEmail[]>;
  onRefresh: () => void;
}

/** The demo build's outbox page (/demo/outbox): the e-mails of the in-browser mock. */
export function DemoOutboxScreen({ emails, onRefresh }: DemoOutboxScreenProps) {
  const text = DEMO_OUTBOX_COPY;
  return (
    <PageFrame py={{ base: '6', md: '10' }} measure="3xl">
      <Stack gap="6">
        <Flex
          gap="4"
          justify="space-between"
          align={{ base: 'stretch', sm: 'flex-end' }}
          direction={{ base: 'column', sm: 'row' }}
        >
          <Stack gap="2">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {text.title}
            </Heading>
            <Text color="fg.muted">{text.subtitle}</Text>
          </Stack>
          <Button variant="outline" onClick={onRefresh}>
            {text.refresh}
          </Button>
        </Flex>
        {emails.status === 'loading' ? <PageSpinner /> : null}
        {emails.status === 'error' ? (
          <ErrorState title={text.errorTitle} message={emails.message} onRetry={onRefresh} />
        ) : null}
        {emails.status === 'success' && emails.data.length === 0 ? (
          <EmptyState title={text.emptyTitle} description={text.empty} />
        ) : null}
        {emails.status === 'success' && emails.data.length > 0 ? (
          <chakra.ul
            listStyleType="none"
            m="0"
            p="0"
            display="flex"
            flexDirection="column"
            gap="4"
            aria-label={text.list}
          >
            {emails.data.map((email) => (
              <li key={email.id}>
                <Card.Root as="article" variant="outline" aria-labelledby={`email-${email.id}`}>
                  <Card.Body gap="2">
                    <Flex gap="2" justify="space-between" wrap="wrap">
                      <Heading as="h2" size="md" id={`email-${email.id}`} overflowWrap="anywhere">
                        {email.subject}
                      </Heading>
                      <Badge variant="subtle">{email.kind}</Badge>
                    </Flex>
                    <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
                      {text.to}: {email.to} ·{' '}
                      <chakra.time dateTime={email.created_at}>
                        {formatDateTime(email.created_at)}
                      </chakra.time>
                    </Text>
                    <Box
                      as="pre"
                      whiteSpace="pre-wrap"
                      fontFamily="inherit"
                      overflowWrap="anywhere"
                    >
                      {email.body}
                    </Box>
                    {email.link ? (
                      <Text textStyle="sm">
                        {text.link}:{' '}
                        <Link asChild colorPalette="brand" overflowWrap="anywhere">
                          {email.link.startsWith('/') ? (
                            <RouterLink to={email.link}>{email.link}</RouterLink>
                          ) : (
                            <a href={email.link}>{email.link}</a>
                          )}
                        </Link>
                      </Text>
                    ) : null}
                  </Card.Body>
                </Card.Root>
              </li>
            ))}
          </chakra.ul>
        ) : null}
      </Stack>
    </PageFrame>
  );
}
