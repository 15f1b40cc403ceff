import Dialog from '@mui/material/Dialog';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { StudioCourseDetail } from '@ye/contracts/studio';
import { useRef } from 'react';
import { LessonEditor, type LessonEditorTarget } from './lesson-editor/lesson-editor.tsx';

/**
 * The editor of one lesson (a mission in a game course), for every kind: text, reflection, video
 * (upload or pick an earlier one) and game (GameEditor with its live preview). Full screen on phones.
 * Closing with unsaved changes asks first, and so does leaving the page.
 */
export function LessonEditorDialog({
  course,
  target,
  onClose,
}: {
  course: StudioCourseDetail;
  target: LessonEditorTarget | null;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // Escape asks the editor (it may have unsaved changes); a click beside it does nothing.
  const closeRequest = useRef<() => void>(() => undefined);
  return (
    <Dialog
      open={target !== null}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby="lesson-editor-title"
      onClose={(_, reason) => {
        if (reason === 'escapeKeyDown') closeRequest.current();
      }}
    >
      {target ? (
        <LessonEditor
          key={target.lesson?.id ?? `new-${target.chapter.id}`}
          course={course}
          target={target}
          onDone={onClose}
          closeRequest={closeRequest}
        />
      ) : null}
    </Dialog>
  );
}
