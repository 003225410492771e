import { Alert, Box, Button, Card, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { staffActionsFor } from '@domain';
import {
  formatCoins,
  needsReason,
  type AuditEntry,
  type MemberDetail,
  type ReasonedStatusChange,
  type StatusChange,
  type User,
} from '@domain';
import { useId, useState, type ReactNode } from 'react';
import { AdjustmentSteps, type CoinAdjustment } from '../../Admin/CoinAdjustmentForm';
import { StatusReasonForm } from '../../Admin/StatusReasonForm';
import type { MemberDetailCopy } from './copy';

/** A coin adjustment of the member the page shows. */
export type CoinAdjustmentInput = Omit<CoinAdjustment, 'user_id'>;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card.Root as="section" aria-labelledby={id} minWidth="0">
      <Card.Header>
        <Card.Title as="h2" id={id} textStyle="title">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body minWidth="0">{children}</Card.Body>
    </Card.Root>
  );
}

export function Fact({ term, value }: { term: string; value: string }) {
  return (
    <>
      <chakra.dt color="fg.muted">{term}</chakra.dt>
      <chakra.dd m="0" overflowWrap="anywhere">
        {value}
      </chakra.dd>
    </>
  );
}

export interface StatusSectionProps {
  user: User;
  history: readonly AuditEntry[];
  allowed: ReturnType<typeof staffActionsFor>;
  text: MemberDetailCopy;
  onStatusChange: (change: StatusChange, reason?: string) => void;
  busy: StatusChange | null;
  error: string | null;
}

interface StatusActionsProps {
  offered: readonly StatusChange[];
  text: MemberDetailCopy;
  onStatusChange: (change: StatusChange, reason?: string) => void;
  busy: StatusChange | null;
}

function StatusActions({ offered, text, onStatusChange, busy }: StatusActionsProps) {
  const [asking, setAsking] = useState<ReasonedStatusChange | null>(null);
  return (
    <>
      {asking ? (
        <StatusReasonForm
          action={asking}
          busy={busy === asking}
          onConfirm={(reason) => onStatusChange(asking, reason)}
          onCancel={() => setAsking(null)}
        />
      ) : offered.length === 0 ? (
        <Text color="fg.muted">{text.noActions}</Text>
      ) : (
        <Flex gap="2" wrap="wrap">
          {offered.map((action) =>
            needsReason(action) ? (
              <Button
                key={action}
                variant="outline"
                colorPalette="red"
                onClick={() => setAsking(action)}
              >
                {text[action]}
              </Button>
            ) : (
              <Button
                key={action}
                colorPalette="brand"
                loading={busy === action}
                onClick={() => onStatusChange(action)}
              >
                {text[action]}
              </Button>
            ),
          )}
        </Flex>
      )}
    </>
  );
}

/**
 * Suspend and reject ask for a reason and a second press (StatusReasonForm, as in the Admin
 * Overview); the others act at once. The actions are keyed on the account's status, so a
 * confirmed change closes the form and shows the status's own actions (Reactivate).
 */
export function StatusSection({
  user,
  history,
  allowed,
  text,
  onStatusChange,
  busy,
  error,
}: StatusSectionProps) {
  const offered = (['approve', 'reject', 'suspend', 'reactivate'] as const).filter(
    (action) => allowed[action],
  );

  return (
    <Section title={text.status}>
      <Stack gap="4">
        {user.status_reason && (
          <Text>
            {text.reasonLabel}: {user.status_reason}
          </Text>
        )}
        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        <StatusActions
          // A new status starts with its own actions: a confirmed change closes the form.
          key={user.account_status}
          offered={offered}
          text={text}
          onStatusChange={onStatusChange}
          busy={busy}
        />
        <Box>
          <Heading as="h3" textStyle="md" fontWeight="semibold" mb="2">
            {text.history}
          </Heading>
          {history.length === 0 ? (
            <Text color="fg.muted">{text.noHistory}</Text>
          ) : (
            <chakra.ol listStyleType="none" m="0" p="0" display="grid" gap="2">
              {history.map((entry) => (
                <chakra.li key={entry.id}>
                  <Text>{text.historyEntry(entry)}</Text>
                  {entry.reason && (
                    <Text color="fg.muted">
                      {text.reasonLabel}: {entry.reason}
                    </Text>
                  )}
                </chakra.li>
              ))}
            </chakra.ol>
          )}
        </Box>
      </Stack>
    </Section>
  );
}

export interface CoinSectionProps {
  detail: MemberDetail;
  mayAdjust: boolean;
  admin: boolean;
  text: MemberDetailCopy;
  onAdjust: (adjustment: CoinAdjustmentInput) => void;
  adjusting: boolean;
  error: string | null;
  success: string | null;
}

/** The member's balances, the outcome of the last adjustment, then the adjustment's steps. */
export function CoinSection({
  detail,
  mayAdjust,
  admin,
  text,
  onAdjust,
  adjusting,
  error,
  success,
}: CoinSectionProps) {
  return (
    <Section title={text.coins}>
      <Stack gap="4">
        <Flex gap="6" wrap="wrap">
          <Text>
            {text.available}: <strong>{formatCoins(detail.available_balance)}</strong>
          </Text>
          <Text>
            {text.reserved}: {formatCoins(detail.reserved_balance)}
          </Text>
        </Flex>
        {success && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{success}</Alert.Title>
          </Alert.Root>
        )}
        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        <AdjustmentSteps
          memberId={detail.user.id}
          balance={detail.available_balance}
          admin={admin}
          own={!mayAdjust}
          submitting={adjusting}
          onConfirm={({ user_id: _member, ...adjustment }) => onAdjust(adjustment)}
        />
      </Stack>
    </Section>
  );
}
