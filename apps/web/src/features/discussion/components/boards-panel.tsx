import ForumRounded from '@mui/icons-material/ForumRounded';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StudioCourse } from '@ye/contracts/studio';
import { useEffect } from 'react';
import { ListEmpty, ListError, ListLoading, ListPages } from '../../../components/list-states.tsx';
import { plural } from '../../../lib/format.ts';
import { BOARDS_PAGE_SIZE, useBoards } from '../api.ts';
import { BoardCard } from './board-card.tsx';
import { useBoardActions } from './use-board-actions.ts';

interface BoardsPanelProps {
  courses: readonly StudioCourse[];
  courseId: string;
  page: number;
  onCourse: (courseId: string) => void;
  onPage: (page: number) => void;
  onOpen: (boardId: string) => void;
}

/** The instructor's boards, newest first, narrowed to one course if they like. */
export function BoardsPanel({ courses, courseId, page, onCourse, onPage, onOpen }: BoardsPanelProps) {
  const boards = useBoards(courseId, page);
  const { toggleClosed, remove, busyId } = useBoardActions();
  const data = boards.data;

  // Deleting the last board of the last page: show the page before it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the answer changes
  useEffect(() => {
    if (data && !boards.isPlaceholderData && data.results.length === 0 && page > 1)
      onPage(Math.max(1, Math.ceil(data.count / BOARDS_PAGE_SIZE)));
  }, [data]);

  return (
    <Box>
      <TextField
        select
        label="Course"
        value={courseId}
        onChange={(e) => onCourse(e.target.value)}
        sx={{ mb: 3, width: '100%', maxWidth: 420 }}
      >
        <MenuItem value="">All my courses</MenuItem>
        {courses.map((c) => (
          <MenuItem key={c.id} value={c.id} sx={{ whiteSpace: 'normal' }}>
            {c.title}
          </MenuItem>
        ))}
      </TextField>
      {boards.isError ? (
        <ListError what="your boards" error={boards.error} onRetry={() => boards.refetch()} />
      ) : !data ? (
        <ListLoading label="Loading your boards" />
      ) : data.count === 0 ? (
        <ListEmpty
          icon={<ForumRounded aria-hidden sx={{ fontSize: 48, color: 'secondary.main' }} />}
          title={courseId ? 'No boards on this course yet' : 'No boards yet'}
        >
          Open a board with a question for the children, like “What helps you feel calm?”. Children who
          started the course can reply, and you approve every post before others see it.
        </ListEmpty>
      ) : (
        <Box aria-busy={boards.isFetching}>
          <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
            {plural(data.count, 'board')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {data.results.map((board) => (
              <li key={board.id}>
                <BoardCard
                  board={board}
                  onOpen={(b) => onOpen(b.id)}
                  onToggleClosed={(b) => void toggleClosed(b)}
                  onDelete={(b) => void remove(b)}
                  busy={busyId === board.id}
                />
              </li>
            ))}
          </Box>
          <ListPages
            label="Pages of boards"
            count={data.count}
            pageSize={BOARDS_PAGE_SIZE}
            page={page}
            onPage={onPage}
          />
        </Box>
      )}
    </Box>
  );
}
