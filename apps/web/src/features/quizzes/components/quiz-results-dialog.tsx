import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type QuestionResult, RESULTS_SMALL_GROUP } from '@ye/contracts/quizzes';
import { useId } from 'react';
import { errorMessage } from '../../../lib/error-toast.ts';
import { plural } from '../../../lib/format.ts';
import { useQuizResults } from '../api.ts';

const share = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 100));

/** One question: a bar per answer with its count and share written out (the bar only repeats them). */
export function QuestionResultCard({ result, index }: { result: QuestionResult; index: number }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}
    >
      <Typography id={headingId} component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {`${index + 1}. ${result.prompt}`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {plural(result.answered, 'child', 'children')} answered
        {result.percent_correct === null ? '' : ` · ${result.percent_correct}% right`}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
        {result.options.map((option, i) => {
          const right = result.correct_option === i;
          const pct = share(option.count, result.answered);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by their position
            <li key={i}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
                <Typography sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
                  {right ? (
                    <CheckCircleRounded fontSize="small" sx={{ color: 'success.dark' }} aria-hidden />
                  ) : null}
                  <span style={{ overflowWrap: 'anywhere' }}>{option.label}</span>
                  {right ? (
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{ color: 'success.dark', fontWeight: 600 }}
                    >
                      (right answer)
                    </Typography>
                  ) : null}
                </Typography>
                <Typography sx={{ fontWeight: 600, flexShrink: 0 }}>{`${option.count} (${pct}%)`}</Typography>
              </Box>
              <Box aria-hidden sx={{ height: 12, borderRadius: 6, bgcolor: 'grey.200', overflow: 'hidden' }}>
                <Box
                  sx={{
                    height: '100%',
                    width: `${pct}%`,
                    borderRadius: 6,
                    bgcolor: right
                      ? 'success.main'
                      : result.correct_option === null
                        ? 'secondary.main'
                        : 'grey.500',
                  }}
                />
              </Box>
            </li>
          );
        })}
      </Box>
    </Paper>
  );
}

/** The results of one quiz or survey, per question. */
export function QuizResultsDialog({ quizId, onClose }: { quizId: string | null; onClose: () => void }) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const results = useQuizResults(quizId);
  const data = results.data;

  return (
    <Dialog
      open={quizId !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={narrow}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {data ? `Results: ${data.title}` : 'Results'}
      </DialogTitle>
      {/* Focusable, so keyboard users can scroll long results (axe: scrollable-region-focusable). */}
      <DialogContent
        tabIndex={0}
        role="region"
        aria-label="Results per question"
        sx={{ display: 'grid', gap: 2 }}
      >
        {results.isPending ? (
          <Box aria-busy="true" aria-label="Loading the results" sx={{ display: 'grid', gap: 2 }}>
            <Skeleton variant="rounded" height={160} />
            <Skeleton variant="rounded" height={160} />
          </Box>
        ) : results.isError ? (
          <Alert
            severity="error"
            role="alert"
          >{`We could not load the results. ${errorMessage(results.error)}`}</Alert>
        ) : data ? (
          <>
            <Typography>
              {data.response_count === 0
                ? 'No child has answered yet. Results appear here once children answer it at the end of the lesson.'
                : `${plural(data.response_count, 'child', 'children')} answered. Each child counts once, with their latest answers.`}
            </Typography>
            {data.small_group && data.response_count > 0 ? (
              <Alert severity="info">
                {`Fewer than ${RESULTS_SMALL_GROUP} children have answered, so read these numbers with care.`}
              </Alert>
            ) : null}
            {data.response_count > 0
              ? data.questions.map((result, index) => (
                  <QuestionResultCard key={result.question_id} result={result} index={index} />
                ))
              : null}
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
