import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useEditorFields } from './fields.tsx';
import type { Range } from './limits.ts';

// The list pieces of the game forms: bordered groups of rows, add and remove buttons that respect
// the schema's row counts, and a list's own problem.

/** A bordered, titled group of fields: one question, one pair, one list. */
export function RowGroup({
  legend,
  action,
  children,
}: {
  legend: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      component="fieldset"
      sx={{
        m: 0,
        minWidth: 0,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        px: { xs: 1.5, sm: 2 },
        pt: 0.5,
        pb: 2,
        display: 'grid',
        gap: 2,
      }}
    >
      <Box
        component="legend"
        sx={{ px: 0.5, fontWeight: 600, fontSize: '1rem', float: 'left', width: '100%', pt: 1 }}
      >
        <Box
          component="span"
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            minHeight: 48,
          }}
        >
          {legend}
          {action}
        </Box>
      </Box>
      {children}
    </Box>
  );
}

/** Removes a row; disabled (with the reason as its tooltip) when the list is at its smallest. */
export function RemoveButton({
  label,
  onClick,
  disabled,
  why,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  /** Why it cannot be removed, e.g. "A quiz needs at least 1 question." */
  why: string;
}) {
  const button = (
    <IconButton
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      sx={{ width: 48, height: 48, flexShrink: 0 }}
    >
      <DeleteOutlineRounded />
    </IconButton>
  );
  // A disabled button gets no pointer events, so the tooltip hangs on a wrapper.
  return disabled ? (
    <Tooltip title={why}>
      <Box component="span" sx={{ display: 'inline-flex' }}>
        {button}
      </Box>
    </Tooltip>
  ) : (
    button
  );
}

/** Adds a row; at the list's largest it is disabled and says so beside it. */
export function AddButton({
  id,
  label,
  text,
  onClick,
  count,
  range,
  noun,
}: {
  id: string;
  /** The accessible name when it says more than the visible text ("Add option to question 2"). */
  label?: string;
  text: string;
  onClick: () => void;
  count: number;
  range: Range;
  /** Plural, for "Up to 10 questions." */
  noun: string;
}) {
  const full = count >= range.max;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Button
        id={id}
        variant="outlined"
        startIcon={<AddRounded />}
        onClick={onClick}
        disabled={full}
        aria-label={label}
        sx={{ minHeight: 44 }}
      >
        {text}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {full ? `That is the most: ${range.max} ${noun}.` : `Up to ${range.max} ${noun}.`}
      </Typography>
    </Box>
  );
}

/** A problem of a whole list (too few or too many rows), shown under it. */
export function ListProblem({ path }: { path: string }) {
  const { problem } = useEditorFields();
  const message = problem(path);
  return message ? (
    <Typography color="error" variant="body2" role="alert">
      {message}
    </Typography>
  ) : null;
}
