import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { ListEmpty, ListError, ListLoading, ListPages } from '../../../components/list-states.tsx';
import { POSTS_PAGE_SIZE, useBoard, useBoardPosts } from '../api.ts';
import { BoardHeader } from './board-header.tsx';
import { ModerationPost } from './moderation-post.tsx';
import { TeacherReply } from './teacher-reply.tsx';
import { useBoardActions } from './use-board-actions.ts';
import { useDecide } from './use-decide.ts';

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
      <BoardHeader
        board={b}
        headingRef={headingRef}
        busy={busyId === b.id}
        onToggleClosed={() => void toggleClosed(b)}
        onDelete={async () => {
          if (await remove(b)) onBack();
        }}
      />

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
