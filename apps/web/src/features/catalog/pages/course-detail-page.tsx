import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useBundle, useCourseDetail } from '../api.ts';
import { CourseAbout } from '../components/course-detail/course-about.tsx';
import { CourseDetailSkeleton } from '../components/course-detail/course-detail-skeleton.tsx';
import { CourseHeader } from '../components/course-detail/course-header.tsx';
import { CourseTrail, type TrailBundle } from '../components/course-detail/course-trail.tsx';
import { EnrolPanel } from '../components/course-detail/enrol-panel.tsx';
import { InstructorCard } from '../components/course-detail/instructor-card.tsx';
import { MembershipPanel, useMembershipView } from '../components/membership.tsx';
import { isNotFound, PageProblem } from '../components/states.tsx';
import { hasPaidChapters } from '../format.ts';

/** Where the page was opened from: /bundle/courseDetails/:id?bundle=<id> leads back to that bundle. */
function useTrailBundle(): { fromBundle: boolean; bundle: TrailBundle | null } {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const fromBundle = pathname.startsWith('/bundle/');
  const bundleId = fromBundle ? (params.get('bundle') ?? '') : '';
  const bundle = useBundle(bundleId);
  return { fromBundle, bundle: bundleId ? { id: bundleId, title: bundle.data?.title } : null };
}

/** /courses/:courseId and /bundle/courseDetails/:courseId: everything a parent wants to know first. */
export default function CourseDetailPage() {
  const { courseId = '' } = useParams();
  const membership = useMembershipView();
  const isParent = membership.parent;
  const course = useCourseDetail(courseId);
  const { fromBundle, bundle } = useTrailBundle();

  // The tab names the course once it is known.
  const title = course.data?.title;
  useEffect(() => {
    if (title) document.title = `${title} · Youth Enrichments`;
  }, [title]);

  if (course.isPending)
    return (
      <Box>
        <CourseTrail fromBundle={fromBundle} bundle={bundle} courseTitle={null} />
        <CourseDetailSkeleton />
      </Box>
    );
  if (course.isError)
    return (
      <PageProblem
        notFound={isNotFound(course.error)}
        thing="course"
        backTo="/courses"
        backLabel="Browse the courses"
        onRetry={() => course.refetch()}
      />
    );

  const c = course.data;
  return (
    <Box>
      <CourseTrail fromBundle={fromBundle} bundle={bundle} courseTitle={c.title} />
      <CourseHeader course={c} showFree={isParent} />

      {/* Phones: enrolling comes first, the instructor last. Wider: both beside the course. */}
      <Box
        sx={{
          display: 'grid',
          columnGap: 4,
          rowGap: { xs: 4, md: 3 },
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          gridTemplateRows: { md: 'auto 1fr' },
          gridTemplateAreas: { xs: '"enrol" "main" "instructor"', md: '"main enrol" "main instructor"' },
        }}
      >
        {isParent ? (
          <Box sx={{ gridArea: 'enrol', minWidth: 0, display: 'grid', gap: 3 }}>
            {hasPaidChapters(c.chapters.length) ? <MembershipPanel kind={c.kind} view={membership} /> : null}
            <EnrolPanel courseId={c.id} enrolledIds={c.assigned_child_ids ?? []} />
          </Box>
        ) : null}
        <Box sx={{ gridArea: 'main', display: 'grid', gap: 4, minWidth: 0 }}>
          <CourseAbout course={c} membershipLocks={isParent && membership.hasAccess === false} />
        </Box>
        <Box sx={{ gridArea: 'instructor', minWidth: 0 }}>
          <InstructorCard instructor={c.instructor} />
        </Box>
      </Box>
    </Box>
  );
}
