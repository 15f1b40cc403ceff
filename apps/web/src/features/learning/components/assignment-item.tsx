import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import FlagRounded from '@mui/icons-material/FlagRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MyAssignment } from '@ye/contracts/assignments';
import dayjs from 'dayjs';
import { Link as RouterLink } from 'react-router';
import { ReadAloudButton } from '../../../components/read-aloud-button.tsx';
import { coursePath, lessonPath } from '../../../lib/paths.ts';

/** "today", "tomorrow" or "by Nov 28", on the child's own calendar. */
export function dueWords(dueOn: string, now = new Date()): string {
  const due = dayjs(dueOn);
  const today = dayjs(now).startOf('day');
  if (due.isSame(today, 'day')) return 'today';
  if (due.isSame(today.add(1, 'day'), 'day')) return 'by tomorrow';
  return `by ${due.format('MMM D')}`;
}

/**
 * What the card says, in kind words. An assignment whose day has passed is simply still waiting:
 * nothing on a child's screen says late or overdue.
 */
export function assignmentWords(a: MyAssignment, now = new Date()): { line: string; hint: string } {
  const title = `‘${a.title}’`;
  if (a.status === 'completed')
    return { line: `You finished ${title}.`, hint: 'Well done! Your teacher can see it.' };
  const line = a.overdue ? `${title} is waiting for you.` : `Finish ${title} ${dueWords(a.due_on, now)}.`;
  const hint = a.status === 'started' ? 'You have started. Keep going!' : 'Have fun with it!';
  return { line, hint };
}

function linkOf(a: MyAssignment): string {
  return a.lesson_id && a.chapter_id
    ? lessonPath(a.course_kind, a.course_id, a.chapter_id, a.lesson_id)
    : coursePath(a.course_id);
}

/** One piece of work: what and by when, from whom, the teacher's note, and the way in. */
export function AssignmentItem({ assignment: a }: { assignment: MyAssignment }) {
  const done = a.status === 'completed';
  const words = assignmentWords(a);
  const spoken = [
    done ? `You finished ${a.title}. Well done!` : `From your teacher ${a.instructor_name}: ${words.line}`,
    a.note ? `${a.instructor_name} says: ${a.note}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const action = done ? 'Look again' : a.status === 'started' ? 'Keep going' : 'Start';
  return (
    <Paper
      component="article"
      elevation={0}
      aria-label={words.line}
      sx={{
        p: { xs: 2.5, md: 3 },
        border: 3,
        borderColor: done ? 'success.light' : 'purple.main',
        bgcolor: done ? 'rgba(46, 125, 50, 0.06)' : 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.25,
        height: '100%',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        {done ? (
          <CheckCircleRounded aria-hidden sx={{ color: 'success.main', fontSize: 36, flexShrink: 0 }} />
        ) : (
          <FlagRounded aria-hidden sx={{ color: 'purple.main', fontSize: 36, flexShrink: 0 }} />
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="h3"
            sx={{ fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.35, overflowWrap: 'anywhere' }}
          >
            {words.line}
          </Typography>
          <Typography sx={{ fontSize: '1.125rem', color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {a.lesson_id ? `In ${a.course_title} · ` : ''}
            {`From ${a.instructor_name}`}
          </Typography>
        </Box>
      </Box>
      {a.note ? (
        <Typography sx={{ fontSize: '1.125rem', fontStyle: 'italic', overflowWrap: 'anywhere' }}>
          {`“${a.note}”`}
        </Typography>
      ) : null}
      <Typography sx={{ fontSize: '1.125rem' }}>{words.hint}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 'auto', pt: 1 }}>
        <Button
          component={RouterLink}
          to={linkOf(a)}
          variant={done ? 'outlined' : 'contained'}
          color="secondary"
          size="large"
          startIcon={done ? undefined : <PlayArrowRounded />}
          aria-label={`${action}: ${a.title}`}
          sx={{ minHeight: 52, fontSize: '1.125rem', px: 3 }}
        >
          {action}
        </Button>
        <ReadAloudButton text={spoken} label="Read to me" sx={{ minHeight: 52, fontSize: '1.125rem' }} />
      </Box>
    </Paper>
  );
}
