import ChatBubbleRounded from '@mui/icons-material/ChatBubbleRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { POST_MAX, type StudentBoard, type StudentPost } from '@ye/contracts/discussion';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ChildBackLink, ChildLoadError } from '../../../components/child-states.tsx';
import { ListLoading, ListPages } from '../../../components/list-states.tsx';
import { ReadAloudButton } from '../../../components/read-aloud-button.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-toast.ts';
import { formatDate } from '../../../lib/format.ts';
import { PATHS } from '../../../lib/paths.ts';
import { POSTS_PAGE_SIZE, useMyBoard, useMyBoardPosts, useReply } from '../api.ts';

export const WAITING_NOTE = 'Waiting for your teacher to check. Only you can see it for now.';
export const SAFETY_REMINDER =
  'Be kind, and keep private things private: please don’t share names of places, emails or phone numbers.';
export const THANK_YOU = 'Thank you for sharing! Your teacher will read it soon, then everyone can see it.';

const BACK = PATHS.studentDiscussions;

function authorName(post: StudentPost): string {
  if (post.author.is_me) return 'You';
  if (post.author.is_teacher) return `${post.author.first_name}, your teacher`;
  return post.author.first_name;
}

function PostBubble({ post }: { post: StudentPost }) {
  const name = authorName(post);
  return (
    <Paper
      component="article"
      aria-label={`${name} wrote`}
      elevation={0}
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderRadius: 4,
        border: 2,
        borderStyle: post.waiting ? 'dashed' : 'solid',
        borderColor: post.waiting ? 'grey.500' : post.author.is_teacher ? 'secondary.main' : 'grey.200',
        bgcolor: post.author.is_me ? 'offWhite.main' : 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography component="h3" sx={{ fontSize: '1.1875rem', fontWeight: 700 }}>
          {name}
        </Typography>
        <Typography sx={{ fontSize: '1rem', color: 'text.secondary' }}>
          {formatDate(post.created_at)}
        </Typography>
      </Box>
      <Typography sx={{ fontSize: '1.1875rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 1.5 }}>
        {post.body}
      </Typography>
      {post.waiting ? (
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'center',
            mb: 1.5,
            p: 1.25,
            borderRadius: 2,
            bgcolor: 'yellow.main',
            color: 'yellow.contrastText',
          }}
        >
          <HourglassTopRounded aria-hidden />
          <Typography sx={{ fontSize: '1.0625rem', fontWeight: 600 }}>{WAITING_NOTE}</Typography>
        </Box>
      ) : null}
      <ReadAloudButton
        text={`${name} wrote: ${post.body}`}
        label={post.author.is_me ? 'Listen to my post' : `Listen to ${name}`}
      />
    </Paper>
  );
}

