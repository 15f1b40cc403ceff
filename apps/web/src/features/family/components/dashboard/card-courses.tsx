import AssignmentRounded from '@mui/icons-material/AssignmentRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ChildSummary } from '@ye/contracts/family';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { plural } from '../../../../lib/format.ts';
import { childDashboardPath } from '../../../../lib/paths.ts';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import { CourseProgressBar } from '../course-progress-bar.tsx';

/** Shown per group on a card; the child's page lists them all. */
const CARD_COURSES_PER_GROUP = 3;

/** Links inside the card sit above the card-wide link (its ::after overlay) so they stay clickable. */
const aboveCardLink = { position: 'relative', zIndex: 1 } as const;

const listSx = { listStyle: 'none', p: 0, m: 0, mb: 1.5, display: 'grid', gap: 0.75 } as const;
const groupSx = { fontWeight: 600, fontSize: '0.95rem', mb: 0.5 } as const;

/** A group's count line, then the first few of its courses and "and N more courses". */
function CardGroup({
  label,
  shown,
  total,
  children,
}: {
  label: string;
  shown: number;
  total: number;
  children: ReactNode;
}) {
  const more = total - shown;
  return (
    <>
      <Typography sx={groupSx}>{label}</Typography>
      {shown > 0 ? (
        <Box component="ul" sx={listSx}>
          {children}
          {more > 0 ? (
            <Typography component="li" variant="body2" color="text.secondary">
              and {plural(more, 'more course')}
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </>
  );
}

/** A course with an icon for its state, which screen readers hear as words after the title. */
function MarkedCourse({ icon, title, state }: { icon: ReactNode; title: string; state: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      {icon}
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {title}
        <Box component="span" sx={visuallyHidden}>
          {state}
        </Box>
      </Typography>
    </Box>
  );
}

/** The child's courses in three states: ongoing with a progress bar, completed, enrolled but not started. */
export function CardCourses({
  child,
  percents,
}: {
  child: ChildSummary;
  percents: ReadonlyMap<string, number>;
}) {
  const headingId = `courses-${child.child_id}`;
  const ongoing = child.ongoing_courses.slice(0, CARD_COURSES_PER_GROUP);
  const completed = child.completed_courses.slice(0, CARD_COURSES_PER_GROUP);
  const notStarted = child.not_started_courses.slice(0, CARD_COURSES_PER_GROUP);

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={headingId} component="h3" variant="h6">
          Courses
          <Box component="span" sx={visuallyHidden}>
            {` of ${child.child_name}`}
          </Box>
        </Typography>
        <Link
          component={RouterLink}
          to={childDashboardPath(child.child_id, { enrol: true })}
          underline="always"
          sx={{ ...aboveCardLink, fontWeight: 600 }}
          aria-label={`Assign a course to ${child.child_name}`}
        >
          Assign a course
        </Link>
      </Box>
      {child.total_course_count === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No courses yet. Choose one for {child.child_name} with “Assign a course”.
        </Typography>
      ) : (
        <>
          <CardGroup
            label={`${plural(child.ongoing_course_count, 'course')} ongoing`}
            shown={ongoing.length}
            total={child.ongoing_courses.length}
          >
            {ongoing.map((c) => (
              <li key={c.id}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {c.title}
                </Typography>
                <CourseProgressBar title={c.title} percent={percents.get(c.id) ?? 0} />
              </li>
            ))}
          </CardGroup>
          <CardGroup
            label={`${plural(child.completed_course_count, 'course')} completed`}
            shown={completed.length}
            total={child.completed_courses.length}
          >
            {completed.map((c) => (
              <MarkedCourse
                key={c.id}
                icon={<CheckCircleRounded aria-hidden fontSize="small" sx={{ color: 'success.dark' }} />}
                title={c.title}
                state=", completed"
              />
            ))}
          </CardGroup>
          <CardGroup
            label={`${plural(child.not_started_course_count, 'course')} not started`}
            shown={notStarted.length}
            total={child.not_started_courses.length}
          >
            {notStarted.map((c) => (
              <MarkedCourse
                key={c.id}
                icon={<AssignmentRounded aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />}
                title={c.title}
                state=", assigned, not started yet"
              />
            ))}
          </CardGroup>
        </>
      )}
    </Box>
  );
}
