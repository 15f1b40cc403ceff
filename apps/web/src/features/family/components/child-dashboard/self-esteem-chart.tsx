import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { SelfEsteemData } from '@ye/contracts/family';
import { DataTableToggle } from '../../../../components/data-table-toggle.tsx';
import { formatDate, plural } from '../../../../lib/format.ts';
import { calmChildColor, timeAxis } from '../chart-axis.ts';

/**
 * The child's survey results, percent over time, and the same as a table. The axis never repeats a
 * label: surveys of one day are told apart by their time (the day is the axis label); the line is in
 * the child's colour, made calm (never red).
 */
export function SelfEsteemChart({ name, data }: { name: string; data: SelfEsteemData }) {
  const scores = [...data.survey_scores].sort((a, b) => a.complete_date.localeCompare(b.complete_date));
  if (scores.length === 0)
    return (
      <Typography color="text.secondary">
        {name} has not taken the self-esteem survey yet. Their results appear here after the first one.
      </Typography>
    );
  const last = scores[scores.length - 1];
  const axis = timeAxis(scores.map((s) => new Date(s.complete_date)));
  const summary = last
    ? `Line chart of ${name}'s self-esteem survey results: ${plural(scores.length, 'survey')}, the latest ${last.percent}% on ${formatDate(last.complete_date)}.`
    : '';
  return (
    <Box>
      <Box role="img" aria-label={summary}>
        <LineChart
          height={280}
          series={[
            {
              data: scores.map((s) => s.percent),
              label: 'Self-esteem',
              color: calmChildColor(data.color),
              valueFormatter: (v) => (v === null ? '' : `${v}%`),
              showMark: scores.length <= 40,
            },
          ]}
          xAxis={[
            {
              scaleType: 'time',
              data: scores.map((s) => new Date(s.complete_date)),
              min: axis.min,
              max: axis.max,
              tickInterval: axis.ticks,
              // Ticks: a short label of their own; the tooltip: the full date (and time on a busy day).
              valueFormatter: (v: Date, context) =>
                context.location === 'tick'
                  ? axis.tickLabel(v)
                  : axis.sameDay
                    ? `${formatDate(v)}, ${axis.tickLabel(v)}`
                    : formatDate(v),
              label: axis.label,
              height: 52,
            },
          ]}
          yAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v}%`, width: 48 }]}
          hideLegend
          grid={{ horizontal: true }}
        />
      </Box>
      <DataTableToggle
        caption={`${name}'s self-esteem survey results`}
        columns={['Date', 'Score (0-30)', 'Percent']}
        rows={scores.map((s) => [formatDate(s.complete_date), String(s.score), `${s.percent}%`])}
      />
    </Box>
  );
}
