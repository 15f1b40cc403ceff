import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CourseImpact } from '@ye/contracts/insights';
import { plural } from '../../../lib/format.ts';
import { effectWords, points, privacyNote } from '../impact-words.ts';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" color="text.secondary" sx={{ fontSize: '0.875rem' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem' }}>
        {value}
      </Typography>
      {hint ? (
        <Typography component="dd" sx={{ m: 0, fontSize: '0.875rem' }} color="text.secondary">
          {hint}
        </Typography>
      ) : null}
    </Box>
  );
}

/** One course's impact: the adjusted change with its interval, the raw change, Cohen's d in words and the group size, or the privacy note. */
export function ImpactCourseCard({ result, minGroupSize }: { result: CourseImpact; minGroupSize: number }) {
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={result.course_title}
      sx={{ p: 2.5, borderRadius: 4, height: '100%', minWidth: 0 }}
    >
      <Typography component="h3" variant="h6" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        {result.course_title}
      </Typography>
      {result.suppressed ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary' }}>
          <LockRounded aria-hidden fontSize="small" sx={{ mt: 0.25 }} />
          <Typography>
            {privacyNote(minGroupSize)}.{' '}
            {result.children === 0
              ? 'No child has a survey before and after this course yet.'
              : `${plural(result.children, 'child has', 'children have')} a survey before and after so far.`}
          </Typography>
        </Box>
      ) : (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))' }}
        >
          {/* Adjusted first (decision 049): the raw change credits a course with regression to the mean. */}
          <Figure
            label="Change, starting score allowed for"
            value={points(result.adjusted_change)}
            hint={`95% interval ${points(result.adjusted_change_low)} to ${points(result.adjusted_change_high)}`}
          />
          <Figure
            label="Raw change"
            value={points(result.mean_change)}
            hint={`${result.mean_before.toFixed(1)}% → ${result.mean_after.toFixed(1)}%`}
          />
          <Figure
            label="Cohen's d"
            value={result.cohens_d === null ? '—' : result.cohens_d.toFixed(2)}
            hint={effectWords(result.cohens_d)}
          />
          <Figure label="Children" value={String(result.children)} />
        </Box>
      )}
    </Paper>
  );
}
