import { Button, Card, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { nativeSelectSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import {
  COIN_ADJUSTMENT_MIN,
  COIN_ADJUSTMENT_TYPES,
  validateCoinAdjustment,
  type CoinAdjustmentType,
  type CoinAdjustmentValues,
  type FieldErrors,
  type components,
} from '@domain';
import { useId, useState, type FormEvent } from 'react';
import { PageNotice } from '../../Feedback/PageNotice';
import { FormField } from '../../Forms/FormField';

export type CoinAdjustment = components['schemas']['AddCoinsRequest'];

export const COIN_ADJUSTMENT_COPY = {
  title: 'Adjust Coins',
  userId: 'User ID',
  amount: 'Amount (coins)',
  reason: 'Reason',
  type: 'Type',
  submit: 'Adjust Coins',
  submitting: 'Adjusting…',
  types: {
    credit: 'Credit',
    debit: 'Debit',
    bonus: 'Bonus',
    refund: 'Refund',
  } satisfies Record<CoinAdjustmentType, string>,
  reasonHelp: 'Shown to the member in their transaction history.',
};

export type CoinAdjustmentCopy = typeof COIN_ADJUSTMENT_COPY;

export interface CoinAdjustmentFormProps {
  onSubmit: (adjustment: CoinAdjustment) => void;
  submitting?: boolean;
  /** The server's answer to a failed adjustment, e.g. 'Failed to adjust coins'. */
  errorMessage?: string | null;
  /** Shown after a successful adjustment. To clear the fields, the app remounts the form. */
  successMessage?: string | null;
  initialValues?: Partial<CoinAdjustmentValues>;
  copy?: Partial<CoinAdjustmentCopy>;
}

const EMPTY: CoinAdjustmentValues = { user_id: '', amount: '', reason: '', type: 'credit' };

/**
 * Staff credit or debit a member's wallet. Nothing is sent until the values pass
 * `validateCoinAdjustment`; a failed submission keeps what was typed.
 */
export function CoinAdjustmentForm({
  onSubmit,
  submitting = false,
  errorMessage = null,
  successMessage = null,
  initialValues,
  copy,
}: CoinAdjustmentFormProps) {
  const text = { ...COIN_ADJUSTMENT_COPY, ...copy };
  const titleId = useId();
  const [values, setValues] = useState<CoinAdjustmentValues>({ ...EMPTY, ...initialValues });
  const [errors, setErrors] = useState<FieldErrors<CoinAdjustmentValues>>({});

  const change = (field: keyof CoinAdjustmentValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // An error stays until the field changes, so the message does not vanish as the user reads it.
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateCoinAdjustment(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({
      user_id: Number(values.user_id),
      amount: Number(values.amount),
      reason: values.reason.trim(),
      transaction_type: values.type as CoinAdjustmentType,
    });
  };

  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title as="h2" id={titleId} textStyle="title">
          {text.title}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={submit} aria-labelledby={titleId}>
          <Stack gap="4">
            {errorMessage && <PageNotice status="error" title={errorMessage} />}
            {successMessage && <PageNotice status="success" title={successMessage} />}
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <FormField label={text.userId} error={errors.user_id} required>
                <Input
                  name="user_id"
                  inputMode="numeric"
                  autoComplete="off"
                  value={String(values.user_id ?? '')}
                  onChange={(e) => change('user_id')(e.target.value)}
                />
              </FormField>
              <FormField label={text.amount} error={errors.amount} required>
                <Input
                  name="amount"
                  type="number"
                  min={COIN_ADJUSTMENT_MIN}
                  step={1}
                  value={String(values.amount ?? '')}
                  onChange={(e) => change('amount')(e.target.value)}
                />
              </FormField>
              <FormField label={text.type} error={errors.type} required>
                <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
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
                recipe={textareaRecipe}
                name="reason"
                rows={2}
                value={values.reason}
                onChange={(e) => change('reason')(e.target.value)}
              />
            </FormField>
            <Button
              type="submit"
              alignSelf="flex-start"
              colorPalette="brand"
              loading={submitting}
              loadingText={text.submitting}
            >
              {text.submit}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
