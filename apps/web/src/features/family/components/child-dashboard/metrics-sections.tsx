import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SelfEsteemData } from '@ye/contracts/family';
import { ChildSection } from './child-section.tsx';
import { DailyMetricsChart } from './daily-metrics-chart.tsx';
import { SelfEsteemChart } from './self-esteem-chart.tsx';

const METRIC_RANGES = [30, 90] as const;

type Metrics = UseQueryResult<SelfEsteemData>;

/** The survey results over time, and how to read them. */
export function SelfEsteemSection({ name, metrics }: { name: string; metrics: Metrics }) {
  return (
    <ChildSection id="self-esteem-heading" title="Self-esteem over time">
      {metrics.isPending ? (
        <Skeleton variant="rounded" height={280} />
      ) : metrics.isError ? (
        <Typography>We could not load {name}’s survey results just now.</Typography>
      ) : (
        <SelfEsteemChart name={name} data={metrics.data} />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {name} answers the Rosenberg Self-Esteem Scale (Rosenberg, 1965): ten short statements, scored 0 to 30
        and shown here as a percent. The scale has no “low” or “high” cut-offs, so look at how the line moves
        over time rather than at a single number.
      </Typography>
    </ChildSection>
  );
}

/** Activity day by day over the last `days` (one of METRIC_RANGES, chosen here). */
export function DailySection({
  name,
  metrics,
  days,
  onDaysChange,
}: {
  name: string;
  metrics: Metrics;
  days: number;
  onDaysChange: (days: number) => void;
}) {
  return (
    <ChildSection
      id="daily-heading"
      title="Day by day"
      action={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={days}
          onChange={(_e, v: number | null) => v && onDaysChange(v)}
          aria-label="How many days to show"
        >
          {METRIC_RANGES.map((r) => (
            <ToggleButton key={r} value={r} sx={{ px: 1.5 }}>
              {r} days
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      {metrics.isPending ? (
        <Skeleton variant="rounded" height={300} />
      ) : metrics.isError ? (
        <Typography>We could not load {name}’s activity just now.</Typography>
      ) : (
        <DailyMetricsChart name={name} data={metrics.data} days={days} />
      )}
    </ChildSection>
  );
}
