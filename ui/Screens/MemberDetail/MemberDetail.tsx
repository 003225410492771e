import {
  Alert,
  Box,
  Button,
  Card,
  chakra,
  Container,
  Flex,
  Heading,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import { Input, NativeSelect, Textarea } from '../../Forms/Field';
import {
  COIN_ADJUSTMENT_TYPES,
  MAX_LENGTH,
  STAFF_ADJUSTMENT_LIMIT,
  formatCoins,
  formatDateTime,
  formatSignedCoins,
  isAdmin,
  needsReason,
  noShowPolicyText,
  noShowState,
  staffActionsFor,
  staffAdjustmentLimitText,
  validateCoinAdjustment,
  type AuditEntry,
  type Booking,
  type CoinAdjustmentType,
  type MemberDetail,
  type ReasonedStatusChange,
  type User,
} from '@domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { StatusReasonForm } from '../../Admin/StatusReasonForm';
import { bookingWhen } from '../../Booking/BookingCard';
import { ErrorState } from '../../Feedback/ErrorState';
import { StatusBadge } from '../../Feedback/StatusBadge';
import { FormField } from '../../Forms/FormField';
import { AppLink } from '../../Navigation/AppLink';
import type { Remote } from '../../remote';

export interface CoinAdjustmentInput {
  amount: number;
  transaction_type: CoinAdjustmentType;
  reason: string;
}

export type StatusChange = 'suspend' | 'reactivate' | 'approve' | 'reject';

export const MEMBER_DETAIL_COPY = {
  back: 'Back to the Admin Overview',
  loading: 'Loading the member…',
  loadFailed: 'The member could not be shown',
  retry: 'Try again',
  profile: 'Profile',
  id: 'ID',
  email: 'Email',
  phone: 'Phone',
  city: 'City',
  joined: 'Joined',
  lastLogin: 'Last sign-in',
  never: 'Never',
  noShows: 'No-shows',
  status: 'Status',
  history: 'Status history',
  noHistory: 'No decisions recorded yet.',
  historyEntry: (entry: AuditEntry) =>
    `${actionLabel(entry.action)} by ${entry.actor_name} (${entry.actor_email}) on ${formatDateTime(entry.created_at)}`,
  reasonLabel: 'Reason',
  suspend: 'Suspend',
  reject: 'Reject',
  approve: 'Approve',
  reactivate: 'Reactivate',
  noActions: 'Your role offers no change of this account.',
  coins: 'Adjust coins',
  available: 'Available',
  reserved: 'Reserved',
  amount: 'Amount',
  type: 'Type',
  types: {
    credit: 'Credit',
    debit: 'Debit',
    bonus: 'Bonus',
    refund: 'Refund',
  } satisfies Record<CoinAdjustmentType, string>,
  reason: 'Reason',
  review: 'Review adjustment',
  before: 'Balance before',
  after: 'Balance after',
  confirmAdjust: 'Confirm adjustment',
  adjusting: 'Adjusting…',
  edit: 'Change',
  limit: staffAdjustmentLimitText(),
  overLimit: staffAdjustmentLimitText(),
  ownCoins: 'You cannot adjust your own coins.',
  belowZero: 'A debit cannot take the available balance below zero.',
  bookings: 'Bookings',
  noBookings: 'No bookings yet.',
  markNoShow: 'Mark no-show',
  marking: 'Marking…',
  noShowPolicy: noShowPolicyText(),
  ledger: 'Coin ledger',
  noLedger: 'No coin movements yet.',
  ledgerTable: 'Coin ledger entries',
  when: 'When',
  entry: 'Entry',
  change: 'Change',
  balanceAfter: 'Balance after',
  actor: 'By',
  system: '—',
};

export type MemberDetailCopy = typeof MEMBER_DETAIL_COPY;

const ACTION_LABELS: Record<AuditEntry['action'], string> = {
  approve: 'Approved',
  reject: 'Rejected',
  suspend: 'Suspended',
  reactivate: 'Reactivated',
  coin_adjustment: 'Coins adjusted',
  session_create: 'Session created',
  session_update: 'Session changed',
  session_delete: 'Session removed',
  closure: 'Closure',
  no_show: 'No-show',
};

/** The audit log's words for an action: 'Suspended', 'Coins adjusted'. */
export function actionLabel(action: AuditEntry['action']): string {
  return ACTION_LABELS[action];
}

export interface MemberDetailScreenProps {
  member: Remote<MemberDetail>;
  /** The signed-in staff member: what they are offered follows their role (domain/roles.ts). */
  actor: Pick<User, 'id' | 'user_type' | 'is_staff_user' | 'account_status'>;
  /** The no-show window compares against this instant. */
  now: Date;
  backTo?: string;
  onRetry?: () => void;
  onStatusChange: (change: StatusChange, reason?: string) => void;
  statusBusy?: StatusChange | null;
  statusError?: string | null;
  onAdjust: (adjustment: CoinAdjustmentInput) => void;
  adjusting?: boolean;
  adjustError?: string | null;
  adjustSuccess?: string | null;
  /** A new key empties the coin form after a success. */
  adjustFormKey?: number;
  /** Marks a booking as a no-show; without it (a server that has no such call) none is offered. */
  onMarkNoShow?: (booking: Booking) => void;
  noShowBusyId?: number | null;
  copy?: Partial<MemberDetailCopy>;
}

/** /staff/members/:id: one member as staff see them, with what the actor's role may change. */
export function MemberDetailScreen({
  member,
  actor,
  now,
  backTo = '/dashboard?tab=admin',
  onRetry,
  onStatusChange,
  statusBusy = null,
  statusError = null,
  onAdjust,
  adjusting = false,
  adjustError = null,
  adjustSuccess = null,
  adjustFormKey = 0,
  onMarkNoShow,
  noShowBusyId = null,
  copy,
}: MemberDetailScreenProps) {
  const text = { ...MEMBER_DETAIL_COPY, ...copy };

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <AppLink to={backTo}>{text.back}</AppLink>
        {member.status === 'loading' && (
          <Stack gap="3" aria-busy="true">
            <Box as="span" srOnly>
              {text.loading}
            </Box>
            {[0, 1, 2].map((i) => (
              <Skeleton recipe={skeletonRecipe} key={i} height="24" />
            ))}
          </Stack>
        )}
        {member.status === 'error' && (
          <ErrorState
            title={text.loadFailed}
            message={member.message}
            onRetry={onRetry}
            retryLabel={text.retry}
            headingLevel="h1"
          />
        )}
        {member.status === 'success' && (
          <MemberBody
            detail={member.data}
            actor={actor}
            now={now}
            text={text}
            onStatusChange={onStatusChange}
            statusBusy={statusBusy}
            statusError={statusError}
            onAdjust={onAdjust}
            adjusting={adjusting}
            adjustError={adjustError}
            adjustSuccess={adjustSuccess}
            adjustFormKey={adjustFormKey}
            {...(onMarkNoShow ? { onMarkNoShow } : {})}
            noShowBusyId={noShowBusyId}
          />
        )}
      </Stack>
    </Container>
  );
}

