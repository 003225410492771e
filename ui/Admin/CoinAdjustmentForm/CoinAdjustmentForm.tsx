import {
  Box,
  Button,
  Card,
  chakra,
  Flex,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Input, NativeSelect, Textarea } from '../../Forms/Field';
import {
  COIN_ADJUSTMENT_MIN,
  COIN_ADJUSTMENT_TYPES,
  MAX_LENGTH,
  STAFF_ADJUSTMENT_LIMIT,
  formatCoins,
  formatSignedCoins,
  staffAdjustmentLimitText,
  validateCoinAdjustment,
  type CoinAdjustmentType,
  type CoinAdjustmentValues,
  type FieldErrors,
  type User,
  type components,
} from '@domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PageNotice } from '../../Feedback/PageNotice';
import { FormField } from '../../Forms/FormField';
import type { Remote } from '../../remote';

export type CoinAdjustment = components['schemas']['AddCoinsRequest'];

/** A member the search found: what staff need to tell two namesakes apart. */
export type MemberMatch = Pick<User, 'id' | 'full_name' | 'email' | 'phone_number'>;

export const COIN_ADJUSTMENT_COPY = {
  title: 'Adjust Coins',
  member: 'Member',
  searchHelp: 'Search by name, e-mail or phone, then pick the member.',
  searching: 'Searching…',
  matches: 'Matching members',
  noMatch: (search: string) => `No member matches “${search}”.`,
  pickShort: 'Pick',
  pick: (member: MemberMatch) => `Pick ${member.full_name}`,
  id: (member: MemberMatch) => `ID ${member.id}`,
  picked: 'Adjusting the coins of',
  changeMember: 'Change member',
  balance: 'Available',
  balanceLoading: 'Loading the balance…',
  amount: 'Amount (coins)',
  reason: 'Reason',
  type: 'Type',
  submit: 'Review adjustment',
  review: 'Review adjustment',
  before: 'Balance before',
  change: 'Change',
  after: 'Balance after',
  confirm: 'Confirm adjustment',
  edit: 'Change',
  submitting: 'Adjusting…',
  types: {
    credit: 'Credit',
    debit: 'Debit',
    bonus: 'Bonus',
    refund: 'Refund',
  } satisfies Record<CoinAdjustmentType, string>,
  reasonHelp: 'Shown to the member in their transaction history.',
  limit: staffAdjustmentLimitText(),
  ownCoins: 'You cannot adjust your own coins.',
  belowZero: 'A debit cannot take the available balance below zero.',
};

export type CoinAdjustmentCopy = typeof COIN_ADJUSTMENT_COPY;

type Draft = Omit<CoinAdjustmentValues, 'user_id'>;

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
  initialValues?: Partial<Draft>;
  copy?: Partial<CoinAdjustmentCopy>;
}

const EMPTY: Draft = { amount: '', reason: '', type: 'credit' };

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
  const [values, setValues] = useState<Draft>({ ...EMPTY, ...initialValues });
  const [errors, setErrors] = useState<FieldErrors<CoinAdjustmentValues>>({});
  const [review, setReview] = useState<CoinAdjustment | null>(null);

  // The control pressed disappears at each step, so focus moves to where the next step starts.
  const searchRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'search' | 'amount' | 'confirm' | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'search') searchRef.current?.focus();
    else if (target === 'amount') amountRef.current?.focus();
    else if (target === 'confirm') confirmRef.current?.focus();
  }, [picked, review]);

  const own = picked !== null && picked.id === actorId;
  const balance = pickedBalance?.status === 'success' ? pickedBalance.data : null;

  const change = (field: keyof Draft) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // An error stays until the field changes, so the message does not vanish as the user reads it.
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const pick = (member: MemberMatch | null) => {
    setErrors(({ user_id: _cleared, ...rest }) => rest);
    setReview(null);
    focusNext.current = member ? 'amount' : 'search';
    onPick(member);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (own) return;
    const found = validateCoinAdjustment({ ...values, user_id: picked ? picked.id : '' });
    const coins = Number(values.amount);
    if (!found.amount && !admin && coins > STAFF_ADJUSTMENT_LIMIT) found.amount = text.limit;
    if (!found.amount && values.type === 'debit' && balance !== null && coins > balance) {
      found.amount = text.belowZero;
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !picked) return;
    focusNext.current = 'confirm';
    setReview({
      user_id: picked.id,
      amount: coins,
      reason: values.reason.trim(),
      transaction_type: values.type as CoinAdjustmentType,
    });
  };

  const signed = review
    ? review.transaction_type === 'debit'
      ? -review.amount
      : review.amount
    : 0;

  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title as="h2" id={titleId} textStyle="title">
          {text.title}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <form method="post" noValidate onSubmit={submit} aria-labelledby={titleId}>
          <Stack gap="4">
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
                  error={errors.user_id}
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

            {own ? (
              <Text color="fg.muted">{text.ownCoins}</Text>
            ) : review && picked ? (
              <Stack gap="3" role="group" aria-label={text.review}>
                <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
                  {showsBalance ? (
                    <Fact
                      term={text.before}
                      value={balance === null ? '—' : formatCoins(balance)}
                    />
                  ) : null}
                  <Fact
                    term={text.change}
                    value={`${formatSignedCoins(signed)} (${text.types[review.transaction_type]})`}
                  />
                  {showsBalance ? (
                    <Fact
                      term={text.after}
                      value={balance === null ? '—' : formatCoins(balance + signed)}
                    />
                  ) : null}
                  <Fact term={text.reason} value={review.reason} />
                </chakra.dl>
                <Flex gap="2" wrap="wrap">
                  <Button
                    ref={confirmRef}
                    colorPalette="brand"
                    loading={submitting}
                    loadingText={text.submitting}
                    onClick={() => onSubmit(review)}
                  >
                    {text.confirm}
                  </Button>
                  <Button
                    variant="outline"
                    disabled={submitting}
                    onClick={() => {
                      focusNext.current = 'amount';
                      setReview(null);
                    }}
                  >
                    {text.edit}
                  </Button>
                </Flex>
              </Stack>
            ) : (
              <>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <FormField label={text.amount} error={errors.amount} required>
                    <Input
                      ref={amountRef}
                      name="amount"
                      type="number"
                      min={COIN_ADJUSTMENT_MIN}
                      step={1}
                      value={String(values.amount ?? '')}
                      onChange={(e) => change('amount')(e.target.value)}
                    />
                  </FormField>
                  <FormField label={text.type} error={errors.type} required>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        name="type"
                        value={values.type}
                        onChange={(e) => change('type')(e.target.value)}
                      >
                        {COIN_ADJUSTMENT_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {text.types[type]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                </SimpleGrid>
                <FormField
                  label={text.reason}
                  error={errors.reason}
                  helperText={text.reasonHelp}
                  required
                >
                  <Textarea
                    name="reason"
                    rows={2}
                    maxLength={MAX_LENGTH.reason}
                    value={values.reason}
                    onChange={(e) => change('reason')(e.target.value)}
                  />
                </FormField>
                {!admin && (
                  <Text color="fg.muted" textStyle="sm">
                    {text.limit}
                  </Text>
                )}
                <Button type="submit" alignSelf="flex-start" colorPalette="brand">
                  {text.submit}
                </Button>
              </>
            )}
          </Stack>
        </form>
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

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <>
      <chakra.dt color="fg.muted">{term}</chakra.dt>
      <chakra.dd>{value}</chakra.dd>
    </>
  );
}
