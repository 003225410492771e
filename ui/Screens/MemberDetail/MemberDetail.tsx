import {
  Box,
  Button,
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
import {
  formatCoins,
  formatDateTime,
  formatSignedCoins,
  isAdmin,
  noShowState,
  staffActionsFor,
  type Booking,
  type MemberDetail,
  type StatusChange,
  type User,
} from '@domain';
import { bookingWhen } from '../../Booking/BookingCard';
import { ErrorState } from '../../Feedback/ErrorState';
import { StatusBadge } from '../../Feedback/StatusBadge';
import { AppLink } from '../../Navigation/AppLink';
import type { Remote } from '../../remote';
import { MEMBER_DETAIL_COPY, type MemberDetailCopy } from './copy';
import {
  CoinSection,
  Fact,
  Section,
  StatusSection,
  type CoinAdjustmentInput,
} from './MemberSections';

export { actionLabel, MEMBER_DETAIL_COPY, type MemberDetailCopy } from './copy';
export type { CoinAdjustmentInput } from './MemberSections';

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
