import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ChangeEvent, type Ref, useId, useState } from 'react';

export interface SignInFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef: Ref<HTMLInputElement>;
  error: boolean;
  helperText?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  /** For usernames: no capital first letter and no spelling marks on a phone. */
  plain?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A required outlined text field of the sign-in forms, built from the parts MUI's TextField is made
 * of (the same markup, classes and look). TextField itself also brings Select, Menu, Popover and the
 * other input variants into the page's JavaScript (decision 054). A password gets the show/hide
 * button the app's PasswordField has.
 */
export function SignInField({
  label,
  name,
  value,
  onChange,
  inputRef,
  error,
  helperText,
  type = 'text',
  autoComplete,
  plain = false,
  sx,
}: SignInFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const isPassword = type === 'password';
  return (
    <FormControl className="MuiTextField-root" variant="outlined" required fullWidth error={error} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        type={isPassword && shown ? 'text' : type}
        value={value}
        onChange={onChange}
        inputRef={inputRef}
        autoComplete={autoComplete}
        aria-describedby={helperId}
        inputProps={plain ? { autoCapitalize: 'none', spellCheck: false } : undefined}
        endAdornment={
          isPassword ? (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? 'Hide password' : 'Show password'}
                onClick={() => setShown((s) => !s)}
                edge="end"
              >
                {shown ? <VisibilityOffRounded /> : <VisibilityRounded />}
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
