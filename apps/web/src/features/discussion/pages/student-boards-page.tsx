import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ForumRounded from '@mui/icons-material/ForumRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StudentBoard } from '@ye/contracts/discussion';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ChildLoadError } from '../../../components/child-states.tsx';
import { ListLoading, ListPages } from '../../../components/list-states.tsx';
import { plural } from '../../../lib/format.ts';
import { PATHS, studentBoardPath } from '../../../lib/paths.ts';
import { BOARDS_PAGE_SIZE, useMyBoards } from '../api.ts';

function BoardTile({ board }: { board: StudentBoard }) {
  return (
    <Paper
      component={RouterLink}
      to={studentBoardPath(board.id)}
      elevation={0}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: { xs: 2, sm: 2.5 },
        minHeight: 96,
        border: 3,
        borderColor: board.closed ? 'grey.300' : 'yellow.main',
        borderRadius: 4,
        color: 'text.primary',
        textDecoration: 'none',
        '&:hover': { borderColor: 'secondary.main' },
      }}
    >
      <ForumRounded
        aria-hidden
        sx={{ fontSize: 44, color: 'secondary.main', flexShrink: 0, display: { xs: 'none', sm: 'block' } }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="h2" sx={{ fontSize: '1.375rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
          {board.title}
        </Typography>
        <Typography sx={{ fontSize: '1.0625rem', color: 'text.secondary', mb: 1, overflowWrap: 'anywhere' }}>
          {board.course_title}
        </Typography>
        <Typography sx={{ fontSize: '1.125rem', mb: 1.5, overflowWrap: 'anywhere' }}>
          {board.prompt}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            // Long chip words wrap on a phone instead of pushing the card wider than the screen.
            '& .MuiChip-root': { height: 'auto', minHeight: 32, maxWidth: '100%' },
            '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
          }}
        >
          <Chip label={plural(board.post_count, 'post')} sx={{ fontSize: '1rem' }} />
          {board.my_waiting_count > 0 ? (
            <Chip
              color="yellow"
              icon={<HourglassTopRounded />}
              label={`${board.my_waiting_count} waiting for your teacher`}
              sx={{ fontSize: '1rem' }}
            />
          ) : null}
          {board.closed ? <Chip icon={<LockRounded />} label="Closed" sx={{ fontSize: '1rem' }} /> : null}
        </Box>
      </Box>
      <ChevronRightRounded aria-hidden sx={{ fontSize: 36, color: 'secondary.main', flexShrink: 0 }} />
    </Paper>
  );
}

/**
 * /student/discussions: the talk boards of the courses the child started. Each opens the board with
 * the teacher's question; there is nothing here to write to another child directly.
 */
export default function StudentBoardsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const boards = useMyBoards(page);
  const data = boards.data;
  return (
    <Box>
      <Typography
        component="h1"
        sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, fontWeight: 700, color: 'secondary.main', mb: 1 }}
      >
        Talk together
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mb: 3, maxWidth: 720 }}>
        Share your ideas with the children in your courses. Your teacher reads every post first, to keep
        everyone safe and kind.
      </Typography>
      {boards.isError ? (
        <ChildLoadError what="your talk boards" onRetry={() => void boards.refetch()} />
      ) : !data ? (
        <ListLoading label="Loading your talk boards…" height={150} />
      ) : data.count === 0 ? (
        <Paper
          elevation={0}
          sx={{
            p: { xs: 3, md: 4 },
            border: 3,
            borderColor: 'yellow.main',
            borderRadius: 4,
            textAlign: 'center',
          }}
        >
          <ForumRounded aria-hidden sx={{ fontSize: 56, color: 'secondary.main' }} />
          <Typography sx={{ fontSize: '1.25rem', fontWeight: 700, mt: 1 }}>No talk boards yet</Typography>
          <Typography sx={{ fontSize: '1.125rem', mb: 3 }}>
            When your teacher asks a question in one of your courses, it will be here for you to answer.
          </Typography>
          <Button
            component={RouterLink}
            to={PATHS.studentCourses}
            variant="contained"
            color="secondary"
            size="large"
          >
            My courses
          </Button>
        </Paper>
      ) : (
        <Box aria-busy={boards.isFetching}>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr)',
              gap: 2,
            }}
          >
            {data.results.map((b) => (
              <li key={b.id}>
                <BoardTile board={b} />
              </li>
            ))}
          </Box>
          <ListPages
            label="Pages of talk boards"
            count={data.count}
            pageSize={BOARDS_PAGE_SIZE}
            page={page}
            onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})}
            large
          />
        </Box>
      )}
    </Box>
  );
}
