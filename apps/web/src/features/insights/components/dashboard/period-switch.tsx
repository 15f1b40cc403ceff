import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { CHART_DAY_OPTIONS, type ChartDays } from '../../api.ts';

/** The chart's period: 7, 30 or 90 days. */
export function PeriodSwitch({ days, onChange }: { days: ChartDays; onChange: (days: ChartDays) => void }) {
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
