import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { COURSE_TOPICS, TOPIC_LABELS } from '@ye/contracts/catalog';
import { muiField } from '../../../../lib/mui-field.ts';
import type { CourseFormParts } from './form-props.ts';
import { Section } from './form-section.tsx';

/** The ages the course is for and its topic. */
export function AudienceSection({ register, errors }: Omit<CourseFormParts, 'control'>) {
  return (
    <Section title="Who it is for" hint="Children aged 4 to 17; most courses suit 6 to 14.">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 2fr' } }}>
        <TextField
          label="Youngest age"
          type="number"
          required
          {...muiField(register('age_min', { valueAsNumber: true }))}
          error={Boolean(errors.age_min)}
          helperText={errors.age_min?.message}
          slotProps={{ htmlInput: { min: 4, max: 17, inputMode: 'numeric' } }}
        />
        <TextField
          label="Oldest age"
          type="number"
          required
          {...muiField(register('age_max', { valueAsNumber: true }))}
          error={Boolean(errors.age_max)}
          helperText={errors.age_max?.message}
          slotProps={{ htmlInput: { min: 4, max: 17, inputMode: 'numeric' } }}
        />
        <TextField
          label="Topic"
          select
          required
          {...muiField(register('topic'))}
          error={Boolean(errors.topic)}
          helperText={errors.topic?.message ?? 'Parents find the course under this topic.'}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {COURSE_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {TOPIC_LABELS[topic]}
            </option>
          ))}
        </TextField>
      </Box>
    </Section>
  );
}
