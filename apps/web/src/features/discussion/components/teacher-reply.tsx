import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type InstructorBoard, POST_MAX } from '@ye/contracts/discussion';
import { toast } from 'react-toastify';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { useTeacherPost } from '../api.ts';
import { usePostDraft } from './use-post-draft.ts';

/** The instructor's own reply: approved at once, so it reads as an example for the children. */
export function TeacherReply({ board }: { board: InstructorBoard }) {
  const post = useTeacherPost();
  const { body, setBody, error, onSubmit } = usePostDraft(
    async (text) => {
      await post.mutateAsync({ boardId: board.id, body: text });
      toast.success('Your post is on the board.');
    },
    (err) => `We could not post this. ${errorMessage(err)}`,
  );
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 1.5, mb: 3 }}>
      <TextField
        label="Your reply to the board"
        multiline
        minRows={2}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? `Children see your posts at once. ${body.length}/${POST_MAX}`}
        slotProps={{ htmlInput: { maxLength: POST_MAX } }}
      />
      <SubmitButton pending={post.isPending} fullWidth={false} size="medium" sx={{ justifySelf: 'start' }}>
        Post
      </SubmitButton>
    </Box>
  );
}
