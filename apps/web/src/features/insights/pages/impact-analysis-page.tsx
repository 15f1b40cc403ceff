import AddRounded from '@mui/icons-material/AddRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ShownImpact } from '@ye/contracts/insights';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ListError } from '../../../components/list-states.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { plural } from '../../../lib/format.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useDownloadImpactCsv, useImpactAnalysis } from '../api.ts';
import { ImpactBarsChart, ImpactPointsChart } from '../components/impact-charts.tsx';
import { ImpactCourseCard } from '../components/impact-course-card.tsx';

/** The filter's 'All courses' (a Select shows an empty value as no choice at all). */
const ALL = 'all';

function Explanation({ minGroupSize }: { minGroupSize: number }) {
  return (
    <Paper
      component="section"
      aria-label="What these numbers mean"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4, bgcolor: 'offWhite.main' }}
    >
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        What these numbers mean
      </Typography>
      <Typography sx={{ maxWidth: 820 }}>
        We compare each child’s last self-esteem survey before the course with their latest one after it. The
        mean change is the average difference on the 0–100 survey (+5 means 5 points higher afterwards).
        Cohen’s d says how big and how consistent the change is: about 0.2 is small, 0.5 medium, 0.8 or more
        large. It shows what changed while children took the course, not that the course alone caused it.
        Courses with fewer than {minGroupSize} children who took both surveys show no numbers, to protect
        their privacy.
      </Typography>
    </Paper>
  );
}

function NoCourses() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4, textAlign: 'center' }}>
      <InsightsRounded aria-hidden sx={{ fontSize: 56, color: 'purple.main', mb: 1 }} />
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        No courses to measure yet
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 560, mx: 'auto' }}>
        When children take your courses and the self-esteem survey, you will see here how their self-esteem
        changed.
      </Typography>
      <Button
        component={RouterLink}
        to={PATHS.courseForm}
        variant="contained"
        size="large"
        startIcon={<AddRounded />}
      >
        Create your first course
      </Button>
    </Paper>
  );
}

/**
 * /instructor/impact-analysis: per course, children's self-esteem before and after, the mean change,
 * Cohen's d in words, a chart and the CSV export; groups under the privacy threshold show no numbers.
 */
export default function ImpactAnalysisPage() {
  const [params, setParams] = useSearchParams();
  const impact = useImpactAnalysis();
  const download = useDownloadImpactCsv();
  const minGroupSize = impact.data?.min_group_size ?? 5;
  const all = impact.data?.results ?? [];
  // A course id in the link that is no longer in the list (deleted, not theirs) falls back to all.
  const requested = params.get('course') ?? ALL;
  const courseId = all.some((r) => r.course_id === requested) ? requested : ALL;
  // Courses with numbers first (each group keeps the server's title order).
  const results = (courseId === ALL ? [...all] : all.filter((r) => r.course_id === courseId)).sort(
    (a, b) => Number(a.suppressed) - Number(b.suppressed),
  );
  const shown = results.filter((r): r is ShownImpact => !r.suppressed);

  const setCourse = (next: string) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next !== ALL) out.set('course', next);
        else out.delete('course');
        return out;
      },
      { replace: true },
    );

  const onDownload = async () => {
    const name = await download.mutateAsync(courseId === ALL ? undefined : courseId).catch(() => null);
    if (name) toast.success(`Saved ${name}.`);
  };

  const hasCourses = impact.data !== undefined && all.length > 0;

  return (
    <Box>
      <PageHeader
        title="Impact on self-esteem"
        intro="How children's self-esteem changed between the survey before they started each course and their latest one after."
        action={
          hasCourses ? (
            <Button
              variant="contained"
              size="large"
              startIcon={<DownloadRounded />}
              onClick={onDownload}
              loading={download.isPending}
              loadingPosition="start"
            >
              Download CSV
            </Button>
          ) : null
        }
      />
      {download.isError ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => download.reset()}>
          {`The CSV was not downloaded. ${errorMessage(download.error)}`}
        </Alert>
      ) : null}

      {impact.isPending ? (
        <Loading label="Loading the impact analysis">
          <Skeleton variant="rounded" height={56} sx={{ borderRadius: 2, mb: 3, maxWidth: 420 }} />
          <Skeleton variant="rounded" height={300} sx={{ borderRadius: 4, mb: 3 }} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
            <Skeleton variant="rounded" height={150} sx={{ borderRadius: 4 }} />
            <Skeleton variant="rounded" height={150} sx={{ borderRadius: 4 }} />
          </Box>
        </Loading>
      ) : impact.isError ? (
        <ListError
          what="the impact analysis"
          error={impact.error}
          onRetry={() => impact.refetch()}
          radius={4}
        />
      ) : !hasCourses ? (
        <NoCourses />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Explanation minGroupSize={minGroupSize} />
          <TextField
            select
            label="Course"
            value={courseId}
            onChange={(e) => setCourse(e.target.value)}
            sx={{ maxWidth: 420, width: '100%' }}
          >
            <MenuItem value={ALL}>All courses ({all.length})</MenuItem>
            {all.map((r) => (
              <MenuItem key={r.course_id} value={r.course_id}>
                {r.course_title}
              </MenuItem>
            ))}
          </TextField>

          <Paper
            component="section"
            aria-label="Before and after"
            variant="outlined"
            sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4, minWidth: 0 }}
          >
            <Typography component="h2" variant="h5" sx={{ mb: 0.5 }}>
              {courseId !== ALL && shown[0] ? 'Each child, before and after' : 'Before and after, per course'}
            </Typography>
            {courseId !== ALL && shown[0] ? (
              <>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  One dot per child (children with the same two scores share a dot). Dots above the dashed
                  line rose; dots below it fell.
                </Typography>
                <ImpactPointsChart result={shown[0]} />
              </>
            ) : shown.length > 0 ? (
              <>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  The average self-esteem of the children in {plural(shown.length, 'course')}, before and
                  after.
                </Typography>
                <ImpactBarsChart results={shown} />
              </>
            ) : (
              <Typography color="text.secondary">
                {courseId !== ALL
                  ? `There is nothing to chart for this course yet: fewer than ${minGroupSize} children took the survey before and after it.`
                  : `There is nothing to chart yet: no course has ${minGroupSize} or more children who took the survey before and after it.`}
              </Typography>
            )}
          </Paper>

          <Box component="section" aria-label="Courses">
            <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
              {courseId !== ALL ? 'The course' : 'Every course'}
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
              }}
            >
              {results.map((r) => (
                <li key={r.course_id}>
                  <ImpactCourseCard result={r} minGroupSize={minGroupSize} />
                </li>
              ))}
            </Box>
          </Box>
        </Box>
      )}
    </Box>
  );
}
