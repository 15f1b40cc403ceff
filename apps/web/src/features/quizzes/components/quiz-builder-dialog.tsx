import AddRounded from '@mui/icons-material/AddRounded';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  QUIZ_QUESTIONS_MAX,
  QUIZ_TITLE_MAX,
  type QuizDetail,
  type QuizKind,
  type QuizQuestion,
} from '@ye/contracts/quizzes';
import { useEffect, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { PageNav } from '../../../components/page-nav.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { QUESTIONS_PAGE_SIZE, SEARCH_DELAY_MS, useCreateQuiz, useQuestions, useUpdateQuiz } from '../api.ts';

function BankPicker({
  kind,
  chosen,
  onAdd,
}: {
  kind: QuizKind;
  chosen: readonly QuizQuestion[];
  onAdd: (q: QuizQuestion) => void;
}) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuestions({ q, page, kind, status: 'active' });
  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.count / QUESTIONS_PAGE_SIZE)) : 1;
  const full = chosen.length >= QUIZ_QUESTIONS_MAX;

  return (
    <Box>
      <SearchBox
        value={q}
        onSearch={(next) => {
          setQ(next);
          setPage(1);
        }}
        label={`Search your ${kind} questions`}
        delayMs={SEARCH_DELAY_MS}
        maxLength={100}
        maxWidth={520}
      />
      <Box sx={{ mt: 2 }}>
        {list.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : list.isError ? (
          <Alert
            severity="error"
            role="alert"
          >{`We could not load your questions. ${errorMessage(list.error)}`}</Alert>
        ) : data && data.count === 0 ? (
          <Typography color="text.secondary">
            {q
              ? 'No questions match. Try another word.'
              : `Your bank has no ${kind} questions yet. Write some in the Question bank first.`}
          </Typography>
        ) : data ? (
          <>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {data.results.map((question) => {
                const added = chosen.some((c) => c.id === question.id);
                return (
                  <Box
                    component="li"
                    key={question.id}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      p: 1,
                      borderRadius: 2,
                      border: 1,
                      borderColor: 'divider',
                    }}
                  >
                    <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {question.prompt}
                    </Typography>
                    <Button
                      size="small"
                      variant="outlined"
                      startIcon={<AddRounded />}
                      disabled={added || full}
                      onClick={() => onAdd(question)}
                      aria-label={added ? `“${question.prompt}” is added` : `Add “${question.prompt}”`}
                      sx={{ flexShrink: 0 }}
                    >
                      {added ? 'Added' : 'Add'}
                    </Button>
                  </Box>
                );
              })}
            </Box>
            <PageNav
              label="Pages of bank questions"
              pageCount={pageCount}
              page={Math.min(page, pageCount)}
              onChange={(next) => setPage(next)}
              compact
            />
          </>
        ) : null}
      </Box>
    </Box>
  );
}

export interface QuizBuilderDialogProps {
  open: boolean;
  /** The quiz to edit (with its questions); none builds a new one. */
  quiz: QuizDetail | null;
  onClose: () => void;
}

/**
 * Builds a quiz or survey: a title, its kind (fixed once made) and 1 to 10 bank questions of that
 * kind, picked from the bank and put in order with the arrow buttons.
 */
export function QuizBuilderDialog({ open, quiz, onClose }: QuizBuilderDialogProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<QuizKind>('quiz');
  const [chosen, setChosen] = useState<QuizQuestion[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateQuiz();
  const update = useUpdateQuiz();
  const saving = create.isPending || update.isPending;

  useEffect(() => {
    if (!open) return;
    setTitle(quiz?.title ?? '');
    setKind(quiz?.kind ?? 'quiz');
    setChosen(quiz?.questions ?? []);
    setProblem(null);
  }, [open, quiz]);

  const move = (index: number, by: -1 | 1) =>
    setChosen((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });

  const save = async () => {
    const trimmed = title.trim();
    if (!trimmed) return setProblem('Please give it a title.');
    if (chosen.length === 0) return setProblem('Add at least one question.');
    setProblem(null);
    const question_ids = chosen.map((c) => c.id);
    try {
      if (quiz) await update.mutateAsync({ id: quiz.id, body: { title: trimmed, question_ids } });
      else await create.mutateAsync({ kind, title: trimmed, question_ids });
      toast.success(quiz ? `“${trimmed}” is saved.` : `“${trimmed}” is ready. Attach it to a lesson.`);
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const noun = kind === 'quiz' ? 'quiz' : 'survey';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={narrow}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {quiz ? `Edit ${noun}` : 'New quiz or survey'}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
        {quiz ? null : (
          <RadioGroup
            row
            aria-label="Kind"
            value={kind}
            onChange={(_, value) => {
              setKind(value as QuizKind);
              // A quiz uses quiz questions and a survey survey questions.
              setChosen([]);
            }}
          >
            <FormControlLabel value="quiz" control={<Radio />} label="Quiz (right answers)" />
            <FormControlLabel value="survey" control={<Radio />} label="Survey (opinions)" />
          </RadioGroup>
        )}
        <TextField
          label="Title"
          required
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          slotProps={{ htmlInput: { maxLength: QUIZ_TITLE_MAX } }}
          sx={{ mt: quiz ? 1 : 0 }}
        />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box component="section" aria-labelledby={`${titleId}-chosen`}>
            <Typography id={`${titleId}-chosen`} component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {`Questions in this ${noun} (${chosen.length} of ${QUIZ_QUESTIONS_MAX})`}
            </Typography>
            {chosen.length === 0 ? (
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
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUpwardRounded />
                    </IconButton>
                    <IconButton
                      aria-label={`Move “${question.prompt}” down`}
                      disabled={index === chosen.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDownwardRounded />
                    </IconButton>
                    <IconButton
                      aria-label={`Remove “${question.prompt}”`}
                      onClick={() => setChosen((list) => list.filter((c) => c.id !== question.id))}
                    >
                      <CloseRounded />
                    </IconButton>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
          <Box component="section" aria-labelledby={`${titleId}-bank`}>
            <Typography id={`${titleId}-bank`} component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              From your bank
            </Typography>
            <BankPicker kind={kind} chosen={chosen} onAdd={(q) => setChosen((list) => [...list, q])} />
          </Box>
        </Box>
        {problem ? (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} variant="outlined" color="inherit">
          Cancel
        </Button>
        <Button onClick={save} variant="contained" disabled={saving}>
          {quiz ? 'Save' : `Create ${noun}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
