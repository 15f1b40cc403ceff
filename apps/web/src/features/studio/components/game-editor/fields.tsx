import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { Range } from './limits.ts';

// The pieces every game form is built from: text and number fields that show their problem in plain
// words, add and remove buttons that respect the schema's row counts, and bordered groups of rows.

export interface EditorFields {
  /** The problem to show at `path` ('questions.0.prompt'), if any is due. */
  problem: (path: string) => string | undefined;
  /** Marks a field as left by the instructor, so its "empty" message may show. */
  touch: (path: string) => void;
  /** The DOM id of the field (or button) at `path`. */
  idFor: (path: string) => string;
  /** Moves focus to the element with this id once it is on the page (after the next render). */
  focusLater: (id: string) => void;
}

export const EditorFieldsContext = createContext<EditorFields | null>(null);

export function useEditorFields(): EditorFields {
  const fields = useContext(EditorFieldsContext);
  if (!fields) throw new Error('Game forms render inside <GameEditor>.');
  return fields;
}

interface TextInputProps {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The most characters the schema takes here. */
  maxLength: number;
  helper?: string;
  multiline?: boolean;
  /** One line of words that wraps on screen (long options on a phone), without line breaks in it. */
  wrap?: boolean;
  required?: boolean;
  inputSx?: object;
}

export function TextInput({
  path,
  label,
  value,
  onChange,
  maxLength,
  helper,
  multiline,
  wrap,
  required = true,
  inputSx,
}: TextInputProps) {
  const { problem, touch, idFor } = useEditorFields();
  const error = problem(path);
  return (
    <TextField
      id={idFor(path)}
      label={label}
      value={value}
      required={required}
      fullWidth
      multiline={multiline || wrap}
      minRows={multiline ? 2 : undefined}
      onChange={(event) => onChange(wrap ? event.target.value.replace(/[\r\n]+/g, ' ') : event.target.value)}
      onKeyDown={wrap ? (event) => event.key === 'Enter' && event.preventDefault() : undefined}
      onBlur={() => touch(path)}
      error={Boolean(error)}
      helperText={error ?? helper}
      slotProps={{ htmlInput: { maxLength, sx: inputSx } }}
    />
  );
}

interface NumberInputProps {
  path: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  range: Range;
  helper?: string;
}

/**
 * A whole number within `range`. While the box is empty (or half typed) the config holds NaN, which
 * the schema refuses, so the preview waits; the box keeps what was typed.
 */
export function NumberInput({ path, label, value, onChange, range, helper }: NumberInputProps) {
  const { problem, touch, idFor } = useEditorFields();
  const error = problem(path);
  const [draft, setDraft] = useState(() => (Number.isNaN(value) ? '' : String(value)));
  // A new value from outside (another config) replaces the draft; our own echo does not.
  useEffect(() => {
    setDraft((current) =>
      Object.is(parseDraft(current), value) ? current : Number.isNaN(value) ? '' : String(value),
    );
  }, [value]);
  return (
    <TextField
      id={idFor(path)}
      label={label}
      type="number"
      required
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(parseDraft(event.target.value));
      }}
      onBlur={() => touch(path)}
      error={Boolean(error)}
      helperText={error ?? helper ?? `From ${range.min} to ${range.max}.`}
      sx={{ maxWidth: '20rem' }}
      slotProps={{ htmlInput: { min: range.min, max: range.max, step: 1, inputMode: 'numeric' } }}
    />
  );
}

function parseDraft(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

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
