import DownloadRounded from '@mui/icons-material/DownloadRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ListError } from '../../../components/list-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { useDownloadImpactCsv, useImpactAnalysis } from '../api.ts';
import { BeforeAfterSection } from '../components/impact/before-after-section.tsx';
import { Explanation } from '../components/impact/explanation.tsx';
import { ImpactCourseFilter } from '../components/impact/impact-course-filter.tsx';
import { ImpactCourseList } from '../components/impact/impact-course-list.tsx';
import { ALL, selectImpact } from '../components/impact/impact-selection.ts';
import { ImpactSkeleton } from '../components/impact/impact-skeleton.tsx';
import { NoCourses } from '../components/no-courses.tsx';

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
  const { courseId, results, shown } = selectImpact(all, params.get('course') ?? ALL);

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
        <ImpactSkeleton />
      ) : impact.isError ? (
        <ListError
          what="the impact analysis"
          error={impact.error}
          onRetry={() => impact.refetch()}
          radius={4}
        />
      ) : !hasCourses ? (
        <NoCourses
          icon={<InsightsRounded aria-hidden sx={{ fontSize: 56, color: 'purple.main', mb: 1 }} />}
          title="No courses to measure yet"
        >
          When children take your courses and the self-esteem survey, you will see here how their self-esteem
          changed.
        </NoCourses>
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Explanation minGroupSize={minGroupSize} />
          <ImpactCourseFilter courses={all} courseId={courseId} onChange={setCourse} />
          <BeforeAfterSection shown={shown} oneCourse={courseId !== ALL} minGroupSize={minGroupSize} />
          <ImpactCourseList results={results} oneCourse={courseId !== ALL} minGroupSize={minGroupSize} />
        </Box>
      )}
    </Box>
  );
}
