import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
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
import { errorMessage } from '../../../lib/error-toast.ts';
import { useCreateQuiz, useUpdateQuiz } from '../api.ts';
import { DialogButtons, DialogProblem } from './dialog-parts.tsx';
import { BankPicker } from './quiz-builder/bank-picker.tsx';
import { ChosenQuestions } from './quiz-builder/chosen-questions.tsx';
import { moveItem } from './quiz-builder/move-item.ts';

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
            <ChosenQuestions
              chosen={chosen}
              onMove={(index, by) => setChosen((list) => moveItem(list, index, by))}
              onRemove={(question) => setChosen((list) => list.filter((c) => c.id !== question.id))}
            />
          </Box>
          <Box component="section" aria-labelledby={`${titleId}-bank`}>
            <Typography id={`${titleId}-bank`} component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              From your bank
            </Typography>
            <BankPicker kind={kind} chosen={chosen} onAdd={(q) => setChosen((list) => [...list, q])} />
          </Box>
        </Box>
        <DialogProblem problem={problem} />
      </DialogContent>
      <DialogButtons onCancel={onClose}>
        <Button onClick={save} variant="contained" disabled={saving}>
          {quiz ? 'Save' : `Create ${noun}`}
        </Button>
      </DialogButtons>
    </Dialog>
  );
}