interface BodyProps extends Required<
  Pick<
    MemberDetailScreenProps,
    | 'onStatusChange'
    | 'statusBusy'
    | 'statusError'
    | 'onAdjust'
    | 'adjusting'
    | 'adjustError'
    | 'adjustSuccess'
    | 'adjustFormKey'
    | 'noShowBusyId'
  >
> {
  onMarkNoShow?: MemberDetailScreenProps['onMarkNoShow'];
  detail: MemberDetail;
  actor: MemberDetailScreenProps['actor'];
  now: Date;
  text: MemberDetailCopy;
}

function MemberBody({ detail, actor, now, text, ...actions }: BodyProps) {
  const { user } = detail;
  const allowed = staffActionsFor(actor, user);
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="3xl">
          {user.full_name}
        </Heading>
        <Flex gap="2" wrap="wrap" align="center">
          <StatusBadge kind="account" value={user.account_status} />
          <StatusBadge kind="role" value={user.user_type} />
          <Text color="fg.muted">
            {text.id} {user.id}
          </Text>
        </Flex>
      </Stack>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Section title={text.profile}>
          <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2">
            <Fact term={text.email} value={user.email} />
            <Fact term={text.phone} value={user.phone_number || '—'} />
            <Fact
              term={text.city}
              value={[user.city, user.state].filter(Boolean).join(', ') || '—'}
            />
            <Fact term={text.joined} value={formatDateTime(user.date_joined)} />
            <Fact
              term={text.lastLogin}
              value={user.last_login ? formatDateTime(user.last_login) : text.never}
            />
            <Fact term={text.noShows} value={String(detail.no_show_count)} />
          </chakra.dl>
        </Section>

        <StatusSection
          user={user}
          history={detail.status_history}
          allowed={allowed}
          text={text}
          onStatusChange={actions.onStatusChange}
          busy={actions.statusBusy}
          error={actions.statusError}
        />
      </SimpleGrid>

      <CoinSection
        key={actions.adjustFormKey}
        detail={detail}
        mayAdjust={allowed.adjustCoins}
        admin={isAdmin(actor)}
        text={text}
        onAdjust={actions.onAdjust}
        adjusting={actions.adjusting}
        error={actions.adjustError}
        success={actions.adjustSuccess}
      />

      <Section title={text.bookings}>
        <Text color="fg.muted" textStyle="sm" mb="3">
          {text.noShowPolicy}
        </Text>
        {detail.bookings.length === 0 ? (
          <Text color="fg.muted">{text.noBookings}</Text>
        ) : (
          <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="2">
            {detail.bookings.map((booking) => (
              <chakra.li
                key={booking.id}
                borderWidth="1px"
                borderRadius="l2"
                p="3"
                display="flex"
                flexWrap="wrap"
                gap="2"
                alignItems="center"
                justifyContent="space-between"
              >
                <Box minWidth="0">
                  <Text fontWeight="medium">
                    {booking.booking_reference} · {booking.location.name} ({booking.court.name})
                  </Text>
                  <Text color="fg.muted">
                    {bookingWhen(booking)} · {formatCoins(booking.coin_cost)}
                  </Text>
                </Box>
                <Flex gap="2" align="center">
                  <StatusBadge kind="booking" value={booking.status} />
                  {actions.onMarkNoShow && noShowState(booking, now) === 'open' && (
                    <Button
                      size="sm"
                      variant="outline"
                      loading={actions.noShowBusyId === booking.id}
                      loadingText={text.marking}
                      aria-label={`${text.markNoShow}: ${booking.booking_reference}`}
                      onClick={() => actions.onMarkNoShow?.(booking)}
                    >
                      {text.markNoShow}
                    </Button>
                  )}
                </Flex>
              </chakra.li>
            ))}
          </chakra.ul>
        )}
      </Section>

      <Section title={text.ledger}>
        {detail.transactions.length === 0 ? (
          <Text color="fg.muted">{text.noLedger}</Text>
        ) : (
          <chakra.ul
            listStyleType="none"
            m="0"
            p="0"
            aria-label={text.ledgerTable}
            display="grid"
            gap="2"
          >
            {detail.transactions.map((entry) => (
              <chakra.li
                key={entry.id}
                borderBottomWidth="1px"
                pb="2"
                display="grid"
                gridTemplateColumns={{ base: '1fr auto', md: '12rem 1fr auto auto' }}
                columnGap="3"
                rowGap="1"
              >
                <Text color="fg.muted" textStyle="sm">
                  {formatDateTime(entry.created_at)}
                </Text>
                <Text
                  fontWeight="medium"
                  textAlign="end"
                  gridColumn={{ base: '2', md: '3' }}
                  gridRow={{ base: '1', md: 'auto' }}
                  color={entry.amount >= 0 ? 'fg.success' : 'fg.error'}
                >
                  {formatSignedCoins(entry.amount)}
                </Text>
                <Box gridColumn={{ base: '1 / -1', md: '2' }} gridRow={{ md: '1' }} minWidth="0">
                  <Text overflowWrap="anywhere">{entry.description}</Text>
                  <Text color="fg.muted" textStyle="sm">
                    {text.actor} {entry.actor_email ?? text.system}
                  </Text>
                </Box>
                <Text
                  gridColumn={{ base: '1 / -1', md: '4' }}
                  textAlign={{ md: 'end' }}
                  textStyle="sm"
                >
                  {text.balanceAfter}: {formatCoins(entry.balance_after)}
                </Text>
              </chakra.li>
            ))}
          </chakra.ul>
        )}
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
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

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <>
      <chakra.dt color="fg.muted">{term}</chakra.dt>
      <chakra.dd m="0" overflowWrap="anywhere">
        {value}
      </chakra.dd>
    </>
  );
}

