import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ShownImpact } from '@ye/contracts/insights';
import { DataTableToggle } from '../../../components/data-table-toggle.tsx';
import { plural } from '../../../lib/format.ts';
import { BRAND } from '../../../theme/theme.ts';
import { points as pointsWords } from '../impact-words.ts';

const BEFORE_COLOR = '#7C7F7A';
const AFTER_COLOR = BRAND.darkGreen;
const percent = (v: number | null) => (v === null ? '' : `${v.toFixed(1)}%`);

/** 'Kind words for me and my friends' → 'Kind words for me and…' on an axis; tooltips keep it whole. */
function shorten(title: string, max: number): string {
  return title.length <= max ? title : `${title.slice(0, max - 1).trimEnd()}…`;
}

/** Mean self-esteem before and after, one pair of bars per course shown. */
export function ImpactBarsChart({ results }: { results: readonly ShownImpact[] }) {
  const titles = results.map((r) => r.course_title);
  // Course names take less room on a phone so the bars keep theirs.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  return (
    <Box>
      <Box
        role="img"
        aria-label={`Bar chart of the mean self-esteem before and after, for ${plural(results.length, 'course')}. The same numbers are in the table below the chart.`}
      >
        <BarChart
          layout="horizontal"
          height={Math.max(200, 90 + results.length * 64)}
          series={[
            {
              id: 'before',
              data: results.map((r) => r.mean_before),
              label: 'Before',
              color: BEFORE_COLOR,
              valueFormatter: percent,
            },
            {
              id: 'after',
              data: results.map((r) => r.mean_after),
              label: 'After',
              color: AFTER_COLOR,
              valueFormatter: percent,
            },
          ]}
          yAxis={[
            {
              scaleType: 'band',
              data: titles,
              width: wide ? 190 : 96,
              valueFormatter: (v: string, ctx) => (ctx.location === 'tick' ? shorten(v, wide ? 28 : 12) : v),
            },
          ]}
          xAxis={[{ min: 0, max: 100, tickNumber: 5, valueFormatter: (v: number) => `${v}%`, height: 32 }]}
          grid={{ vertical: true }}
        />
      </Box>
      <DataTableToggle
        caption="Mean self-esteem before and after, per course"
        columns={['Course', 'Children', 'Before', 'After', 'Change']}
        rows={results.map((r) => [
          r.course_title,
          String(r.children),
          percent(r.mean_before),
          percent(r.mean_after),
          pointsWords(r.mean_change),
        ])}
      />
    </Box>
  );
}

/** The dashed diagonal where after equals before, drawn with the chart's own scales. */
function NoChangeLine() {
  const x = useXScale<'linear'>();
  const y = useYScale<'linear'>();
  return (
    <line
      x1={x(0)}
      y1={y(0)}
      x2={x(100)}
      y2={y(100)}
      stroke={BEFORE_COLOR}
      strokeWidth={1.5}
      strokeDasharray="6 4"
    />
  );
}

/**
 * One dot per child of one course: self-esteem before (across) and after (up). Dots above the
 * dashed line rose, dots below it fell; children with the same two scores share a dot.
 */
export function ImpactPointsChart({ result }: { result: ShownImpact }) {
  const rose = result.points.filter((p) => p.after > p.before).length;
  const fell = result.points.filter((p) => p.after < p.before).length;
  const same = result.points.length - rose - fell;
  const summary = `${plural(rose, 'child', 'children')} rose, ${plural(fell, 'child', 'children')} fell, ${plural(same, 'child', 'children')} stayed the same`;
  const axis = { min: 0, max: 100, tickNumber: 5, valueFormatter: (v: number) => `${v}%` };
  return (
    <Box>
      <Box
        role="img"
        aria-label={`Scatter chart of each child's self-esteem before and after “${result.course_title}”: ${summary}.`}
      >
        <ScatterChart
          height={340}
          series={[
            {
              id: 'children',
              label: 'A child',
              color: AFTER_COLOR,
              markerSize: 7,
              data: result.points.map((p, i) => ({ x: p.before, y: p.after, id: i })),
              valueFormatter: (v) => (v ? `before ${v.x}%, after ${v.y}%` : ''),
            },
          ]}
          xAxis={[{ ...axis, label: 'Before', height: 64 }]}
          yAxis={[{ ...axis, label: 'After', width: 64 }]}
          grid={{ horizontal: true, vertical: true }}
          hideLegend
        >
          <NoChangeLine />
        </ScatterChart>
      </Box>
      <DataTableToggle
        caption={`Each child's self-esteem before and after “${result.course_title}” (no names)`}
        columns={['Child', 'Before', 'After', 'Change']}
        rows={result.points.map((p, i) => [
          `Child ${i + 1}`,
          `${p.before}%`,
          `${p.after}%`,
          pointsWords(p.after - p.before),
        ])}
      />
    </Box>
  );
}
