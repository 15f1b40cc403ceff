import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CourseRef } from '@ye/contracts/family';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { catalogCoursePath } from '../../../../lib/paths.ts';

/** The course's title, opening its catalogue page. */
export function CourseLink({ course }: { course: CourseRef }) {
  return (
    <Link
      component={RouterLink}
      to={catalogCoursePath(course.id)}
      color="inherit"
      underline="hover"
      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
    >
      {course.title}
    </Link>
  );
}

/** One state of the child's courses: an h3 with the count, then the list or what `empty` says. */
export function CourseGroup({
  id,
  title,
  count,
  empty,
  children,
}: {
  id: string;
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography id={id} component="h3" variant="h6" sx={{ mb: 1 }}>
        {title} ({count})
      </Typography>
      {count === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {children}
        </Box>
      )}
    </Box>
  );
}
