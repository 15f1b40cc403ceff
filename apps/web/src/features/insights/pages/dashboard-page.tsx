import InsightsRounded from '@mui/icons-material/InsightsRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ListError } from '../../../components/list-states.tsx';
import { timeOfDayGreeting } from '../../../lib/greeting.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/use-session.tsx';
import { type ChartDays, parseChartDays, useAverageScores, useDashboardCharts } from '../api.ts';
import { ActivityChart } from '../components/activity-chart.tsx';
import { AverageScoresTable } from '../components/average-scores-table.tsx';
import { DashboardSection } from '../components/dashboard/dashboard-section.tsx';
import { DashboardSkeleton } from '../components/dashboard/dashboard-skeleton.tsx';
import { KpiCards } from '../components/dashboard/kpi-cards.tsx';
import { PeriodSwitch } from '../components/dashboard/period-switch.tsx';
import { NoCourses } from '../components/no-courses.tsx';

const IMPACT_PATH = PATHS.impact;

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
        <NoCourses
          icon={<SchoolRounded aria-hidden sx={{ fontSize: 56, color: 'purple.main', mb: 1 }} />}
          title="Your numbers start with your first course"
        >
          Once children take your courses, you will see here how many are learning, how many finish, and how
          their self-esteem changes.
        </NoCourses>
      ) : charts.isPending || scores.isPending ? (
        <DashboardSkeleton />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {charts.isError && !charts.data ? (
            <ListError what="your numbers" error={charts.error} onRetry={() => charts.refetch()} radius={4} />
          ) : charts.data ? (
            <>
              <KpiCards kpis={charts.data.kpis} />
              <DashboardSection
                title="Enrolments and completions"
                action={<PeriodSwitch days={days} onChange={setDays} />}
              >
                <Box aria-busy={charts.isFetching} sx={{ opacity: charts.isPlaceholderData ? 0.6 : 1 }}>
                  <ActivityChart data={charts.data} />
                </Box>
              </DashboardSection>
            </>
          ) : null}
          <DashboardSection
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
          </DashboardSection>
        </Box>
      )}
    </Box>
  );
}
