import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { QuizQuestion } from '@ye/contracts/quizzes';

/** The quiz's questions in the order children see them, each to move up, down or remove. */
export function ChosenQuestions({
  chosen,
  onMove,
  onRemove,
}: {
  chosen: readonly QuizQuestion[];
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (question: QuizQuestion) => void;
}) {
  return chosen.length === 0 ? (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Typography color="text.secondary">
        Add questions from your bank. Children see them in this order.
      </Typography>
    </Paper>
  ) : (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {chosen.map((question, index) => (
        <Box
          component="li"
          key={question.id}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            p: 1,
            borderRadius: 2,
            bgcolor: 'grey.100',
          }}
        >
          <Typography sx={{ fontWeight: 700, minWidth: 24 }}>{index + 1}.</Typography>
          <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {question.prompt}
            {question.archived ? ' (archived)' : ''}
          </Typography>
          <IconButton
            aria-label={`Move “${question.prompt}” up`}
            disabled={index === 0}
            onClick={() => onMove(index, -1)}
          >
            <ArrowUpwardRounded />
          </IconButton>
          <IconButton
            aria-label={`Move “${question.prompt}” down`}
            disabled={index === chosen.length - 1}
            onClick={() => onMove(index, 1)}
          >
            <ArrowDownwardRounded />
          </IconButton>
          <IconButton aria-label={`Remove “${question.prompt}”`} onClick={() => onRemove(question)}>
            <CloseRounded />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
