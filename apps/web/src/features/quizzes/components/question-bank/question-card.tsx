import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { QuizQuestion } from '@ye/contracts/quizzes';
import { plural } from '../../../../lib/format.ts';
import { KindChip } from '../kind-chip.tsx';

/** One bank question: its kind, where it is used, its answers (the right one marked), Edit and Archive. */
export function QuestionCard({
  question,
  onEdit,
  onArchive,
}: {
  question: QuizQuestion;
  onEdit: (q: QuizQuestion) => void;
  onArchive: (q: QuizQuestion) => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <KindChip kind={question.kind} />
        <Typography variant="body2" color="text.secondary">
          {question.quiz_count === 0
            ? 'Not used yet'
            : `Used in ${plural(question.quiz_count, 'quiz', 'quizzes')}`}
          {question.answered ? ' · answered by children' : ''}
        </Typography>
      </Box>
      <Typography component="h3" sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
        {question.prompt}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        {question.options.map((option, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by their position
          <li key={i}>
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <span style={{ overflowWrap: 'anywhere' }}>{option}</span>
              {question.correct_option === i ? (
                <Box
                  component="span"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'success.dark' }}
                >
                  <CheckCircleRounded fontSize="small" aria-hidden />
                  <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                    right answer
                  </Typography>
                </Box>
              ) : null}
            </Box>
          </li>
        ))}
      </Box>
      {question.archived ? null : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={<EditOutlined />}
            onClick={() => onEdit(question)}
            aria-label={`Edit “${question.prompt}”`}
          >
            Edit
          </Button>
          <Button
            color="inherit"
            startIcon={<ArchiveOutlined />}
            onClick={() => onArchive(question)}
            aria-label={`Archive “${question.prompt}”`}
          >
            Archive
          </Button>
        </Box>
      )}
    </Paper>
  );
}
