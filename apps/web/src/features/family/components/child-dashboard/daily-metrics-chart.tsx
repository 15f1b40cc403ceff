import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import type { SelfEsteemData } from '@ye/contracts/family';
import dayjs from 'dayjs';
import { DataTableToggle } from '../../../../components/data-table-toggle.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { formatDuration } from '../../format.ts';

export interface DailyPoint {
  date: string;
  minutes: number;
  selfEsteem: number | null;
}

/** One point per day for the last `days` days (today included); days without a row count 0 minutes. */
export function dailyPoints(metrics: SelfEsteemData['metrics'], days: number, today = dayjs()): DailyPoint[] {
  const byDate = new Map(metrics.map((m) => [m.datestamp.slice(0, 10), m]));
  return Array.from({ length: days }, (_, i) => {
    const date = today.subtract(days - 1 - i, 'day').format('YYYY-MM-DD');
    const row = byDate.get(date);
    return {
      date,
      minutes: row ? Math.round(row.time_logged / 60) : 0,
      selfEsteem: row?.self_esteem_score ?? null,
    };
  });
}

const BAR_COLOR = '#F28C28';
const LINE_COLOR = '#6A1B9A';

/** Minutes on the platform per day (bars) and the self-esteem percent of that day (line). */
export function DailyMetricsChart({
  name,
  data,
  days,
}: {
  name: string;
  data: SelfEsteemData;
  days: number;
}) {
  const points = dailyPoints(data.metrics, days);
  const total = points.reduce((sum, p) => sum + p.minutes, 0);
  const activeDays = points.filter((p) => p.minutes > 0).length;
  // About five dated ticks, today's always among them; on a narrow chart the axis drops the labels
  // that would touch (tickLabelInterval 'auto'), and a tick's label is short ("Nov 23").
  const every = Math.ceil(days / 5);
  const ticks = new Set(points.filter((_p, i) => (days - 1 - i) % every === 0).map((p) => p.date));
  if (activeDays === 0 && points.every((p) => p.selfEsteem === null))
    return (
      <Typography color="text.secondary">
        No activity in the last {days} days yet. Once {name} signs in and plays, each day’s time and
        self-esteem appear here.
      </Typography>
    );
  return (
    <Box>
      <Box
        role="img"
        aria-label={`Chart of ${name}'s last ${days} days: ${formatDuration(total * 60)} on the platform over ${activeDays} active days, with the self-esteem percent as a line.`}
      >
        <ChartsDataProvider
          height={300}
          series={[
            {
              type: 'bar',
              id: 'minutes',
              data: points.map((p) => p.minutes),
              label: 'Minutes on the platform',
              color: BAR_COLOR,
              yAxisId: 'minutes',
              valueFormatter: (v) => (v === null ? '' : formatDuration(v * 60)),
            },
            {
              type: 'line',
              id: 'self-esteem',
              data: points.map((p) => p.selfEsteem),
              label: 'Self-esteem',
              color: LINE_COLOR,
              yAxisId: 'percent',
              connectNulls: true,
              showMark: false,
              valueFormatter: (v) => (v === null ? 'no data' : `${v}%`),
            },
          ]}
          xAxis={[
            {
              id: 'days',
              scaleType: 'band',
              data: points.map((p) => p.date),
              valueFormatter: (v: string, context) =>
                context.location === 'tick' ? dayjs(v).format('MMM D') : formatDate(v),
              tickInterval: (v: string) => ticks.has(v),
              tickLabelInterval: 'auto',
              height: 32,
            },
          ]}
          yAxis={[
            {
              id: 'minutes',
              position: 'left',
              min: 0,
              width: 60,
              valueFormatter: (v: number) => `${v} min`,
            },
            {
              id: 'percent',
              position: 'right',
              min: 0,
              max: 100,
              width: 48,
              valueFormatter: (v: number) => `${v}%`,
            },
          ]}
        >
          <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
            <ChartsLegend />
            <ChartsSurface>
              <ChartsGrid horizontal />
              <BarPlot />
              <LinePlot />
              <MarkPlot />
              <ChartsAxis />
              <ChartsAxisHighlight x="band" />
            </ChartsSurface>
            <ChartsTooltip />
          </ChartsWrapper>
        </ChartsDataProvider>
      </Box>
      <DataTableToggle
        caption={`${name}'s daily activity, last ${days} days`}
        columns={['Date', 'Time on the platform', 'Self-esteem']}
        rows={[...points]
          .reverse()
          .map((p) => [
            formatDate(p.date),
            formatDuration(p.minutes * 60),
            p.selfEsteem === null ? '—' : `${p.selfEsteem}%`,
          ])}
      />
    </Box>
  );
}
