import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { StudioStudent } from '@ye/contracts/studio';
import { formatDate } from '../../../../lib/format.ts';
import { lastActiveLabel } from './last-active.ts';

export function LastActive({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDate(iso)}>
      {lastActiveLabel(iso)}
    </time>
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
