import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { DashboardCharts } from '@ye/contracts/insights';
import dayjs from 'dayjs';
import { DataTableToggle } from '../../../components/data-table-toggle.tsx';
import { formatDate, plural } from '../../../lib/format.ts';
import { BRAND } from '../../../theme/theme.ts';

/** 'Nov 21, 2026' for a day, 'Week of Nov 16, 2026' for a week. */
export function bucketLabel(date: string, bucket: DashboardCharts['bucket']): string {
  return bucket === 'week' ? `Week of ${formatDate(date)}` : formatDate(date);
}

/** Enrolments and completions per day (30 and 90 days) or per week (a year), with the same as a table. */
export function ActivityChart({ data }: { data: DashboardCharts }) {
  const { series, bucket, days } = data;
  const enrolled = series.reduce((sum, p) => sum + p.enrolments, 0);
  const completed = series.reduce((sum, p) => sum + p.completions, 0);
  const period = `the last ${days} days`;
  if (enrolled === 0 && completed === 0)
    return (
      <Typography color="text.secondary">
        No child started or finished one of your courses in {period}. Try a longer period, or share a course
        with families.
      </Typography>
    );
  // Days are UTC dates: read them as local calendar days so a tick never slips to the day before.
  const dates = series.map((p) => dayjs(p.date).toDate());
  return (
    <Box>
      <Box
        role="img"
        aria-label={`Line chart of ${period} by ${bucket}: ${plural(enrolled, 'enrolment')} and ${plural(completed, 'completion')}.`}
      >
        <LineChart
          height={300}
          series={[
            {
              id: 'enrolments',
              data: series.map((p) => p.enrolments),
              label: 'Enrolments',
              color: BRAND.darkGreen,
              curve: 'linear',
              showMark: false,
            },
            {
              id: 'completions',
              data: series.map((p) => p.completions),
              label: 'Completions',
              color: BRAND.orange,
              curve: 'linear',
              showMark: false,
            },
          ]}
          xAxis={[
            {
              scaleType: 'time',
              data: dates,
              valueFormatter: (v: Date, ctx) =>
                ctx.location === 'tick'
                  ? dayjs(v).format('MMM D')
                  : bucketLabel(dayjs(v).format('YYYY-MM-DD'), bucket),
              tickNumber: 5,
              // Never two ticks on one day (their labels would read the same).
              tickMinStep: 24 * 60 * 60 * 1000,
              height: 32,
            },
          ]}
          yAxis={[{ min: 0, tickMinStep: 1, width: 40 }]}
          grid={{ horizontal: true }}
        />
      </Box>
      <DataTableToggle
        caption={`Enrolments and completions, ${period}, by ${bucket}`}
        columns={[bucket === 'week' ? 'Week' : 'Day', 'Enrolments', 'Completions']}
        rows={[...series]
          .reverse()
          .map((p) => [bucketLabel(p.date, bucket), String(p.enrolments), String(p.completions)])}
      />
    </Box>
  );
}
