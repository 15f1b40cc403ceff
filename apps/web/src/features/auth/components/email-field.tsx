import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { muiField } from '../../../lib/mui-field.ts';

export interface EmailFieldProps {
  /** react-hook-form's `register('email')`. */
  registration: UseFormRegisterReturn<'email'>;
  /** The field's validation message, if any. */
  error?: string;
}

/** The required email input the auth forms share. */
export function EmailField({ registration, error }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      required
      fullWidth
      error={Boolean(error)}
      helperText={error}
      {...muiField(registration)}
    />
  );
}
