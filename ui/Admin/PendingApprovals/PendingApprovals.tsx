import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  chakra,
  Flex,
  HStack,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import { formatDate, type User } from '@domain';
import { useId, useState } from 'react';
import { PageNotice } from '../../Feedback/PageNotice';
import { StatusReasonForm } from '../StatusReasonForm';
import { ActionFor } from '../UserList/ActionFor';
import { EmptyState } from '../../Feedback/EmptyState';
import type { Remote } from '../../remote';
import { TRY_AGAIN } from '../../copy';

export type ApprovalAction = 'approve' | 'reject';

export interface AdminNotice {
  kind: 'success' | 'error';
  message: string;
}

export const PENDING_APPROVALS_COPY = {
  title: 'Pending Approvals',
  empty: 'No pending approvals',
  emptyDescription: 'New registrations waiting for review will appear here.',
  approve: 'Approve',
  reject: 'Reject',
  approving: 'Approving…',
  rejecting: 'Rejecting…',
  registered: 'Registered',
  loading: 'Loading pending approvals…',
  retry: TRY_AGAIN,
};

export type PendingApprovalsCopy = typeof PENDING_APPROVALS_COPY;

export interface PendingApprovalsProps {
  pending: Remote<User[]>;
  onApprove: (user: User) => void;
  /** After staff typed the reason the applicant reads and pressed Confirm rejection. */
  onReject: (user: User, reason: string) => void;
  /** The row being decided and how; its buttons are busy while every other row stays usable. */
  busy?: { userId: number; action: ApprovalAction } | null;
  /** The outcome of the last decision, e.g. 'User approved successfully'. */
  notice?: AdminNotice | null;
  onDismissNotice?: () => void;
  onRetry?: () => void;
  copy?: Partial<PendingApprovalsCopy>;
}

export function PendingApprovals({
  pending,
  onApprove,
  onReject,
  busy = null,
  notice = null,
  onDismissNotice,
  onRetry,
  copy,
}: PendingApprovalsProps) {
  const text = { ...PENDING_APPROVALS_COPY, ...copy };
  const titleId = useId();
  const count = pending.status === 'success' ? pending.data.length : null;

  return (
    <Card.Root as="section" aria-labelledby={titleId} aria-busy={pending.status === 'loading'}>
      <Card.Header>
        <HStack gap="3">
          <Card.Title as="h2" id={titleId} textStyle="title">
            {text.title}
          </Card.Title>
          {count !== null && count > 0 && (
            <Badge colorPalette="yellow" variant="solid" aria-hidden="true">
              {count}
            </Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        {notice && (
          <PageNotice status={notice.kind} title={notice.message} onDismiss={onDismissNotice} />
        )}

        {pending.status === 'loading' && (
          <Stack gap="3">
            <Box as="span" srOnly>
              {text.loading}
            </Box>
            {[0, 1].map((i) => (
              <Skeleton recipe={skeletonRecipe} key={i} height="16" />
            ))}
          </Stack>
        )}

        {pending.status === 'error' && (
          <Alert.Root status="error" role="alert" alignItems="center" flexWrap="wrap">
            <Alert.Indicator />
            <Alert.Title flex="1">{pending.message}</Alert.Title>
            {onRetry && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
                {text.retry}
              </Button>
            )}
          </Alert.Root>
        )}

        {pending.status === 'success' && pending.data.length === 0 && (
          <EmptyState title={text.empty} description={text.emptyDescription} />
        )}

        {pending.status === 'success' && pending.data.length > 0 && (
          <chakra.ul listStyleType="none" m="0" p="0" aria-labelledby={titleId}>
            {pending.data.map((user) => (
              <PendingRow
                key={user.id}
                user={user}
                busy={busy?.userId === user.id ? busy.action : null}
                onApprove={onApprove}
                onReject={onReject}
                text={text}
              />
            ))}
          </chakra.ul>
        )}
      </Card.Body>
    </Card.Root>
  );
}

interface PendingRowProps {
  user: User;
  busy: ApprovalAction | null;
  onApprove: (user: User) => void;
  onReject: (user: User, reason: string) => void;
  text: PendingApprovalsCopy;
}

/**
 * One application. Reject asks for the reason the applicant reads, then a second press
 * (StatusReasonForm, as on the member's page); approving acts at once. A decided row leaves the
 * list, and its form with it.
 */
function PendingRow({ user, busy, onApprove, onReject, text }: PendingRowProps) {
  const [rejecting, setRejecting] = useState(false);
  return (
    <chakra.li
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: '0' }}
      aria-busy={busy !== null}
    >
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="3"
      >
        <Box minWidth="0">
          <Text fontWeight="semibold">{user.full_name}</Text>
          <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
            {user.email}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {text.registered} {formatDate(user.date_joined)}
            {user.city ? ` · ${[user.city, user.state].filter(Boolean).join(', ')}` : ''}
          </Text>
        </Box>
        {!rejecting && (
          <HStack gap="2" flexShrink="0">
            <Button
              size="sm"
              colorPalette="brand"
              loading={busy === 'approve'}
              loadingText={<ActionFor verb={text.approving} name={user.full_name} />}
              disabled={busy !== null}
              onClick={() => onApprove(user)}
            >
              <ActionFor verb={text.approve} name={user.full_name} />
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              loading={busy === 'reject'}
              loadingText={<ActionFor verb={text.rejecting} name={user.full_name} />}
              disabled={busy !== null}
              onClick={() => setRejecting(true)}
            >
              <ActionFor verb={text.reject} name={user.full_name} />
            </Button>
          </HStack>
        )}
      </Flex>
      {rejecting && (
        <Box mt="3">
          <StatusReasonForm
            action="reject"
            busy={busy === 'reject'}
            onConfirm={(reason) => onReject(user, reason)}
            onCancel={() => setRejecting(false)}
          />
        </Box>
      )}
    </chakra.li>
  );
}
