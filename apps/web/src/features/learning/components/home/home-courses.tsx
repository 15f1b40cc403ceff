import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Recommendation } from '@ye/contracts/catalog';
import type { StudentCourse } from '@ye/contracts/learning';
import { Carousel } from '../../../../components/carousel.tsx';
import { CourseTile, TileGrid } from '../course-tile.tsx';
import { SectionHeading } from '../section-heading.tsx';

/** The courses the child's grown-up picked. */
export function AssignedCourses({ courses }: { courses: StudentCourse[] }) {
  if (courses.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="assigned-heading" sx={{ mt: 5 }}>
      <SectionHeading id="assigned-heading">From your grown-up</SectionHeading>
      <TileGrid>
        {courses.map((c) => (
          <li key={c.id}>
            <CourseTile course={c} percent={c.status === 'started' ? c.percent : undefined}>
              <Typography sx={{ fontSize: '1rem', color: 'text.secondary' }}>
                Your grown-up picked this one for you.
              </Typography>
            </CourseTile>
          </li>
        ))}
      </TileGrid>
    </Box>
  );
}

/** Courses the child may like, with the first two reasons why. */
export function RecommendedCourses({ results }: { results: Recommendation[] }) {
  if (results.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="recommended-heading" sx={{ mt: 5 }}>
      <SectionHeading id="recommended-heading">Ideas just for you</SectionHeading>
      <Carousel label="Courses we think you will like">
        {results.map((r) => (
          <CourseTile key={r.course.id} course={r.course}>
            <Box component="ul" sx={{ m: 0, pl: 2.5, fontSize: '1.0625rem' }}>
              {r.reasons.slice(0, 2).map((reason) => (
                <li key={reason.code}>{reason.child_text}</li>
              ))}
            </Box>
          </CourseTile>
        ))}
      </Carousel>
    </Box>
  );
}
