import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AssignmentStatus, InstructorAssignment } from '@ye/contracts/assignments';
import { formatDate } from '../../../lib/format.ts';

const STATUS_CHIP: Record<
  AssignmentStatus,
  { label: string; color: 'green' | 'purple' | 'default'; icon: typeof CheckCircleRounded }
> = {
  // Brand colours that keep 4.5:1 with their chip text (the theme's note on contrast).
  completed: { label: 'Done', color: 'green', icon: CheckCircleRounded },
  started: { label: 'In progress', color: 'purple', icon: HourglassTopRounded },
  'not-started': { label: 'Not started', color: 'default', icon: RadioButtonUncheckedRounded },
};

/** "Lesson title · Course title", or the course alone when the whole course is assigned. */
export const workTitle = (a: Pick<InstructorAssignment, 'lesson_title' | 'course_title'>) =>
  a.lesson_title ?? a.course_title;

/** One assignment: who, what, when it is due, how far the child got, and a way to remove it. */
export function AssignmentRow({
  assignment: a,
  onRemove,
  busy,
}: {
  assignment: InstructorAssignment;
  onRemove: (a: InstructorAssignment) => void;
  busy: boolean;
}) {
  const chip = STATUS_CHIP[a.status];
  const Icon = chip.icon;
  const titleId = `assignment-${a.id}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        p: 2,
        borderRadius: 3,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography
          id={titleId}
          component="h3"
          sx={{ fontWeight: 700, fontSize: '1.0625rem', overflowWrap: 'anywhere' }}
        >
          {a.first_name}
          <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
            {a.age_band ? ` · ages ${a.age_band}` : ''}
          </Typography>
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {a.lesson_title ? (
            <>
              {a.lesson_title}
              <Typography component="span" color="text.secondary">{` in ${a.course_title}`}</Typography>
            </>
          ) : (
            <>
              {a.course_title}
              <Typography component="span" color="text.secondary">
                {' (whole course)'}
              </Typography>
            </>
          )}
        </Typography>
        {a.note ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {`Note: ${a.note}`}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, flex: '0 1 auto' }}>
        <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mr: 1 }}>
          <EventRounded aria-hidden fontSize="small" />
          {a.status === 'completed' && a.completed_at
            ? `Done ${formatDate(a.completed_at)}`
            : `Due ${formatDate(a.due_on)}`}
        </Typography>
        <Chip
          size="small"
          color={chip.color}
          variant={a.status === 'not-started' ? 'outlined' : 'filled'}
          icon={<Icon aria-hidden />}
          label={chip.label}
          sx={{ fontWeight: 700 }}
        />
        {a.overdue ? <Chip size="small" color="orange" label="Overdue" sx={{ fontWeight: 700 }} /> : null}
        <Button
          color="error"
          startIcon={<DeleteOutlineRounded aria-hidden />}
          onClick={() => onRemove(a)}
          disabled={busy}
          aria-label={`Remove ${workTitle(a)} for ${a.first_name}`}
        >
          Remove
        </Button>
      </Box>
    </Paper>
  );
}
