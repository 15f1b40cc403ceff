import SportsEsportsRounded from '@mui/icons-material/SportsEsportsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { GAME_TYPE_LABELS } from '@ye/contracts/games';
import type { GamePlay } from '@ye/contracts/learning';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ChildLoadError } from '../../../components/child-states.tsx';
import { Stars } from '../../../components/course-map/stars.tsx';
import { Loading } from '../../../components/loading.tsx';
import { formatDate, plural } from '../../../lib/format.ts';
import { lessonPath, PATHS } from '../../../lib/paths.ts';
import { GAMES_PAGE_SIZE, useGamesPlayed } from '../api.ts';

/** The page from ?page=N, 1 when missing or not a whole number from 1. */
export function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

// Games live in missions; the lesson page puts the right words in the path if it is a chapter lesson.
const playPath = (p: GamePlay) => lessonPath('game', p.course_id, p.chapter_id, p.lesson_id);

function GameName({ play }: { play: GamePlay }) {
  return (
    <>
      <Link component={RouterLink} to={playPath(play)} sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
        {play.lesson_title}
      </Link>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '1rem' }}>
        {GAME_TYPE_LABELS[play.game_type]}
      </Box>
    </>
  );
}

function PlaysTable({ plays }: { plays: GamePlay[] }) {
  return (
    <TableContainer component={Paper} elevation={0} sx={{ border: 2, borderColor: 'grey.200' }}>
      <Table aria-labelledby="games-heading" sx={{ '& td, & th': { fontSize: '1.0625rem' } }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
              Game
            </TableCell>
            <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
              Course
            </TableCell>
            <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
              Stars
            </TableCell>
            <TableCell component="th" scope="col" sx={{ fontWeight: 700 }} align="right">
              Score
            </TableCell>
            <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
              Date
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plays.map((play) => (
            <TableRow key={play.id}>
              <TableCell>
                <GameName play={play} />
              </TableCell>
              <TableCell>{play.course_title}</TableCell>
              <TableCell>
                <Stars stars={play.stars} size={22} />
              </TableCell>
              <TableCell align="right">{play.score}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(play.played_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** At 375 px a table would scroll sideways: each play is a small card instead. */
function PlaysList({ plays }: { plays: GamePlay[] }) {
  return (
    <Box
      component="ul"
      aria-labelledby="games-heading"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
    >
      {plays.map((play) => (
        <Paper component="li" key={play.id} elevation={0} sx={{ p: 2, border: 2, borderColor: 'grey.200' }}>
          <GameName play={play} />
          <Typography sx={{ fontSize: '1rem', mt: 0.5 }}>{play.course_title}</Typography>
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, mt: 1 }}
          >
            <Stars stars={play.stars} size={22} />
            <Typography sx={{ fontSize: '1rem' }}>Score {play.score}</Typography>
            <Typography sx={{ fontSize: '1rem', color: 'text.secondary' }}>
              {formatDate(play.played_at)}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

/** /student/games-played: every game the child finished, newest first, a page at a time. */
export default function GamesPlayedPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const plays = useGamesPlayed(page);
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const pageCount = plays.data
    ? Math.max(1, Math.ceil(plays.data.count / (plays.data.page_size || GAMES_PAGE_SIZE)))
    : 1;

  return (
    <Box>
      <Typography
        id="games-heading"
        component="h1"
        sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, fontWeight: 700, color: 'secondary.main', mb: 1 }}
      >
        Games I played
      </Typography>
      {plays.data && plays.data.count > 0 ? (
        <Typography sx={{ fontSize: '1.125rem', mb: 3 }}>
          You finished {plural(plays.data.count, 'game')}. Every play helps you grow!
        </Typography>
      ) : null}

      {plays.isPending ? (
        <Loading label="Loading your games…">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={64} sx={{ mb: 1.5 }} />
          ))}
        </Loading>
      ) : plays.isError ? (
        <ChildLoadError what="your games" onRetry={() => void plays.refetch()} />
      ) : plays.data.count === 0 ? (
        <Paper
          elevation={0}
          sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', border: 3, borderColor: 'yellow.main' }}
        >
          <SportsEsportsRounded aria-hidden="true" sx={{ fontSize: 64, color: 'secondary.main' }} />
          <Typography component="h2" sx={{ fontSize: '1.5rem', fontWeight: 700, mt: 1 }}>
            No games yet
          </Typography>
          <Typography sx={{ fontSize: '1.125rem', mt: 1, mb: 3 }}>
            Play a mission and it will show up here with your stars.
          </Typography>
          <Button
            component={RouterLink}
            to={PATHS.studentCourses}
            variant="contained"
            color="secondary"
            size="large"
          >
            Find a game to play
          </Button>
        </Paper>
      ) : (
        <>
          {narrow ? <PlaysList plays={plays.data.results} /> : <PlaysTable plays={plays.data.results} />}
          {pageCount > 1 ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination
                aria-label="Pages of games"
                count={pageCount}
                page={Math.min(page, pageCount)}
                onChange={(_e, next) => setParams(next === 1 ? {} : { page: String(next) })}
                color="secondary"
                size="large"
                siblingCount={narrow ? 0 : 1}
              />
            </Box>
          ) : null}
        </>
      )}
    </Box>
  );
}
