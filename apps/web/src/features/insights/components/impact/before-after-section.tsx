import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ShownImpact } from '@ye/contracts/insights';
import { plural } from '../../../../lib/format.ts';
import { ImpactBarsChart, ImpactPointsChart } from '../impact-charts.tsx';

/** One course: a dot per child; all courses: bars per course; or why there is nothing to chart. */
export function BeforeAfterSection({
  shown,
  oneCourse,
  minGroupSize,
}: {
  /** The courses with numbers. */
  shown: ShownImpact[];
  /** A single course is chosen. */
  oneCourse: boolean;
  minGroupSize: number;
}) {
  const single = oneCourse && shown[0];
  return (
    <Paper
      component="section"
      aria-label="Before and after"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4, minWidth: 0 }}
    >
      <Typography component="h2" variant="h5" sx={{ mb: 0.5 }}>
        {single ? 'Each child, before and after' : 'Before and after, per course'}
      </Typography>
      {single ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            One dot per child (children with the same two scores share a dot). Dots above the dashed line
            rose; dots below it fell.
          </Typography>
          <ImpactPointsChart result={single} />
        </>
      ) : shown.length > 0 ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            The average self-esteem of the children in {plural(shown.length, 'course')}, before and after.
          </Typography>
          <ImpactBarsChart results={shown} />
        </>
      ) : (
        <Typography color="text.secondary">
          {oneCourse
            ? `There is nothing to chart for this course yet: fewer than ${minGroupSize} children took the survey before and after it.`
            : `There is nothing to chart yet: no course has ${minGroupSize} or more children who took the survey before and after it.`}
        </Typography>
      )}
    </Paper>
  );
}
