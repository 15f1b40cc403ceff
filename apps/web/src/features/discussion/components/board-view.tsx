import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type InstructorBoard, POST_MAX } from '@ye/contracts/discussion';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { ListEmpty, ListError, ListLoading, ListPages } from '../../../components/list-states.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { formatDate, plural } from '../../../lib/format.ts';
import { POSTS_PAGE_SIZE, useBoard, useBoardPosts, useTeacherPost } from '../api.ts';
import { ModerationPost } from './moderation-post.tsx';
import { useBoardActions } from './use-board-actions.ts';
import { useDecide } from './use-decide.ts';

/** The instructor's own reply: approved at once, so it reads as an example for the children. */
function TeacherReply({ board }: { board: InstructorBoard }) {
  const post = useTeacherPost();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const text = body.trim();
    if (!text) {
      setError('Please write something first.');
      return;
    }
    setError(null);
    try {
      await post.mutateAsync({ boardId: board.id, body: text });
      setBody('');
      toast.success('Your post is on the board.');
    } catch (err) {
      setError(`We could not post this. ${errorMessage(err)}`);
    }
  };
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

interface BoardViewProps {
  boardId: string;
  page: number;
  onPage: (page: number) => void;
  onBack: () => void;
}

/** One board: its prompt, close / reopen / delete, the instructor's reply box and every post. */
export function BoardView({ boardId, page, onPage, onBack }: BoardViewProps) {
  const board = useBoard(boardId);
  const posts = useBoardPosts(boardId, page);
  const { toggleClosed, remove, busyId } = useBoardActions();
  const { decide, busyId: decidingId } = useDecide();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = board.isSuccess;

  // The button that opened the board is gone: bring keyboard and screen-reader users to its title.
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  const back = (
    <Button startIcon={<ArrowBackRounded />} onClick={onBack} sx={{ mb: 2, minHeight: 44 }}>
      All boards
    </Button>
  );
  if (board.isPending)
    return (
      <Box>
        {back}
        <ListLoading label="Loading the board" />
      </Box>
    );
  if (board.isError)
    return (
      <Box>
        {back}
        <ListError what="this board" error={board.error} onRetry={() => board.refetch()} />
      </Box>
    );

  const b = board.data;
  const closed = b.closed_at !== null;
  return (
    <Box>
      {back}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mb: 3 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Typography
            ref={headingRef}
            tabIndex={-1}
            component="h2"
            variant="h5"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere', mr: 'auto' }}
          >
            {b.title}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            icon={closed ? <LockRounded /> : <LockOpenRounded />}
            label={closed ? `Closed ${formatDate(b.closed_at)}` : 'Open'}
          />
        </Box>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {`${b.course_title} · ${plural(b.pending_count, 'post')} waiting · ${b.approved_count} approved · ${b.rejected_count} rejected`}
        </Typography>
        <Typography component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
          Prompt
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>{b.prompt}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={closed ? <LockOpenRounded /> : <LockRounded />}
            onClick={() => void toggleClosed(b)}
            disabled={busyId === b.id}
            sx={{ minHeight: 44 }}
          >
            {closed ? 'Reopen board' : 'Close board'}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlineRounded />}
            onClick={async () => {
              if (await remove(b)) onBack();
            }}
            disabled={busyId === b.id}
            sx={{ minHeight: 44 }}
          >
            Delete board
          </Button>
        </Box>
      </Paper>

      <Typography component="h3" variant="h6" sx={{ mb: 1.5 }}>
        Posts
      </Typography>
      {closed ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          This board is closed: children can read it but not reply. Reopen it to post again.
        </Alert>
      ) : (
        <TeacherReply board={b} />
      )}
      {posts.isPending ? (
        <ListLoading label="Loading the posts" height={120} />
      ) : posts.isError ? (
        <ListError what="the posts" error={posts.error} onRetry={() => posts.refetch()} />
      ) : posts.data.count === 0 ? (
        <ListEmpty
          icon={<ChatBubbleOutlineRounded aria-hidden sx={{ fontSize: 48, color: 'secondary.main' }} />}
          title="No posts yet"
        >
          A first reply from you helps children see what to write.
        </ListEmpty>
      ) : (
        <Box aria-busy={posts.isFetching}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {posts.data.results.map((post) => (
              <li key={post.id}>
                <ModerationPost post={post} onDecide={decide} busy={decidingId === post.id} />
              </li>
            ))}
          </Box>
          <ListPages
            label="Pages of posts"
            count={posts.data.count}
            pageSize={POSTS_PAGE_SIZE}
            page={page}
            onPage={onPage}
          />
        </Box>
      )}
    </Box>
  );
}
