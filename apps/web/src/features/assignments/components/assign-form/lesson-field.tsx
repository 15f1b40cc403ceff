import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { errorMessage } from '../../../../lib/error-toast.ts';
import { useCourseOutline } from '../../api.ts';

/** Lessons of the chosen course grouped by chapter (levels and missions for a game), or the whole course. */
export function LessonField({
  courseId,
  value,
  onChange,
}: {
  courseId: string;
  value: string;
  onChange: (id: string) => void;
}) {
  const outline = useCourseOutline(courseId);
  const isGame = outline.data?.kind === 'game';
  const helper = !courseId
    ? 'Choose a course first.'
    : outline.isError
      ? `We could not load its lessons. ${errorMessage(outline.error)}`
      : `Leave it on the whole course, or pick one ${isGame ? 'mission' : 'lesson'}.`;
  return (
    <TextField
      select
      label={isGame ? 'Mission (optional)' : 'Lesson (optional)'}
      value={outline.data ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      disabled={!courseId || !outline.data}
      error={outline.isError}
      helperText={helper}
      slotProps={{
        select: { displayEmpty: true },
        inputLabel: { shrink: true },
        // The hint says why the field waits, so it keeps the readable colour while disabled.
        formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
      }}
    >
      <MenuItem value="">The whole course</MenuItem>
      {(outline.data?.chapters ?? []).flatMap((chapter) => [
        <ListSubheader key={`h-${chapter.id}`}>
          {`${isGame ? 'Level' : 'Chapter'} ${chapter.position}: ${chapter.title}`}
        </ListSubheader>,
        ...chapter.lessons.map((lesson) => (
          <MenuItem key={lesson.id} value={lesson.id} sx={{ pl: 4, whiteSpace: 'normal' }}>
            {lesson.title}
          </MenuItem>
        )),
      ])}
    </TextField>
  );
}
