import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { SelfEsteemData } from '@ye/contracts/family';
import { DataTableToggle } from '../../../components/data-table-toggle.tsx';
import { formatDate, plural } from '../../../lib/format.ts';

/** The child's survey results, percent over time (each point dated MMM DD, YYYY), and the same as a table. */
export function SelfEsteemChart({ name, data }: { name: string; data: SelfEsteemData }) {
  const scores = [...data.survey_scores].sort((a, b) => a.complete_date.localeCompare(b.complete_date));
  if (scores.length === 0)
    return (
      <Typography color="text.secondary">
        {name} has not taken the self-esteem survey yet. Their results appear here after the first one.
      </Typography>
    );
  const last = scores[scores.length - 1];
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
              color: data.color,
              valueFormatter: (v) => (v === null ? '' : `${v}%`),
              showMark: scores.length <= 40,
            },
          ]}
          xAxis={[
            {
              scaleType: 'time',
              data: scores.map((s) => new Date(s.complete_date)),
              valueFormatter: (v: Date) => formatDate(v),
              tickNumber: 4,
              height: 32,
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
