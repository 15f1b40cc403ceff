import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import TrendingFlatRounded from '@mui/icons-material/TrendingFlatRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { StudioStudent } from '@ye/contracts/studio';
import { formatDate } from '../../../../lib/format.ts';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import { lastActiveLabel } from './last-active.ts';

export function LastActive({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDate(iso)}>
      {lastActiveLabel(iso)}
    </time>
  );
}

/**
 * The change in self-esteem survey percent: '+5' with an arrow up, '-3' with an arrow down, '0'
 * level. Sign, arrow and words carry the meaning, not only the colour.
 */
export function SelfEsteemChange({ change }: { change: number | null }) {
  if (change === null)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        Not enough surveys yet
      </Typography>
    );
  const Icon = change > 0 ? TrendingUpRounded : change < 0 ? TrendingDownRounded : TrendingFlatRounded;
  const shown = change > 0 ? `+${change}` : String(change);
  const spoken =
    change > 0
      ? `Up ${change} point${change === 1 ? '' : 's'}`
      : change < 0
        ? `Down ${-change} point${change === -1 ? '' : 's'}`
        : 'No change';
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: 600,
        color: change > 0 ? 'primary.main' : change < 0 ? 'error.main' : 'text.secondary',
      }}
    >
      <Icon aria-hidden fontSize="small" />
      <span aria-hidden>{shown}</span>
      <Box component="span" sx={visuallyHidden}>
        {spoken}
      </Box>
    </Box>
  );
}

export function Progress({ student }: { student: StudioStudent }) {
  const done = student.status === 'completed';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 140 }}>
      <LinearProgress
        variant="determinate"
        value={student.percent}
        aria-label={`${student.first_name}’s progress in ${student.course_title}`}
        sx={{ flex: 1, height: 8, borderRadius: 4, bgcolor: 'grey.100' }}
      />
      <Typography
        component="span"
        variant="body2"
        // Wide enough for '100%' and the tick, so the bars of every row line up.
        sx={{
          fontWeight: 600,
          width: 68,
          flexShrink: 0,
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
        }}
      >
        {`${student.percent}%`}
        {done ? (
          <CheckCircleRounded titleAccess="Completed" fontSize="small" sx={{ color: 'primary.main' }} />
        ) : null}
      </Typography>
    </Box>
  );
}

export const ageText = (band: string | null) => (band ? band.replace('-', '–') : 'Not given');
