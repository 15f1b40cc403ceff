import ForumRounded from '@mui/icons-material/ForumRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ChildLoadError } from '../../../components/child-states.tsx';
import { ListLoading, ListPages } from '../../../components/list-states.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { BOARDS_PAGE_SIZE, useMyBoards } from '../api.ts';
import { BoardTile } from '../components/student-boards/board-tile.tsx';

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
