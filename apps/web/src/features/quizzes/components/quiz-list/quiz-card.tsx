import BarChartRounded from '@mui/icons-material/BarChartRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { QuizSummary } from '@ye/contracts/quizzes';
import { plural } from '../../../../lib/format.ts';
import { KindChip } from '../kind-chip.tsx';

export interface QuizCardActions {
  busyId: string | null;
  onResults: (quiz: QuizSummary) => void;
  onEdit: (quiz: QuizSummary) => void;
  onAttach: (quiz: QuizSummary) => void;
  onDetach: (quiz: QuizSummary) => void;
  onDelete: (quiz: QuizSummary) => void;
}

/** One quiz or survey: its kind, counts, lesson and what can be done with it. */
export function QuizCard({ quiz, actions }: { quiz: QuizSummary; actions: QuizCardActions }) {
  const busy = actions.busyId === quiz.id;
  const name = `“${quiz.title}”`;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
        <KindChip kind={quiz.kind} />
        <Typography variant="body2" color="text.secondary">
          {`${plural(quiz.question_count, 'question')} · ${plural(quiz.response_count, 'child', 'children')} answered`}
        </Typography>
      </Box>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {quiz.title}
      </Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {quiz.lesson
          ? `At the end of “${quiz.lesson.title}” in ${quiz.lesson.course_title}${quiz.lesson.course_status === 'draft' ? ' (draft)' : ''}`
          : 'Not attached to a lesson yet: children do not see it.'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button
          variant="contained"
          startIcon={<BarChartRounded />}
          onClick={() => actions.onResults(quiz)}
          aria-label={`Results of ${name}`}
        >
          Results
        </Button>
        <Button
          variant="outlined"
          startIcon={<EditOutlined />}
          onClick={() => actions.onEdit(quiz)}
          disabled={busy}
          aria-label={`Edit ${name}`}
        >
          Edit
        </Button>
        <Button
          variant="outlined"
          startIcon={<LinkRounded />}
          onClick={() => actions.onAttach(quiz)}
          disabled={busy}
          aria-label={quiz.lesson ? `Move ${name} to another lesson` : `Attach ${name} to a lesson`}
        >
          {quiz.lesson ? 'Move' : 'Attach'}
        </Button>
        {quiz.lesson ? (
          <Button
            color="inherit"
            startIcon={<LinkOffRounded />}
            onClick={() => actions.onDetach(quiz)}
            disabled={busy}
            aria-label={`Detach ${name}`}
          >
            Detach
          </Button>
        ) : null}
        <Button
          color="error"
          startIcon={<DeleteOutlineRounded />}
          onClick={() => actions.onDelete(quiz)}
          disabled={busy}
          aria-label={`Delete ${name}`}
        >
          Delete
        </Button>
      </Box>
    </Paper>
  );
}
