import TextField from '@mui/material/TextField';
import { createContext, useContext, useEffect, useState } from 'react';
import type { Range } from './limits.ts';

// The fields every game form is built from: text and number fields that show their problem in plain
// words (the list pieces are in row-controls.tsx).

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
