import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StudioCourse } from '@ye/contracts/studio';
import { PageNav } from '../../../../components/page-nav.tsx';
import { plural } from '../../../../lib/format.ts';
import { StudioCourseCard } from '../studio-course-card.tsx';
import type { StudioCourseActions } from './course-card-actions.tsx';

/** A page of the instructor's courses, how many there are, and the pages. */
export function CourseList({
  courses,
  count,
  searched,
  busy,
  actions,
  page,
  pageCount,
  onPage,
}: {
  courses: StudioCourse[];
  count: number;
  /** A search is on: the count says "found". */
  searched: boolean;
  busy: boolean;
  actions: StudioCourseActions;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  return (
    <Box aria-busy={busy}>
      <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
        {searched ? `${plural(count, 'course')} found` : plural(count, 'course')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {courses.map((course) => (
          <li key={course.id}>
            <StudioCourseCard course={course} actions={actions} />
          </li>
        ))}
      </Box>
      <PageNav
        label="Pages of courses"
        pageCount={pageCount}
        page={Math.min(page, pageCount)}
        onChange={onPage}
      />
    </Box>
  );
}
