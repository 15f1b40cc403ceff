import EditRounded from '@mui/icons-material/EditRounded';
import ListAltRounded from '@mui/icons-material/ListAltRounded';
import PublishRounded from '@mui/icons-material/PublishRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { unitWords } from '@ye/contracts/catalog';
import type { StudioCourseDetail } from '@ye/contracts/studio';
import { Link as RouterLink } from 'react-router';
import { plural } from '../../../../lib/format.ts';
import { courseFormPath, previewPath } from '../../../../lib/paths.ts';

/** The course's title, status and counts, with Edit details, Preview and Publish. */
export function ContentHeader({
  course,
  headingId,
  partsLabel,
  publishing,
  publishBlocked,
  onPublish,
}: {
  course: StudioCourseDetail;
  headingId: string;
  /** "Chapters and lessons", or "Levels and missions" for a game course. */
  partsLabel: string;
  publishing: boolean;
  /** Publish waits until nothing is missing; the list of what is says why (`publish-blockers`). */
  publishBlocked: boolean;
  onPublish: () => void;
}) {
  const words = unitWords(course.kind);
  const chapters = course.chapters;
  const published = course.status === 'published';
  const lessonCount = chapters.reduce((n, c) => n + c.lessons.length, 0);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
        <Typography
          color="text.secondary"
          sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}
        >
          <ListAltRounded aria-hidden fontSize="small" />
          {partsLabel}
        </Typography>
        <Typography
          id={headingId}
          component="h1"
          variant="h1"
          tabIndex={-1}
          sx={{
            mb: 1,
            fontSize: { xs: '1.75rem', sm: '2.25rem' },
            overflowWrap: 'anywhere',
            outline: 'none',
          }}
        >
          {course.title}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Chip
            size="small"
            label={published ? 'Published' : 'Draft'}
            color={published ? 'success' : 'default'}
            variant={published ? 'filled' : 'outlined'}
            sx={{ fontWeight: 700 }}
          />
          <Typography color="text.secondary">
            {`${plural(chapters.length, words.chapter)} · ${plural(lessonCount, words.lesson)}`}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          component={RouterLink}
          to={courseFormPath(course.id)}
          variant="outlined"
          startIcon={<EditRounded aria-hidden />}
        >
          Edit details
        </Button>
        <Button
          component={RouterLink}
          to={previewPath(course.id)}
          variant="outlined"
          startIcon={<VisibilityRounded aria-hidden />}
        >
          Preview
        </Button>
        {published ? null : (
          <Button
            variant="contained"
            startIcon={<PublishRounded aria-hidden />}
            onClick={onPublish}
            disabled={publishing || publishBlocked}
            aria-describedby={publishBlocked ? 'publish-blockers' : undefined}
          >
            Publish
          </Button>
        )}
      </Box>
    </Box>
  );
}