/** The reply box: a gentle safety reminder, a counter, and a big send button. */
function ReplyBox({ board }: { board: StudentBoard }) {
  const reply = useReply(board.id);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ tip: string | null } | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const text = body.trim();
    if (!text) {
      setError('Please write something first.');
      return;
    }
    setError(null);
    try {
      const post = await reply.mutateAsync(text);
      setBody('');
      setSent({ tip: post.tip });
    } catch (err) {
      setSent(null);
      setError(
        err instanceof ApiError && err.status === 409 ? errorMessage(err) : `Oops! ${errorMessage(err)}`,
      );
    }
  };

  return (
    <Box component="section" aria-labelledby="reply-heading" sx={{ mt: 4 }}>
      <Typography
        id="reply-heading"
        component="h2"
        sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, fontWeight: 700, mb: 1 }}
      >
        Share your idea
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label="Your reply"
          multiline
          minRows={3}
          value={body}
          onChange={(e) => {
            setBody(e.target.value);
            if (sent) setSent(null);
          }}
          error={Boolean(error)}
          helperText={error ?? `${SAFETY_REMINDER} (${body.length}/${POST_MAX})`}
          slotProps={{
            htmlInput: { maxLength: POST_MAX },
            input: { sx: { fontSize: '1.1875rem' } },
            inputLabel: { sx: { fontSize: '1.125rem' } },
            formHelperText: { sx: { fontSize: '1.0625rem', mx: 0 } },
          }}
        />
        <SubmitButton
          pending={reply.isPending}
          fullWidth={false}
          color="secondary"
          endIcon={<SendRounded />}
          sx={{ justifySelf: 'start', minHeight: 56, px: 4, fontSize: '1.125rem' }}
        >
          Send to my teacher
        </SubmitButton>
        <Box role="status">
          {sent ? (
            <Paper
              elevation={0}
              sx={{ p: 2, borderRadius: 3, border: 2, borderColor: 'green.main', display: 'flex', gap: 1.5 }}
            >
              <FavoriteRounded aria-hidden sx={{ color: 'green.main', mt: 0.25 }} />
              <Box>
                <Typography sx={{ fontSize: '1.125rem', fontWeight: 600 }}>{THANK_YOU}</Typography>
                {sent.tip ? <Typography sx={{ fontSize: '1.0625rem', mt: 1 }}>{sent.tip}</Typography> : null}
              </Box>
            </Paper>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}

/**
 * /student/discussions/:boardId: the teacher's question (read aloud on request), what everyone
 * shared that the teacher approved, the child's own posts still waiting, and a reply box.
 */
export default function StudentBoardPage() {
  const { boardId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const board = useMyBoard(boardId);
  const posts = useMyBoardPosts(boardId, page);

  if (board.isPending)
    return (
      <Box>
        <ChildBackLink to={BACK}>All talk boards</ChildBackLink>
        <ListLoading label="Loading the talk board…" height={160} />
      </Box>
    );
  if (board.isError) {
    const missing = board.error instanceof ApiError && board.error.status === 404;
    return (
      <Box>
        <ChildBackLink to={BACK}>All talk boards</ChildBackLink>
        {missing ? (
          <Typography role="alert" sx={{ fontSize: '1.25rem', py: 3 }}>
            We could not find this talk board. It may be for a course you have not started yet.{' '}
            <Link component={RouterLink} to={BACK}>
              See your talk boards
            </Link>
            .
          </Typography>
        ) : (
          <ChildLoadError what="this talk board" onRetry={() => void board.refetch()} />
        )}
      </Box>
    );
  }

  const b = board.data;
  return (
    <Box sx={{ maxWidth: 860 }}>
      <ChildBackLink to={BACK}>All talk boards</ChildBackLink>
      <Typography
        component="h1"
        sx={{
          fontSize: { xs: '1.875rem', md: '2.5rem' },
          fontWeight: 700,
          color: 'secondary.main',
          lineHeight: 1.2,
        }}
      >
        {b.title}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', color: 'text.secondary', mb: 2 }}>{b.course_title}</Typography>

      <Paper
        elevation={0}
        sx={{ p: { xs: 2, sm: 3 }, border: 3, borderColor: 'yellow.main', borderRadius: 4, mb: 3 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <ChatBubbleRounded aria-hidden sx={{ color: 'secondary.main' }} />
          <Typography component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
            Your teacher asks
          </Typography>
        </Box>
        <Typography sx={{ fontSize: { xs: '1.25rem', md: '1.375rem' }, mb: 2, overflowWrap: 'anywhere' }}>
          {b.prompt}
        </Typography>
        <ReadAloudButton text={b.prompt} label="Read the question aloud" />
      </Paper>

      {b.closed ? (
        <Box
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'center',
            p: 2,
            mb: 3,
            borderRadius: 3,
            bgcolor: 'grey.100',
          }}
        >
          <LockRounded aria-hidden />
          <Typography sx={{ fontSize: '1.125rem' }}>
            This board is closed now. You can still read what everyone shared.
          </Typography>
        </Box>
      ) : null}

      <Box component="section" aria-labelledby="posts-heading">
        <Typography
          id="posts-heading"
          component="h2"
          sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, fontWeight: 700, mb: 2 }}
        >
          What everyone shared
        </Typography>
        {posts.isPending ? (
          <ListLoading label="Loading the posts…" height={120} />
        ) : posts.isError ? (
          <ChildLoadError what="the posts" onRetry={() => void posts.refetch()} />
        ) : posts.data.count === 0 ? (
          <Typography sx={{ fontSize: '1.125rem' }}>
            {b.closed ? 'Nobody shared on this board.' : 'Nobody has shared yet. You can be the first!'}
          </Typography>
        ) : (
          <Box aria-busy={posts.isFetching}>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
              {posts.data.results.map((p) => (
                <li key={p.id}>
                  <PostBubble post={p} />
                </li>
              ))}
            </Box>
            <ListPages
              label="Pages of posts"
              count={posts.data.count}
              pageSize={POSTS_PAGE_SIZE}
              page={page}
              onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})}
              large
            />
          </Box>
        )}
      </Box>

      {b.closed ? null : <ReplyBox board={b} />}
    </Box>
  );
}
