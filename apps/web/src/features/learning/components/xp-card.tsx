import LocalFireDepartmentRounded from '@mui/icons-material/LocalFireDepartmentRounded';
import StarsRounded from '@mui/icons-material/StarsRounded';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { LearningSummary } from '@ye/contracts/learning';
import { streakText } from '../../../components/course-map/course-words.ts';

type XpNumbers = Pick<
  LearningSummary,
  'xp' | 'level' | 'xp_into_level' | 'xp_for_next_level' | 'current_streak' | 'streaks_on'
>;

/**
 * Level, XP towards the next level as a bar, and the current streak in kind words: the streak only when
 * the parent turned streaks on (decision 042), so no day count or "play today" nudge otherwise.
 */
export function XpCard({ summary, headingId = 'xp-heading' }: { summary: XpNumbers; headingId?: string }) {
  const toNext = Math.max(0, summary.xp_for_next_level - summary.xp_into_level);
  const percent =
    summary.xp_for_next_level > 0 ? Math.round((summary.xp_into_level / summary.xp_for_next_level) * 100) : 0;
  const barLabel = `${headingId}-bar`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      elevation={0}
      sx={{ p: { xs: 3, md: 4 }, border: 3, borderColor: 'yellow.main', height: '100%' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 56,
            height: 56,
            borderRadius: '50%',
            bgcolor: 'yellow.main',
            color: 'yellow.contrastText',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
          }}
        >
          <StarsRounded sx={{ fontSize: 34 }} />
        </Box>
        <Box>
          <Typography
            id={headingId}
            component="h2"
            sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.2 }}
          >
            Level {summary.level}
          </Typography>
          <Typography sx={{ fontSize: '1.125rem' }}>{summary.xp} XP in all</Typography>
        </Box>
      </Box>
      <Typography id={barLabel} sx={{ fontSize: '1.0625rem', mb: 0.75 }}>
        {toNext} XP to level {summary.level + 1}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby={barLabel}
        aria-valuetext={`${summary.xp_into_level} of ${summary.xp_for_next_level} XP`}
        sx={{
          height: 16,
          borderRadius: 8,
          bgcolor: 'grey.200',
          '& .MuiLinearProgress-bar': { bgcolor: '#B7791F', borderRadius: 8 },
        }}
      />
      {summary.streaks_on ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2.5 }}>
          <LocalFireDepartmentRounded
            aria-hidden="true"
            sx={{ color: summary.current_streak > 0 ? '#C2410C' : 'grey.500', fontSize: 32 }}
          />
          <Typography sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
            {streakText(summary.current_streak)}
          </Typography>
        </Box>
      ) : null}
    </Paper>
  );
}

export function XpCardSkeleton() {
  return (
    <Paper elevation={0} sx={{ p: { xs: 3, md: 4 }, border: 3, borderColor: 'grey.200' }}>
      <Skeleton variant="circular" width={56} height={56} />
      <Skeleton width="60%" sx={{ fontSize: '1.5rem' }} />
      <Skeleton variant="rounded" height={16} sx={{ my: 2 }} />
      <Skeleton width="70%" />
    </Paper>
  );
}
