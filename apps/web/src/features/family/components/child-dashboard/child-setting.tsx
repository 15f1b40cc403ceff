import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

// The parent's per-child switches (boards, streaks, learned suggestions) share their load states and
// their switch, so the three read and behave alike.

interface SettingQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A skeleton while the setting loads, `failed` with Try again when it could not, else the setting. */
export function SettingLoader({
  query,
  failed,
  children,
}: {
  query: SettingQuery;
  failed: string;
  children: () => ReactNode;
}) {
  if (query.isPending)
    return (
      <Box aria-busy="true">
        <Skeleton width="50%" />
        <Skeleton width="90%" />
      </Box>
    );
  if (query.isError)
    return (
      <Box>
        <Typography sx={{ mb: 1 }}>{failed}</Typography>
        <Button variant="outlined" onClick={() => query.refetch()}>
          Try again
        </Button>
      </Box>
    );
  return <>{children()}</>;
}

/** An on/off switch whose explanation (the element `describedBy`) screen readers read with it. */
export function ParentSwitch({
  label,
  checked,
  disabled,
  describedBy,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  describedBy: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      control={
        <Switch
          checked={checked}
          disabled={disabled ?? false}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { 'aria-describedby': describedBy } }}
        />
      }
      label={label}
    />
  );
}
