import { Button, chakra, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  COIN_ADJUSTMENT_MIN,
  COIN_ADJUSTMENT_TYPES,
  MAX_LENGTH,
  formatCoins,
  formatSignedCoins,
  validateCoinAdjustment,
  type CoinAdjustmentType,
  type CoinAdjustmentValues,
  type FieldErrors,
  type components,
} from '@domain';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Input, NativeSelect, Textarea } from '../../Forms/Field';
import { FormField } from '../../Forms/FormField';
import { COIN_ADJUSTMENT_COPY, type CoinAdjustmentCopy } from './copy';

export type CoinAdjustment = components['schemas']['AddCoinsRequest'];

/** The adjustment as typed: numbers may still be strings. */
export type AdjustmentDraft = Omit<CoinAdjustmentValues, 'user_id'>;

const EMPTY: AdjustmentDraft = { amount: '', reason: '', type: 'credit' };

export interface AdjustmentStepsProps {
  /** The member whose coins change; null until one is picked. */
  memberId: number | null;
  /** Their available balance: the review shows it before and after; null while unknown. */
  balance: number | null;
  /** Whether the balance can be known at all; without it the review shows the change alone. */
  showsBalance?: boolean;
  /** Admins have no limit on an adjustment; other staff are told it before sending. */
  admin: boolean;
  /** The member is the signed-in staff member, who may not adjust their own coins. */
  own: boolean;
  submitting: boolean;
  onConfirm: (adjustment: CoinAdjustment) => void;
  /** Review was pressed with no member picked: the message for the place the member is picked. */
  onMemberMissing?: (message: string) => void;
  initialValues?: Partial<AdjustmentDraft>;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  copy?: Partial<CoinAdjustmentCopy>;
  /** What the form shows above the adjustment: the member search, where there is one. */
  children?: ReactNode;
}

/**
 * The coin adjustment itself, wherever staff make one: amount, type and reason, checked by
 * `validateCoinAdjustment` with the staff limit and the balance; then a review of the balance
 * before and after; then the confirmation. Nothing is sent before it, and a failure keeps
 * everything in place. The control pressed disappears at each step, so focus moves to where the
 * next step starts.
 */
export function AdjustmentSteps({
  memberId,
  balance,
  showsBalance = true,
  admin,
  own,
  submitting,
  onConfirm,
  onMemberMissing,
  initialValues,
  labelledBy,
  copy,
  children,
}: AdjustmentStepsProps) {
  const text = { ...COIN_ADJUSTMENT_COPY, ...copy };
  const [values, setValues] = useState<AdjustmentDraft>({ ...EMPTY, ...initialValues });
  const [errors, setErrors] = useState<FieldErrors<CoinAdjustmentValues>>({});
  const [review, setReview] = useState<CoinAdjustment | null>(null);
  // Another member (or none) starts at the fields again, keeping what was typed.
  const [reviewedFor, setReviewedFor] = useState(memberId);
  if (reviewedFor !== memberId) {
    setReviewedFor(memberId);
    setReview(null);
  }

  const amountRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'amount' | 'confirm' | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'amount') amountRef.current?.focus();
    else if (target === 'confirm') confirmRef.current?.focus();
  }, [review]);

  // A member picked after the form was shown: the amount is the next thing to fill in.
  const shownFor = useRef(memberId);
  useEffect(() => {
    if (memberId !== null && memberId !== shownFor.current) amountRef.current?.focus();
    shownFor.current = memberId;
  }, [memberId]);

  const change = (field: keyof AdjustmentDraft) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // An error stays until the field changes, so the message does not vanish as the user reads it.
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { user_id: missing, ...found } = validateCoinAdjustment(
      { ...values, user_id: memberId ?? '' },
      { admin, available: showsBalance ? balance : null },
    );
    setErrors(found);
    if (missing) onMemberMissing?.(missing);
    if (Object.keys(found).length > 0 || missing || memberId === null) return;
    focusNext.current = 'confirm';
    setReview({
      user_id: memberId,
      amount: Number(values.amount),
      reason: values.reason.trim(),
      transaction_type: values.type as CoinAdjustmentType,
    });
  };

  const signed = review ? (review.transaction_type === 'debit' ? -1 : 1) * review.amount : 0;
  let step: ReactNode;
  if (own) step = <Text color="fg.muted">{text.ownCoins}</Text>;
  else if (review) {
    step = (
      <Stack gap="3" role="group" aria-label={text.review}>
        <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
          {showsBalance ? (
            <Fact term={text.before} value={balance === null ? '—' : formatCoins(balance)} />
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
            onClick={() => onConfirm(review)}
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
    );
  } else {
    step = (
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
        <FormField label={text.reason} error={errors.reason} helperText={text.reasonHelp} required>
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
    );
  }

  return (
    <form method="post" noValidate onSubmit={submit} aria-labelledby={labelledBy}>
      <Stack gap="4">
        {children}
        {step}
      </Stack>
    </form>
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
