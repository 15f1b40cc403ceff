import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BOARD_TITLE_MAX, CreateBoardRequest, PROMPT_MAX } from '@ye/contracts/discussion';
import type { StudioCourse } from '@ye/contracts/studio';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { useCreateBoard } from '../api.ts';

interface BoardFormDialogProps {
  open: boolean;
  onClose: () => void;
  courses: readonly StudioCourse[];
  /** Preselects a course (the one the boards list is filtered on). */
  courseId?: string;
  onCreated: (boardId: string) => void;
}

/** A new board: which course, a short title and the prompt the children answer. */
export function BoardFormDialog({ open, onClose, courses, courseId = '', onCreated }: BoardFormDialogProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const create = useCreateBoard();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CreateBoardRequest>({
    resolver: zodResolver(CreateBoardRequest),
    defaultValues: { course_id: courseId, title: '', prompt: '' },
  });
  const chosen = useWatch({ control, name: 'course_id' });
  const prompt = useWatch({ control, name: 'prompt' }) ?? '';

  const close = () => {
    reset({ course_id: courseId, title: '', prompt: '' });
    setRefusal(null);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const board = await create.mutateAsync(values);
      toast.success(`“${board.title}” is open. Children of the course can reply now.`);
      reset({ course_id: courseId, title: '', prompt: '' });
      onCreated(board.id);
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="board-form-title"
      fullWidth
      maxWidth="sm"
      fullScreen={narrow}
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="board-form-title" sx={{ fontWeight: 700 }}>
          New board
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          {courses.length === 0 ? (
            <Alert severity="info">Make a course first: a board belongs to one of your courses.</Alert>
          ) : null}
          <TextField
            select
            label="Course"
            required
            {...muiField(register('course_id'))}
            value={chosen ?? ''}
            error={Boolean(errors.course_id)}
            helperText={errors.course_id?.message ?? 'Children who started this course can read and reply.'}
          >
            {courses.map((c) => (
              <MenuItem key={c.id} value={c.id} sx={{ whiteSpace: 'normal' }}>
                {c.status === 'draft' ? `${c.title} (draft)` : c.title}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Title"
            required
            {...muiField(register('title'))}
            error={Boolean(errors.title)}
            helperText={errors.title?.message ?? 'Short and friendly, e.g. “My bravest moment”.'}
            slotProps={{ htmlInput: { maxLength: BOARD_TITLE_MAX } }}
          />
          <TextField
            label="Prompt for the children"
            required
            multiline
            minRows={3}
            {...muiField(register('prompt'))}
            error={Boolean(errors.prompt)}
            helperText={
              errors.prompt?.message ??
              `A question they can answer in a few sentences. ${prompt.length}/${PROMPT_MAX}`
            }
            slotProps={{ htmlInput: { maxLength: PROMPT_MAX } }}
          />
          {refusal ? <Alert severity="error">{`We could not open the board. ${refusal}`}</Alert> : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={close} variant="outlined" color="inherit">
            Cancel
          </Button>
          <SubmitButton
            pending={create.isPending}
            fullWidth={false}
            size="medium"
            disabled={create.isPending || courses.length === 0}
          >
            Open board
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
