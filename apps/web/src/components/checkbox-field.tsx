import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * A checkbox a form must have ticked (the terms at sign-up, a parent's consent), with its error under
 * it. MUI's Checkbox has no inputRef (its input takes a ref through slotProps.input), so register()'s
 * ref would never reach the <input> and the value would stay undefined: a controlled Checkbox through
 * Controller instead.
 */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  error,
  errorId,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  error?: string;
  /** The id of the error text, which the box points at while it shows. */
  errorId: string;
}) {
  return (
    <div>
      <FormControlLabel
        control={
          <Controller
            control={control}
            name={name}
            render={({ field }) => (
              <Checkbox
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(_event, checked) => field.onChange(checked)}
                onBlur={field.onBlur}
                slotProps={{
                  input: {
                    ref: field.ref,
                    'aria-invalid': error ? true : undefined,
                    'aria-describedby': error ? errorId : undefined,
                  },
                }}
              />
            )}
          />
        }
        label={label}
      />
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
    </div>
  );
}
