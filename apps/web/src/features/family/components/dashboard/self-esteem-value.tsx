import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import TrendingFlatRounded from '@mui/icons-material/TrendingFlatRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SelfEsteemTrend } from '@ye/contracts/family';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import { TREND_LABEL } from '../../format.ts';

const TREND_ICON = { up: TrendingUpRounded, down: TrendingDownRounded, flat: TrendingFlatRounded } as const;
const TREND_COLOR = { up: 'success.dark', down: 'orange.dark', flat: 'text.secondary' } as const;

/** The latest self-esteem percent and which way it went since the survey before. */
export function SelfEsteemValue({
  percent,
  trend,
}: {
  percent: number | null;
  trend: SelfEsteemTrend | null;
}) {
  if (percent === null)
    return (
      <Typography component="span" color="text.secondary">
        No survey yet
      </Typography>
    );
  const Icon = trend ? TREND_ICON[trend] : null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
        {percent}%
      </Typography>
      {trend && Icon ? (
        <>
          <Icon aria-hidden sx={{ color: TREND_COLOR[trend] }} />
          <Box component="span" sx={visuallyHidden}>
            {`, ${TREND_LABEL[trend]}`}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
