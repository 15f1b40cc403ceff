import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ChapterDetail, CourseDetail } from '@ye/contracts/catalog';
import { unitWords } from '@ye/contracts/catalog';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../lib/visually-hidden.ts';
import { chapterLockReason, lockedPrefix } from './course-words.ts';
import { type LessonHref, LessonTrail } from './lesson-trail.tsx';
import { Stars } from './stars.tsx';

interface ChapterCardProps {
  course: CourseDetail;
  chapter: ChapterDetail;
  number: number;
  lessonHref?: LessonHref;
  /** Where the chapter's title links to (the child's chapter page); null: not a link. */
  chapterHref: string | null;
}

/** One chapter (level): its number or state, title, stars, why it is locked, and its trail. */
export function ChapterCard({ course, chapter, number, lessonHref, chapterHref }: ChapterCardProps) {
  const words = unitWords(course.kind);
  const progress = course.progress?.chapters.find((c) => c.chapter_id === chapter.id);
  const locked = progress?.locked ?? false;
  const reason = chapterLockReason(course, chapter.id);
  const headingId = `chapter-${chapter.id}`;
  const title = `${words.Chapter} ${number}: ${chapter.title}`;

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      elevation={0}
      sx={{
        p: { xs: 2, md: 3 },
        border: 3,
        borderColor: progress?.completed ? 'primary.main' : locked ? 'grey.200' : 'secondary.main',
        bgcolor: locked ? 'grey.50' : 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 2 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 56,
            height: 56,
            flexShrink: 0,
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            fontSize: '1.5rem',
            fontWeight: 700,
            bgcolor: progress?.completed ? 'primary.main' : locked ? 'grey.300' : 'yellow.main',
            color: progress?.completed ? '#FFFFFF' : 'text.primary',
          }}
        >
          {locked ? <LockRounded /> : progress?.completed ? <CheckCircleRounded /> : number}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id={headingId}
            component="h2"
            sx={{ fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 }}
          >
            {chapterHref ? (
              <Link
                component={RouterLink}
                to={chapterHref}
                color="inherit"
                underline="hover"
                sx={{ fontWeight: 'inherit' }}
              >
                {title}
              </Link>
            ) : (
              title
            )}
          </Typography>
          {progress ? <Stars stars={progress.stars} max={progress.max_stars} size={20} maxIcons={0} /> : null}
          {locked && reason ? (
            <Typography
              sx={{ fontSize: '1.0625rem', mt: 0.5, display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              {lockedPrefix(reason) ? (
                <Box component="span" sx={visuallyHidden}>
                  {lockedPrefix(reason)}
                </Box>
              ) : null}
              {reason}
            </Typography>
          ) : null}
          {progress?.completed ? (
            <Typography sx={{ fontSize: '1.0625rem', fontWeight: 600, color: 'primary.main' }}>
              Done!
            </Typography>
          ) : null}
        </Box>
      </Box>
      {chapter.description ? (
        <Typography sx={{ fontSize: '1.0625rem', mb: 2, color: 'text.secondary' }}>
          {chapter.description}
        </Typography>
      ) : null}
      <LessonTrail course={course} chapter={chapter} lessonHref={lessonHref} />
    </Paper>
  );
}
