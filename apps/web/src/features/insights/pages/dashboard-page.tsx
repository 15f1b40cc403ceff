import AddRounded from '@mui/icons-material/AddRounded';
import BoltRounded from '@mui/icons-material/BoltRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { DashboardKpis } from '@ye/contracts/insights';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ListError } from '../../../components/list-states.tsx';
import { Loading } from '../../../components/loading.tsx';
import { plural } from '../../../lib/format.ts';
import { timeOfDayGreeting } from '../../../lib/greeting.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/use-session.tsx';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import {
  CHART_DAY_OPTIONS,
  type ChartDays,
  parseChartDays,
  useAverageScores,
  useDashboardCharts,
} from '../api.ts';
import { ActivityChart } from '../components/activity-chart.tsx';
import { AverageScoresTable } from '../components/average-scores-table.tsx';
import { CompactNumber } from '../components/compact-number.tsx';
import { KpiCard } from '../components/kpi-card.tsx';
import { points, privacyNote, signed } from '../impact-words.ts';

const CREATE_PATH = PATHS.courseForm;
const IMPACT_PATH = PATHS.impact;

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-label={title}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4, minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          mb: 2,
        }}
      >
        <Typography component="h2" variant="h5">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

function SelfEsteemValue({ kpis }: { kpis: DashboardKpis }) {
  const change = kpis.average_self_esteem_change;
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

function KpiCards({ kpis }: { kpis: DashboardKpis }) {
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
            : `Average change on the 0–100 survey, measured on ${measured}.`
        }
      />
    </Box>
  );
}

function PeriodSwitch({ days, onChange }: { days: ChartDays; onChange: (days: ChartDays) => void }) {
  return (
    <ToggleButtonGroup
      value={days}
      exclusive
      size="small"
      aria-label="Period"
      onChange={(_e, next: ChartDays | null) => {
        if (next !== null) onChange(next);
      }}
    >
      {CHART_DAY_OPTIONS.map((d) => (
        <ToggleButton key={d} value={d} sx={{ px: 1.5, minHeight: 40 }}>
          {d} days
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function NoCourses() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4, textAlign: 'center' }}>
      <SchoolRounded aria-hidden sx={{ fontSize: 56, color: 'purple.main', mb: 1 }} />
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        Your numbers start with your first course
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 560, mx: 'auto' }}>
        Once children take your courses, you will see here how many are learning, how many finish, and how
        their self-esteem changes.
      </Typography>
      <Button
        component={RouterLink}
        to={CREATE_PATH}
        variant="contained"
        size="large"
        startIcon={<AddRounded />}
      >
        Create your first course
      </Button>
    </Paper>
  );
}

function DashboardSkeleton() {
  return (
    <Loading label="Loading your dashboard">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
          mb: 3,
        }}
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={150} sx={{ borderRadius: 4 }} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={380} sx={{ borderRadius: 4 }} />
    </Loading>
  );
}

/** /instructor/: numbers about the caller's courses (a provider: their organizations' courses). */
export default function InstructorDashboardPage() {
  const { profile, isProfileLoading } = useSession();
  const [params, setParams] = useSearchParams();
  const days = parseChartDays(params.get('days'));
  const charts = useDashboardCharts(days);
  const scores = useAverageScores();

  const setDays = (next: ChartDays) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === 30) out.delete('days');
        else out.set('days', String(next));
        return out;
      },
      { replace: true },
    );

  // The scores list every course the caller has, drafts included: none means a new instructor.
  const noCourses = scores.data !== undefined && scores.data.results.length === 0;

  return (
    <Box>
      <Typography component="h1" variant="h1" sx={{ mb: 1, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {isProfileLoading ? (
          <Skeleton width={280} />
        ) : (
          `${timeOfDayGreeting()}, ${profile?.first_name ?? 'there'}!`
        )}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720, fontSize: '1.0625rem' }}>
        How children are doing in your courses. Thank you for teaching with us.
      </Typography>

      {noCourses ? (
        <NoCourses />
      ) : charts.isPending || scores.isPending ? (
        <DashboardSkeleton />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {charts.isError && !charts.data ? (
            <ListError what="your numbers" error={charts.error} onRetry={() => charts.refetch()} radius={4} />
          ) : charts.data ? (
            <>
              <KpiCards kpis={charts.data.kpis} />
              <Section
                title="Enrolments and completions"
                action={<PeriodSwitch days={days} onChange={setDays} />}
              >
                <Box aria-busy={charts.isFetching} sx={{ opacity: charts.isPlaceholderData ? 0.6 : 1 }}>
                  <ActivityChart data={charts.data} />
                </Box>
              </Section>
            </>
          ) : null}
          <Section
            title="Average scores per course"
            action={
              <Link component={RouterLink} to={IMPACT_PATH} sx={{ display: 'inline-flex', gap: 0.5 }}>
                <InsightsRounded aria-hidden fontSize="small" />
                See the impact on self-esteem
              </Link>
            }
          >
            {scores.isError ? (
              <ListError
                what="the average scores"
                error={scores.error}
                onRetry={() => scores.refetch()}
                radius={4}
              />
            ) : scores.data ? (
              <AverageScoresTable rows={scores.data.results} />
            ) : null}
          </Section>
        </Box>
      )}
    </Box>
  );
}
