import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFieldArray } from 'react-hook-form';
import { muiField } from '../../../../lib/mui-field.ts';
import { MAX_LEARNING_GOALS } from '../course-form-schema.ts';
import type { CourseFormParts } from './form-props.ts';
import { Section } from './form-section.tsx';

/** The learning goals, one a line, added and removed here. */
export function GoalsSection({ register, control, errors }: CourseFormParts) {
  const goals = useFieldArray({ control, name: 'learning_goals' });
  const goalErrors = errors.learning_goals;
  return (
    <Section title="Learning goals" hint="What a child will be able to do after the course, one per line.">
      {goals.fields.map((goal, index) => (
        <Box key={goal.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            fullWidth
            label={`Goal ${index + 1}`}
            {...muiField(register(`learning_goals.${index}.text`))}
            error={Boolean(goalErrors?.[index]?.text)}
            helperText={goalErrors?.[index]?.text?.message}
            slotProps={{ htmlInput: { maxLength: 160 } }}
          />
          <IconButton
            aria-label={`Remove goal ${index + 1}`}
            onClick={() => goals.remove(index)}
            sx={{ mt: 0.5, width: 48, height: 48 }}
          >
            <DeleteOutlineRounded />
          </IconButton>
        </Box>
      ))}
      {goalErrors?.message ? (
        <Typography role="alert" color="error" variant="body2">
          {goalErrors.message}
        </Typography>
      ) : null}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddRounded />}
          onClick={() => goals.append({ text: '' }, { shouldFocus: true })}
          disabled={goals.fields.length >= MAX_LEARNING_GOALS}
        >
          Add a goal
        </Button>
      </Box>
    </Section>
  );
}
