import CelebrationRounded from '@mui/icons-material/CelebrationRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CourseDetail } from '@ye/contracts/catalog';
import { unitWords } from '@ye/contracts/catalog';
import type { ReactNode } from 'react';
import { plural } from '../../lib/format.ts';
import { PageTitle } from '../page-title.tsx';
import { CourseCover } from './course-cover.tsx';
import { OPEN_PART_DONE, waitsForGrownUp } from './course-words.ts';
import { Stars } from './stars.tsx';

/** The course's cover, title, who made it, the progress so far and (as `actions`) the way in. */
export function CourseHeader({ course, actions }: { course: CourseDetail; actions: ReactNode }) {
  const words = unitWords(course.kind);
  const progress = course.progress;
  const totalStars = progress?.chapters.reduce((sum, c) => sum + c.stars, 0) ?? 0;
  const maxStars = progress?.chapters.reduce((sum, c) => sum + c.max_stars, 0) ?? 0;

  return (
    <Paper
      elevation={0}
      sx={{
        p: { xs: 2, md: 3 },
        mb: 4,
        display: 'grid',
        gap: { xs: 2, md: 4 },
        gridTemplateColumns: { xs: '1fr', md: '300px 1fr' },
        border: 2,
        borderColor: 'grey.200',
      }}
    >
      <CourseCover course={course} height={{ xs: 160, md: 220 }} rounded="all" />
      <Box sx={{ minWidth: 0 }}>
        <PageTitle>{course.title}</PageTitle>
        <Typography sx={{ fontSize: '1.125rem', mt: 1, maxWidth: '65ch' }}>{course.description}</Typography>
        <Typography sx={{ fontSize: '1rem', color: 'text.secondary', mt: 1 }}>
          With {course.instructor.name} · {plural(course.chapters.length, words.chapter)}
        </Typography>

        {progress ? (
          <Box sx={{ mt: 2, maxWidth: 480 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 0.5 }}>
              <Typography id="course-progress-label" sx={{ fontSize: '1.0625rem', fontWeight: 600 }}>
                {progress.status === 'completed' ? 'All done!' : `${progress.percent}% done`}
              </Typography>
              {maxStars > 0 ? <Stars stars={totalStars} max={maxStars} size={22} /> : null}
            </Box>
            <LinearProgress
              variant="determinate"
              value={progress.percent}
              aria-labelledby="course-progress-label"
              color="secondary"
              sx={{ height: 14, borderRadius: 7, bgcolor: 'grey.200' }}
            />
          </Box>
        ) : null}

        {progress?.status === 'completed' ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
            <CelebrationRounded aria-hidden="true" sx={{ color: '#8A4B00', fontSize: 32 }} />
            <Typography sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
              You finished this course! Your grown-up can download your certificate.
            </Typography>
          </Box>
        ) : null}

        {waitsForGrownUp(course) ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
            <EmojiEventsRounded aria-hidden="true" sx={{ color: '#8A4B00', fontSize: 32, flexShrink: 0 }} />
            <Typography sx={{ fontSize: '1.125rem', fontWeight: 600 }}>{OPEN_PART_DONE}</Typography>
          </Box>
        ) : null}

        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 3 }}>{actions}</Box>
      </Box>
    </Paper>
  );
}
