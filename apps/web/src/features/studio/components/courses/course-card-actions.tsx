import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import ListAltRounded from '@mui/icons-material/ListAltRounded';
import PublishRounded from '@mui/icons-material/PublishRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { StudioCourse } from '@ye/contracts/studio';
import { Link as RouterLink } from 'react-router';
import { courseContentPath, courseFormPath } from '../../../../lib/paths.ts';

export interface StudioCourseActions {
  onDuplicate: (course: StudioCourse) => void;
  onPublish: (course: StudioCourse) => void;
  onDelete: (course: StudioCourse) => void;
  /** The id of the course whose action is running (its buttons wait). */
  busyId: string | null;
}

/** Content, Edit details, Duplicate, Publish (drafts) and Delete; all wait while one runs. */
export function CourseCardActions({
  course,
  actions,
  contentLabel,
  blockersId,
}: {
  course: StudioCourse;
  actions: StudioCourseActions;
  /** "Chapters and lessons", or "Levels and missions" for a game. */
  contentLabel: string;
  /** The id of what still stops publishing, when something does: Publish waits and points at it. */
  blockersId: string | undefined;
}) {
  const isDraft = course.status === 'draft';
  const busy = actions.busyId === course.id;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button
        component={RouterLink}
        to={courseContentPath(course.id)}
        variant="outlined"
        startIcon={<ListAltRounded aria-hidden />}
        aria-label={`${contentLabel} of ${course.title}`}
      >
        {contentLabel}
      </Button>
      <Button
        component={RouterLink}
        to={courseFormPath(course.id)}
        variant="outlined"
        startIcon={<EditRounded aria-hidden />}
        aria-label={`Edit details of ${course.title}`}
      >
        Edit details
      </Button>
      <Button
        variant="outlined"
        startIcon={<ContentCopyRounded aria-hidden />}
        disabled={busy}
        onClick={() => actions.onDuplicate(course)}
        aria-label={`Duplicate ${course.title}`}
      >
        Duplicate
      </Button>
      {isDraft ? (
        <Button
          variant="contained"
          startIcon={<PublishRounded aria-hidden />}
          disabled={busy || Boolean(blockersId)}
          onClick={() => actions.onPublish(course)}
          aria-label={`Publish ${course.title}`}
          aria-describedby={blockersId}
        >
          Publish
        </Button>
      ) : null}
      <Button
        color="error"
        startIcon={<DeleteOutlineRounded aria-hidden />}
        disabled={busy}
        onClick={() => actions.onDelete(course)}
        aria-label={`Delete ${course.title}`}
      >
        Delete
      </Button>
    </Box>
  );
}
