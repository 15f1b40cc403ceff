import BoltRounded from '@mui/icons-material/BoltRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import Box from '@mui/material/Box';
import type { DashboardKpis } from '@ye/contracts/insights';
import { plural } from '../../../../lib/format.ts';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import { points, privacyNote, signed } from '../../impact-words.ts';
import { CompactNumber } from '../compact-number.tsx';
import { KpiCard } from '../kpi-card.tsx';

/** The change adjusted for the starting score (decision 049), the raw one when no adjustment exists. */
function SelfEsteemValue({ kpis }: { kpis: DashboardKpis }) {
  const change = kpis.average_self_esteem_change_adjusted ?? kpis.average_self_esteem_change;
  if (change === null)
    return (
      <>
        <span aria-hidden="true">—</span>
        <Box component="span" sx={visuallyHidden}>
          Not shown
        </Box>
      </>
    );
  return (
    <>
      <span aria-hidden="true">
        {signed(change)}
        <Box component="span" sx={{ fontSize: '1rem', fontWeight: 500, ml: 0.75 }}>
          points
        </Box>
      </span>
      <Box component="span" sx={visuallyHidden}>
        {points(change)}
      </Box>
    </>
  );
}

/** The adjusted change's 95% bootstrap interval, as the impact page words it (decision 052). */
function intervalWords(kpis: DashboardKpis): string {
  const low = kpis.average_self_esteem_change_adjusted_low;
  const high = kpis.average_self_esteem_change_adjusted_high;
  return low === null || high === null ? '' : ` 95% interval ${points(low)} to ${points(high)}.`;
}

/** Students, active this week, completions and the self-esteem change, two or four a row. */
export function KpiCards({ kpis }: { kpis: DashboardKpis }) {
  const measured = plural(kpis.self_esteem_children, 'child', 'children');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <KpiCard
        label="Students"
        icon={<PeopleAltRounded />}
        value={<CompactNumber value={kpis.students} />}
        note="Children who started one of your courses."
      />
      <KpiCard
        label="Active this week"
        icon={<BoltRounded />}
        accent="orange.dark"
        value={<CompactNumber value={kpis.active_this_week} />}
        note="Children who learned in your courses in the last 7 days."
      />
      <KpiCard
        label="Completions"
        icon={<EmojiEventsRounded />}
        accent="purple.main"
        value={<CompactNumber value={kpis.completions} />}
        note="Courses children finished."
      />
      <KpiCard
        label="Self-esteem change"
        icon={<FavoriteRounded />}
        accent="error.main"
        value={<SelfEsteemValue kpis={kpis} />}
        note={
          kpis.average_self_esteem_change === null
            ? `${privacyNote()}. Measured on ${measured} so far.`
            : kpis.average_self_esteem_change_adjusted === null
              ? `Average change on the 0–100 survey, measured on ${measured}.`
              : `Average change on the 0–100 survey, allowing for where children started (raw ${signed(kpis.average_self_esteem_change)}), measured on ${measured}.${intervalWords(kpis)}`
        }
      />
    </Box>
  );
}
