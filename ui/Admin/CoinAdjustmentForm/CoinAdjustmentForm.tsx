import { Box, Button, Card, chakra, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatCoins, type User } from '@domain';
import { useEffect, useId, useRef, useState } from 'react';
import { PageNotice } from '../../Feedback/PageNotice';
import { Input } from '../../Forms/Field';
import { FormField } from '../../Forms/FormField';
import type { Remote } from '../../remote';
import { AdjustmentSteps, type AdjustmentDraft, type CoinAdjustment } from './AdjustmentSteps';
import { COIN_ADJUSTMENT_COPY, type CoinAdjustmentCopy } from './copy';

/** A member the search found: what staff need to tell two namesakes apart. */
export type MemberMatch = Pick<User, 'id' | 'full_name' | 'email' | 'phone_number'>;

export interface CoinAdjustmentFormProps {
  onSubmit: (adjustment: CoinAdjustment) => void;
  submitting?: boolean;
  /** The server's answer to a failed adjustment, e.g. 'Failed to adjust coins'. */
  errorMessage?: string | null;
  /** Shown after a successful adjustment. To clear the fields, the app remounts the form. */
  successMessage?: string | null;
  /** What is typed in the member search; the app searches the users list with it. */
  search: string;
  onSearchChange: (search: string) => void;
  /** The members the search found; null while nothing is typed. */
  matches: Remote<MemberMatch[]> | null;
  picked: MemberMatch | null;
  onPick: (member: MemberMatch | null) => void;
  /** The picked member's available balance, which the review starts from. */
  pickedBalance?: Remote<number> | null;
  /**
   * Whether a member's balance can be read at all (a server without member pages cannot tell it):
   * without it the review shows the change alone, and the server refuses a debit below zero.
   */
  showsBalance?: boolean;
  /** The signed-in staff member, who may not adjust their own coins. */
  actorId?: number | null;
  /** Admins have no limit on an adjustment; others are told it before sending. */
  admin?: boolean;
  initialValues?: Partial<AdjustmentDraft>;
  copy?: Partial<CoinAdjustmentCopy>;
}

/**
 * Staff credit or debit a member's wallet: pick the member by search (never a typed ID), fill in
 * the adjustment, read the balance before and after, then confirm. Nothing is sent before the
 * confirmation; a failed submission keeps everything in place.
 */
export function CoinAdjustmentForm({
  onSubmit,
  submitting = false,
  errorMessage = null,
  successMessage = null,
  search,
  onSearchChange,
  matches,
  picked,
  onPick,
  pickedBalance = null,
  showsBalance = true,
  actorId = null,
  admin = false,
  initialValues,
  copy,
}: CoinAdjustmentFormProps) {
  const text = { ...COIN_ADJUSTMENT_COPY, ...copy };
  const titleId = useId();
  const matchesId = useId();
  const [memberError, setMemberError] = useState<string | undefined>(undefined);

  // "Change member" disappears as it is pressed, so focus moves to the search that replaces it.
  const searchRef = useRef<HTMLInputElement>(null);
  const focusSearch = useRef(false);
  useEffect(() => {
    if (focusSearch.current) searchRef.current?.focus();
    focusSearch.current = false;
  }, [picked]);

  const balance = pickedBalance?.status === 'success' ? pickedBalance.data : null;

  const pick = (member: MemberMatch | null) => {
    setMemberError(undefined);
    focusSearch.current = member === null;
    onPick(member);
  };

  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title as="h2" id={titleId} textStyle="title">
          {text.title}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <AdjustmentSteps
          memberId={picked?.id ?? null}
          balance={balance}
          showsBalance={showsBalance}
          admin={admin}
          own={picked !== null && picked.id === actorId}
          submitting={submitting}
          onConfirm={onSubmit}
          onMemberMissing={setMemberError}
          initialValues={initialValues}
          labelledBy={titleId}
          copy={copy}
        >
          {errorMessage && <PageNotice status="error" title={errorMessage} />}
          {successMessage && <PageNotice status="success" title={successMessage} />}

          {picked ? (
            <Box borderWidth="1px" borderRadius="md" p="3">
              <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
                <Stack gap="0.5" minW="0">
                  <Text textStyle="sm" color="fg.muted">
                    {text.picked}
                  </Text>
                  <Text fontWeight="semibold">{picked.full_name}</Text>
                  <Text textStyle="sm" wordBreak="break-word">
                    {picked.email} · {text.id(picked)}
                  </Text>
                  {showsBalance ? (
                    <Text textStyle="sm" aria-live="polite">
                      {text.balance}:{' '}
                      {pickedBalance?.status === 'error' ? (
                        pickedBalance.message
                      ) : balance === null ? (
                        text.balanceLoading
                      ) : (
                        <strong>{formatCoins(balance)}</strong>
                      )}
                    </Text>
                  ) : null}
                </Stack>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={submitting}
                  onClick={() => pick(null)}
                >
                  {text.changeMember}
                </Button>
              </Flex>
            </Box>
          ) : (
            <Stack gap="2">
              <FormField
                label={text.member}
                error={memberError}
                helperText={text.searchHelp}
                required
              >
                <Input
                  ref={searchRef}
                  name="member_search"
                  type="search"
                  autoComplete="off"
                  aria-controls={matchesId}
                  maxLength={100}
                  value={search}
                  onChange={(e) => onSearchChange(e.target.value)}
                />
              </FormField>
              <Box id={matchesId} aria-live="polite">
                <Matches matches={matches} search={search} text={text} onPick={pick} />
              </Box>
            </Stack>
          )}
        </AdjustmentSteps>
      </Card.Body>
    </Card.Root>
  );
}

function Matches({
  matches,
  search,
  text,
  onPick,
}: {
  matches: Remote<MemberMatch[]> | null;
  search: string;
  text: CoinAdjustmentCopy;
  onPick: (member: MemberMatch) => void;
}) {
  if (matches === null || search.trim() === '') return null;
  if (matches.status === 'loading') {
    return (
      <Flex gap="2" align="center" color="fg.muted" textStyle="sm">
        <Spinner size="xs" aria-hidden /> {text.searching}
      </Flex>
    );
  }
  if (matches.status === 'error') {
    return (
      <Text role="alert" color="fg.error" textStyle="sm">
        {matches.message}
      </Text>
    );
  }
  if (matches.data.length === 0) {
    return (
      <Text color="fg.muted" textStyle="sm">
        {text.noMatch(search.trim())}
      </Text>
    );
  }
  return (
    <chakra.ul aria-label={text.matches} listStyleType="none" display="grid" gap="2">
      {matches.data.map((member) => (
        <li key={member.id}>
          <Flex
            gap="3"
            align="center"
            justify="space-between"
            borderWidth="1px"
            borderRadius="md"
            p="2"
            wrap="wrap"
          >
            <Stack gap="0" minW="0" flex="1">
              <Text fontWeight="medium">{member.full_name}</Text>
              <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
                {[member.email, member.phone_number, text.id(member)].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <Button
              size="sm"
              variant="outline"
              aria-label={text.pick(member)}
              onClick={() => onPick(member)}
            >
              {text.pickShort}
            </Button>
          </Flex>
        </li>
      ))}
    </chakra.ul>
  );
}
