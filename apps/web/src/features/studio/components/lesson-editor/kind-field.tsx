import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { LessonKind, UnitWords } from '@ye/contracts/catalog';
import { KINDS } from './lesson-draft.ts';

/** The choice of text, video, reflection or game, each with what it is for. */
export function KindField({
  value,
  words,
  onChange,
}: {
  value: LessonKind;
  words: UnitWords;
  onChange: (kind: LessonKind) => void;
}) {
  return (
    <FormControl>
      <FormLabel id="lesson-kind-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {`What kind of ${words.lesson} is it?`}
      </FormLabel>
      <RadioGroup
        aria-labelledby="lesson-kind-label"
        value={value}
        onChange={(_, kind) => onChange(kind as LessonKind)}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}
      >
        {KINDS.map((k) => (
          <FormControlLabel
            key={k.kind}
            value={k.kind}
            control={
              // Named by the kind alone ("Game"); the hint is its description.
              <Radio
                slotProps={{
                  input: { 'aria-label': k.label, 'aria-describedby': `lesson-kind-hint-${k.kind}` },
                }}
              />
            }
            sx={{ alignItems: 'flex-start', mt: 1, mr: 0 }}
            label={
              <Box sx={{ pt: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{k.label}</Typography>
                <Typography id={`lesson-kind-hint-${k.kind}`} variant="body2" color="text.secondary">
                  {k.hint}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
