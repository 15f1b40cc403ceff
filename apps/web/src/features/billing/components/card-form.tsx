import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TestCardRequest } from '@ye/contracts/billing';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { muiField } from '../../../lib/mui-field.ts';

/** What the test pages' card form takes, turned into the API's TestCardRequest. */
const CardForm = z
  .object({
    card_number: z
      .string()
      .transform((s) => s.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the card number (12 to 19 digits).')),
    expiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, 'Enter the expiry as month and year, like 04/30.'),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, 'The security code is 3 or 4 digits.'),
    name: z.string().trim().min(1, 'Enter the name on the card.').max(200, 'Use at most 200 characters.'),
  })
  .transform(({ expiry, ...card }): TestCardRequest => {
    const [month = '', year = ''] = expiry.split('/').map((p) => p.trim());
    return {
      ...card,
      exp_month: Number(month),
      exp_year: year.length === 2 ? 2000 + Number(year) : Number(year),
    };
  });

type FormIn = z.input<typeof CardForm>;

const EMPTY: FormIn = { card_number: '', expiry: '', cvc: '', name: '' };

/**
 * The card form of the test checkout and the test portal: number, expiry (MM/YY), security code and
 * name, checked here first, then by the API. `suggested` fills the number when the parent picks a
 * test card from the list (a new object each time, so picking the same card again works).
 */
export function TestCardForm({
  label,
  submitLabel,
  pendingLabel,
  busy,
  error,
  suggested,
  onSubmit,
  extraAction,
}: {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  pendingLabel: string;
  busy: boolean;
  /** The API's refusal ("Your card was declined."), shown under the fields. */
  error?: string | null;
  suggested?: { number: string } | null;
  onSubmit: (card: TestCardRequest) => void;
  extraAction?: ReactNode;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<FormIn, unknown, TestCardRequest>({ resolver: zodResolver(CardForm), defaultValues: EMPTY });

  useEffect(() => {
    if (suggested) setValue('card_number', suggested.number, { shouldValidate: true });
  }, [suggested, setValue]);

  return (
    <Stack
      component="form"
      noValidate
      aria-label={label}
      spacing={2.5}
      onSubmit={handleSubmit((card) => onSubmit(card))}
    >
      <TextField
        label="Card number"
        required
        fullWidth
        autoComplete="cc-number"
        error={Boolean(errors.card_number)}
        helperText={errors.card_number?.message}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
        {...muiField(register('card_number'))}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        <TextField
          label="Expiry (MM/YY)"
          required
          autoComplete="cc-exp"
          error={Boolean(errors.expiry)}
          helperText={errors.expiry?.message ?? 'Any month in the future.'}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
          {...muiField(register('expiry'))}
        />
        <TextField
          label="Security code (CVC)"
          required
          autoComplete="cc-csc"
          error={Boolean(errors.cvc)}
          helperText={errors.cvc?.message ?? 'Any 3 digits.'}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          {...muiField(register('cvc'))}
        />
      </Box>
      <TextField
        label="Name on card"
        required
        fullWidth
        autoComplete="cc-name"
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
        {...muiField(register('name'))}
      />
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <SubmitButton pending={busy} fullWidth={false} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          {busy ? pendingLabel : submitLabel}
        </SubmitButton>
        {extraAction}
      </Stack>
    </Stack>
  );
}
