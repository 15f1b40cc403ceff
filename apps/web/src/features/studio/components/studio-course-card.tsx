import ImageRounded from '@mui/icons-material/ImageRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TOPIC_LABELS } from '@ye/contracts/catalog';
import type { StudioCourse } from '@ye/contracts/studio';
import { compactCount, formatDate, plural } from '../../../lib/format.ts';
import { CourseCardActions, type StudioCourseActions } from './courses/course-card-actions.tsx';
import { publishBlockers } from './publish-checklist.ts';

/** One of the instructor's courses: cover, status, facts and what can be done with it. */
export function StudioCourseCard({
  course,
  actions,
}: {
  course: StudioCourse;
  actions: StudioCourseActions;
}) {
  const isDraft = course.status === 'draft';
  const parts = course.kind === 'game' ? (['level', 'mission'] as const) : (['chapter', 'lesson'] as const);
  const titleId = `studio-course-${course.id}`;
  const contentLabel = course.kind === 'game' ? 'Levels and missions' : 'Chapters and lessons';
  const blockers = publishBlockers(course);
  const blockersId = `${titleId}-blockers`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        p: 2,
        borderRadius: 4,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        alignItems: 'start',
      }}
    >
      <Box
        sx={{
          aspectRatio: '16 / 10',
          borderRadius: 3,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {course.cover_url ? (
          <Box
            component="img"
            src={course.cover_url}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <ImageRounded aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
          <Chip
            size="small"
            label={isDraft ? 'Draft' : 'Published'}
            color={isDraft ? 'default' : 'success'}
            variant={isDraft ? 'outlined' : 'filled'}
            sx={{ fontWeight: 700 }}
          />
          <Chip size="small" variant="outlined" label={course.kind === 'game' ? 'Game' : 'Course'} />
        </Box>
        <Typography
          id={titleId}
          component="h2"
          variant="h5"
          sx={{ fontSize: { xs: '1.15rem', sm: '1.3rem' }, overflowWrap: 'anywhere', mb: 0.5 }}
        >
          {course.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {[
            TOPIC_LABELS[course.topic],
            `Ages ${course.age_min}-${course.age_max}`,
            plural(course.chapter_count, parts[0]),
            plural(course.lesson_count, parts[1]),
            `${compactCount(course.student_count)} ${course.student_count === 1 ? 'student' : 'students'}`,
            isDraft
              ? `Edited ${formatDate(course.updated_at)}`
              : `Published ${formatDate(course.published_at ?? course.updated_at)}`,
          ].join(' · ')}
        </Typography>
        {blockers.length > 0 ? (
          <Typography id={blockersId} variant="body2" sx={{ mb: 1.5, fontWeight: 600 }}>
            {`To publish: ${blockers.map((b) => b.text.replace(/\.$/, '').toLowerCase()).join('; ')}.`}
          </Typography>
        ) : null}
        <CourseCardActions
          course={course}
          actions={actions}
          contentLabel={contentLabel}
          blockersId={blockers.length > 0 ? blockersId : undefined}
        />
      </Box>
    </Paper>
  );
}
