import AssignmentRounded from '@mui/icons-material/AssignmentRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ChildSummary, CourseProgress, CourseRef } from '@ye/contracts/family';
import { formatDate } from '../../../../lib/format.ts';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import { CourseProgressBar } from '../course-progress-bar.tsx';
import { CourseGroup, CourseLink } from './course-group.tsx';
import { EmptyNote } from './empty-note.tsx';

const lastActive = (p: CourseProgress | undefined) =>
  p?.last_activity_at ? `Last active ${formatDate(p.last_activity_at)}` : null;

/**
 * The parent's view of one child's courses: ongoing with progress bars, completed, and enrolled but not
 * started (with Unassign: `onUnenrol` confirms first).
 */
export function ChildCourses({
  name,
  childId,
  summary,
  progress,
  unenrolling,
  onUnenrol,
}: {
  name: string;
  childId: string;
  summary: ChildSummary | undefined;
  progress: readonly CourseProgress[] | undefined;
  unenrolling: boolean;
  onUnenrol: (course: CourseRef) => void;
}) {
  const byCourse = new Map(
    (progress ?? []).filter((p) => p.child_id === childId).map((p) => [p.course_id, p] as const),
  );

  if (!summary || summary.total_course_count === 0)
    return (
      <EmptyNote icon={<MenuBookRounded />} tint="#FFF3CF" ink="orange.dark">
        No courses yet. Choose one for {name} with “Assign a course”.
      </EmptyNote>
    );

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      <CourseGroup
        id="ongoing-heading"
        title="Ongoing"
        count={summary.ongoing_courses.length}
        empty={`${name} is not in the middle of a course right now.`}
      >
        {summary.ongoing_courses.map((c) => {
          const p = byCourse.get(c.id);
          return (
            <li key={c.id}>
              <CourseLink course={c} />
              <CourseProgressBar title={c.title} percent={p?.percent_complete ?? 0} />
              {lastActive(p) ? (
                <Typography variant="body2" color="text.secondary">
                  {lastActive(p)}
                </Typography>
              ) : null}
            </li>
          );
        })}
      </CourseGroup>
      <CourseGroup
        id="completed-heading"
        title="Completed"
        count={summary.completed_courses.length}
        empty={`${name} has not finished a course yet.`}
      >
        {summary.completed_courses.map((c) => {
          const p = byCourse.get(c.id);
          return (
            <Box component="li" key={c.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <CheckCircleRounded aria-hidden sx={{ color: 'success.dark', mt: 0.25 }} />
              <Box sx={{ minWidth: 0 }}>
                <CourseLink course={c} />
                <Box component="span" sx={visuallyHidden}>
                  , completed
                </Box>
                {lastActive(p) ? (
                  <Typography variant="body2" color="text.secondary">
                    {`Finished ${formatDate(p?.last_activity_at)}`}
                  </Typography>
                ) : null}
              </Box>
            </Box>
          );
        })}
      </CourseGroup>
      <CourseGroup
        id="not-started-heading"
        title="Not started"
        count={summary.not_started_courses.length}
        empty="Courses you assign appear here until they start."
      >
        {summary.not_started_courses.map((c) => (
          <Box component="li" key={c.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <AssignmentRounded aria-hidden sx={{ color: 'text.secondary', mt: 0.25 }} />
            <Box sx={{ minWidth: 0 }}>
              <CourseLink course={c} />
              <Typography variant="body2" color="text.secondary">
                Assigned, not started yet
              </Typography>
              <Button
                size="small"
                variant="outlined"
                color="error"
                onClick={() => onUnenrol(c)}
                disabled={unenrolling}
                sx={{ mt: 0.75 }}
              >
                Unassign
                <Box component="span" sx={visuallyHidden}>
                  {` ${c.title}`}
                </Box>
              </Button>
            </Box>
          </Box>
        ))}
      </CourseGroup>
    </Box>
  );
}
