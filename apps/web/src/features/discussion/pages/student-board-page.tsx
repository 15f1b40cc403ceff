import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ChildBackLink, ChildLoadError } from '../../../components/child-states.tsx';
import { ListLoading } from '../../../components/list-states.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useMyBoard, useMyBoardPosts, useReply } from '../api.ts';
import { BoardPosts } from '../components/student-board/board-posts.tsx';
import { POSTING_OFF, ReplyBox } from '../components/student-board/reply-box.tsx';
import { TeacherQuestion } from '../components/student-board/teacher-question.tsx';

const BACK = PATHS.studentDiscussions;

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
  const reply = useReply(boardId);

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

      <TeacherQuestion prompt={b.prompt} closed={b.closed} />
      <BoardPosts
        posts={posts}
        closed={b.closed}
        page={page}
        onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})}
      />

      {b.closed ? null : b.can_post ? (
        <ReplyBox onSend={reply.mutateAsync} sending={reply.isPending} />
      ) : (
        <Typography
          role="note"
          sx={{ fontSize: '1.1875rem', mt: 3, p: 2, borderRadius: 3, bgcolor: 'offWhite.main' }}
        >
          {POSTING_OFF}
        </Typography>
      )}
    </Box>
  );
}
