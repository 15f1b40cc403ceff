import SportsEsportsRounded from '@mui/icons-material/SportsEsportsRounded';
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { GAME_TYPE_LABELS } from '@ye/contracts/games';
import { formatDate } from '../../../../lib/format.ts';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import { useRecentGames } from '../../api.ts';
import { EmptyNote } from './empty-note.tsx';

const MAX_STARS = 3;

/** Stars earned in one play, 0-3, drawn as stars and read as words. */
export function PlayStars({ stars }: { stars: number }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', color: '#B26A00' }}>
      {Array.from({ length: MAX_STARS }, (_, i) =>
        i < stars ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, not items
          <StarRounded key={i} aria-hidden fontSize="small" />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, not items
          <StarOutlineRounded key={i} aria-hidden fontSize="small" />
        ),
      )}
      <Box component="span" sx={visuallyHidden}>
        {`${stars} of ${MAX_STARS} stars`}
      </Box>
    </Box>
  );
}

/** The child's last five finished games: which game, in which course, the stars and the date. */
export function RecentGames({ childId, name }: { childId: string; name: string }) {
  const games = useRecentGames(childId);

  if (games.isPending)
    return (
      <Box aria-busy="true">
        <Box component="span" sx={visuallyHidden}>
          Loading the games {name} played…
        </Box>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  if (games.isError)
    return (
      <Box>
        <Typography sx={{ mb: 1 }}>We could not load the games {name} played just now.</Typography>
        <Button variant="outlined" onClick={() => games.refetch()}>
          Try again
        </Button>
      </Box>
    );
  if (games.data.results.length === 0)
    return (
      <EmptyNote icon={<SportsEsportsRounded />} tint="#EDE3F5" ink="purple.main">
        {name} has not played a game yet. Games live inside the courses, so they show up here once {name}{' '}
        plays one.
      </EmptyNote>
    );

  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {games.data.results.map((play) => (
        <Box
          component="li"
          key={play.id}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 2,
            rowGap: 0.5,
            p: 1.5,
            borderRadius: 3,
            bgcolor: 'offWhite.main',
          }}
        >
          <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{play.lesson_title}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {GAME_TYPE_LABELS[play.game_type]} · {play.course_title}
            </Typography>
          </Box>
          <PlayStars stars={play.stars} />
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: 96 }}>
            {formatDate(play.played_at)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
