import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { muiField } from '../../../../lib/mui-field.ts';
import type { CourseFormParts } from './form-props.ts';
import { Section } from './form-section.tsx';

/** Title, description and whether it is a course or a game (fixed once published). */
export function AboutSection({
  register,
  control,
  errors,
  published,
}: CourseFormParts & { published: boolean }) {
  return (
    <Section title="About the course" hint="Parents read this when they choose a course for their child.">
      <TextField
        label="Title"
        required
        {...muiField(register('title'))}
        error={Boolean(errors.title)}
        helperText={errors.title?.message ?? 'A short name children will recognise, e.g. “Brave Steps”.'}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <TextField
        label="Description"
        multiline
        minRows={3}
        {...muiField(register('description'))}
        error={Boolean(errors.description)}
        helperText={errors.description?.message ?? 'What children will do and feel in this course.'}
      />
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <FormControl disabled={published}>
            <FormLabel id="course-kind-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
              How children move through it
            </FormLabel>
            <RadioGroup
              aria-labelledby="course-kind-label"
              value={field.value}
              onChange={(_, value) => field.onChange(value)}
              onBlur={field.onBlur}
              name={field.name}
            >
              <FormControlLabel
                value="course"
                control={<Radio />}
                sx={{ alignItems: 'flex-start', mt: 1 }}
                label={
                  <Box sx={{ pt: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>Course</Typography>
                    <Typography variant="body2" color="text.secondary">
                      Chapters and lessons, taken one after another: videos, reading, reflections and games.
                    </Typography>
                  </Box>
                }
              />
              <FormControlLabel
                value="game"
                control={<Radio />}
                sx={{ alignItems: 'flex-start', mt: 1 }}
                label={
                  <Box sx={{ pt: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>Game</Typography>
                    <Typography variant="body2" color="text.secondary">
                      The same content shown as levels and missions on a map, for a playful journey.
                    </Typography>
                  </Box>
                }
              />
            </RadioGroup>
            {published ? (
              <FormHelperText>A published course cannot switch between course and game.</FormHelperText>
            ) : null}
          </FormControl>
        )}
      />
    </Section>
  );
}
