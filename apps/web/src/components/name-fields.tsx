import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { muiField } from '../lib/mui-field.ts';

interface NameFieldsProps {
  first: UseFormRegisterReturn;
  last: UseFormRegisterReturn;
  errors: { first?: string | undefined; last?: string | undefined };
}

/** First and last name side by side (one above the other on a phone), as every account form asks them. */
export function NameFields({ first, last, errors }: NameFieldsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
      <TextField
        label="First name"
        autoComplete="given-name"
        required
        fullWidth
        error={Boolean(errors.first)}
        helperText={errors.first}
        {...muiField(first)}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        required
        fullWidth
        error={Boolean(errors.last)}
        helperText={errors.last}
        {...muiField(last)}
      />
    </Stack>
  );
}
