import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CourseDetail } from '@ye/contracts/catalog';
import { sentenceCase } from '../../format.ts';
import { CourseOutline } from './course-outline.tsx';

/**
 * The course's own sections: about it, what the child will learn (when given), and the outline
 * (with `membershipLocks`, which chapters the membership opens).
 */
export function CourseAbout({
  course: c,
  membershipLocks = false,
}: {
  course: CourseDetail;
  membershipLocks?: boolean;
}) {
  return (
    <>
      <Box component="section" aria-labelledby="about-heading">
        <Typography id="about-heading" component="h2" variant="h3" sx={{ mb: 1.5 }}>
          About this course
        </Typography>
        {c.description
          .split(/\n\s*\n/)
          .filter(Boolean)
          .map((paragraph) => (
            <Typography
              key={paragraph.slice(0, 40)}
              sx={{ mb: 1.5, fontSize: '1.0625rem', whiteSpace: 'pre-line' }}
            >
              {paragraph}
            </Typography>
          ))}
      </Box>

      {c.learning_goals.length > 0 ? (
        <Box component="section" aria-labelledby="goals-heading">
          <Typography id="goals-heading" component="h2" variant="h3" sx={{ mb: 1.5 }}>
            What your child will learn
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
            {c.learning_goals.map((goal) => (
              <Box component="li" key={goal} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
                <CheckRounded aria-hidden sx={{ color: 'primary.main', mt: 0.25 }} />
                <Typography sx={{ fontSize: '1.0625rem' }}>{sentenceCase(goal)}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}

      <Box component="section" aria-labelledby="outline-heading">
        <Typography id="outline-heading" component="h2" variant="h3" sx={{ mb: 1.5 }}>
          {c.kind === 'game' ? 'Levels and missions' : 'Course outline'}
        </Typography>
        <CourseOutline kind={c.kind} chapters={c.chapters} membershipLocks={membershipLocks} />
      </Box>
    </>
  );
}