interface StatusSectionProps {
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
function StatusSection({
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

interface CoinSectionProps {
  detail: MemberDetail;
  mayAdjust: boolean;
  admin: boolean;
  text: MemberDetailCopy;
  onAdjust: (adjustment: CoinAdjustmentInput) => void;
  adjusting: boolean;
  error: string | null;
  success: string | null;
}

/** The form, then a review of the balance before and after, then the adjustment. */
function CoinSection({
  detail,
  mayAdjust,
  admin,
  text,
  onAdjust,
  adjusting,
  error,
  success,
}: CoinSectionProps) {
  const [amount, setAmount] = useState('');
  const [type, setType] = useState<CoinAdjustmentType>('credit');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [review, setReview] = useState<CoinAdjustmentInput | null>(null);
  const before = detail.available_balance;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCoinAdjustment({
      user_id: detail.user.id,
      amount,
      reason,
      type,
    });
    const next: { amount?: string; reason?: string } = {};
    if (found.amount) next.amount = found.amount;
    if (found.reason) next.reason = found.reason;
    const coins = Number(amount);
    if (!next.amount && !admin && coins > STAFF_ADJUSTMENT_LIMIT) next.amount = text.overLimit;
    if (!next.amount && type === 'debit' && coins > before) next.amount = text.belowZero;
    setErrors(next);
    if (next.amount || next.reason) return;
    setReview({ amount: coins, transaction_type: type, reason: reason.trim() });
  };

  const after = review
    ? before + (review.transaction_type === 'debit' ? -review.amount : review.amount)
    : before;

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
        {!mayAdjust ? (
          <Text color="fg.muted">{text.ownCoins}</Text>
        ) : review ? (
          <Stack gap="3" role="group" aria-label={text.review}>
            <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
              <Fact term={text.before} value={formatCoins(before)} />
              <Fact
                term={text.change}
                value={`${formatSignedCoins(
                  review.transaction_type === 'debit' ? -review.amount : review.amount,
                )} (${text.types[review.transaction_type]})`}
              />
              <Fact term={text.after} value={formatCoins(after)} />
              <Fact term={text.reason} value={review.reason} />
            </chakra.dl>
            <Flex gap="2" wrap="wrap">
              <Button
                colorPalette="brand"
                loading={adjusting}
                loadingText={text.adjusting}
                onClick={() => onAdjust(review)}
              >
                {text.confirmAdjust}
              </Button>
              <Button variant="outline" disabled={adjusting} onClick={() => setReview(null)}>
                {text.edit}
              </Button>
            </Flex>
          </Stack>
        ) : (
          <form method="post" noValidate onSubmit={submit}>
            <Stack gap="3">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                <FormField label={text.amount} error={errors.amount} required>
                  <Input
                    type="number"
                    min={1}
                    step={1}
                    value={amount}
                    onChange={(e) => setAmount(e.target.value)}
                  />
                </FormField>
                <FormField label={text.type} required>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={type}
                      onChange={(e) =>
                        setType(COIN_ADJUSTMENT_TYPES.find((t) => t === e.target.value) ?? 'credit')
                      }
                    >
                      {COIN_ADJUSTMENT_TYPES.map((t) => (
                        <option key={t} value={t}>
                          {text.types[t]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </SimpleGrid>
              <FormField label={text.reason} error={errors.reason} required>
                <Textarea
                  rows={2}
                  maxLength={MAX_LENGTH.reason}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
              </FormField>
              {!admin && (
                <Text color="fg.muted" textStyle="sm">
                  {text.limit}
                </Text>
              )}
              <Button type="submit" alignSelf="flex-start" colorPalette="brand">
                {text.review}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Section>
  );
}
