import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSearchParams } from 'react-router';
import { ChildLoadError } from '../../../components/child-states.tsx';
import { Loading } from '../../../components/loading.tsx';
import { plural } from '../../../lib/format.ts';
import { GAMES_PAGE_SIZE, useGamesPlayed } from '../api.ts';
import { NoGames } from '../components/games-played/no-games.tsx';
import { PlaysList, PlaysTable } from '../components/games-played/plays.tsx';

/** The page from ?page=N, 1 when missing or not a whole number from 1. */
export function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
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
        <NoGames />
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
