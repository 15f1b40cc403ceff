import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { QuizSummary } from '@ye/contracts/quizzes';
import { useEffect, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../lib/error-toast.ts';
import { useAttachQuiz, usePickerCourse, usePickerCourses } from '../api.ts';
import { DialogButtons, DialogProblem } from './dialog-parts.tsx';

export interface AttachDialogProps {
  quiz: QuizSummary | null;
  onClose: () => void;
}

/**
 * Attaches a quiz or survey to a lesson: choose one of your courses, then one of its lessons. A
 * lesson that already has one is refused with the server's words.
 */
export function AttachDialog({ quiz, onClose }: AttachDialogProps) {
  const titleId = useId();
  const open = quiz !== null;
  const [courseId, setCourseId] = useState('');
  const [lessonId, setLessonId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const courses = usePickerCourses(open);
  const course = usePickerCourse(courseId);
  const attach = useAttachQuiz();

  useEffect(() => {
    if (!quiz) return;
    setCourseId(quiz.lesson?.course_id ?? '');
    setLessonId(quiz.lesson?.id ?? '');
    setProblem(null);
  }, [quiz]);

  const save = async () => {
    if (!quiz) return;
    if (!lessonId) return setProblem('Please choose a lesson.');
    setProblem(null);
    try {
      const done = await attach.mutateAsync({ id: quiz.id, body: { lesson_id: lessonId } });
      toast.success(`“${done.title}” is now at the end of “${done.lesson?.title ?? 'the lesson'}”.`);
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const chapters = course.data?.chapters ?? [];
  const lessonItems = chapters.flatMap((chapter) => [
    <ListSubheader key={`c-${chapter.id}`}>{`${chapter.position}. ${chapter.title}`}</ListSubheader>,
    ...chapter.lessons.map((lesson) => (
      <MenuItem key={lesson.id} value={lesson.id}>
        {`${chapter.position}.${lesson.position} ${lesson.title}`}
      </MenuItem>
    )),
  ]);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Attach to a lesson
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
        <DialogContentText>
          {`Children meet “${quiz?.title ?? ''}” at the end of the lesson. A lesson has at most one quiz or survey.`}
        </DialogContentText>
        {courses.isError ? (
          <Alert
            severity="error"
            role="alert"
          >{`We could not load your courses. ${errorMessage(courses.error)}`}</Alert>
        ) : courses.data && courses.data.count === 0 ? (
          <Alert severity="info">Make a course with lessons first, in My courses.</Alert>
        ) : (
          <TextField
            select
            label="Course"
            value={courses.data ? courseId : ''}
            disabled={!courses.data}
            helperText={courses.isPending ? 'Loading your courses…' : undefined}
            onChange={(e) => {
              setCourseId(e.target.value);
              setLessonId('');
            }}
          >
            {(courses.data?.results ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.status === 'draft' ? `${c.title} (draft)` : c.title}
              </MenuItem>
            ))}
          </TextField>
        )}
        {courseId ? (
          course.isError ? (
            <Alert
              severity="error"
              role="alert"
            >{`We could not load the lessons. ${errorMessage(course.error)}`}</Alert>
          ) : course.data && lessonItems.length === chapters.length ? (
            <Alert severity="info">This course has no lessons yet.</Alert>
          ) : (
            <TextField
              select
              label="Lesson"
              value={course.data ? lessonId : ''}
              disabled={!course.data}
              helperText={course.isPending ? 'Loading the lessons…' : undefined}
              onChange={(e) => setLessonId(e.target.value)}
            >
              {lessonItems}
            </TextField>
          )
        ) : null}
        <DialogProblem problem={problem} />
      </DialogContent>
      <DialogButtons onCancel={onClose}>
        <Button onClick={save} variant="contained" disabled={attach.isPending || !lessonId}>
          Attach
        </Button>
      </DialogButtons>
    </Dialog>
  );
}
