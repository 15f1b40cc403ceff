import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { TITLE_MAX } from '@ye/contracts/studio';
import { BODY_FIELD, type Draft, type Errors } from './lesson-draft.ts';

/** The title and the minutes the lesson takes, side by side from tablets up. */
export function BasicsFields({
  draft,
  errors,
  autoFocus,
  onChange,
}: {
  draft: Draft;
  errors: Errors;
  /** A new lesson starts at its title. */
  autoFocus: boolean;
  onChange: (next: Partial<Draft>) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 180px' } }}>
      <TextField
        label="Title"
        required
        autoFocus={autoFocus}
        value={draft.title}
        onChange={(event) => onChange({ title: event.target.value })}
        error={Boolean(errors.title)}
        helperText={errors.title ?? 'Children see it on the course map.'}
        slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
      />
      <TextField
        label="Minutes it takes"
        type="number"
        required
        value={draft.minutes}
        onChange={(event) => onChange({ minutes: event.target.value })}
        error={Boolean(errors.minutes)}
        helperText={errors.minutes ?? 'From 1 to 240.'}
        slotProps={{ htmlInput: { min: 1, max: 240, inputMode: 'numeric' } }}
      />
    </Box>
  );
}

/** The lesson's words, named for its kind: the text, the question, about the video, the introduction. */
export function BodyField({
  draft,
  errors,
  onChange,
}: {
  draft: Draft;
  errors: Errors;
  onChange: (next: Partial<Draft>) => void;
}) {
  const bodyField = BODY_FIELD[draft.kind];
  return (
    <TextField
      label={bodyField.label}
      required={bodyField.required}
      multiline
      minRows={bodyField.rows}
      value={draft.body}
      onChange={(event) => onChange({ body: event.target.value })}
      error={Boolean(errors.body)}
      helperText={errors.body ?? bodyField.hint}
    />
  );
}
