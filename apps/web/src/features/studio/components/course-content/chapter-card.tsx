import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StudioChapter } from '@ye/contracts/studio';
import { useRef } from 'react';
import { ChapterHeader } from './chapter-header.tsx';
import { DropLine } from './drag-parts.tsx';
import { LessonRow } from './lesson-row.tsx';
import {
  addLessonButtonId,
  chapterHeadingId,
  dropLesson,
  dropPosition,
  lowerHalf,
  type OutlineActions,
} from './outline.ts';

/** One chapter (level) with its lessons (missions), their order and what can be done with them. */
export function ChapterCard({
  chapter,
  index,
  actions,
}: {
  chapter: StudioChapter;
  index: number;
  actions: OutlineActions;
}) {
  const { words, chapters, dragging, spot } = actions;
  const cardRef = useRef<HTMLElement>(null);
  const label = `${words.Chapter} ${index + 1}: ${chapter.title}`;
  const lessons = chapter.lessons;
  const draggingLesson = dragging?.type === 'lesson';

  return (
    <li
      onDragOver={(event) => {
        if (dragging?.type !== 'chapter') return;
        event.preventDefault();
        actions.setSpot({ type: 'chapter', index: index + (lowerHalf(event) ? 1 : 0) });
      }}
      onDrop={(event) => {
        if (dragging?.type !== 'chapter') return;
        event.preventDefault();
        const from = chapters.findIndex((c) => c.id === dragging.id);
        const position = dropPosition(from, index + (lowerHalf(event) ? 1 : 0));
        actions.setDragging(null);
        actions.setSpot(null);
        const moving = chapters[from];
        if (moving && position !== null) actions.moveChapter(moving, position, 'drag');
      }}
    >
      <DropLine show={spot?.type === 'chapter' && spot.index === index} />
      <Paper
        ref={cardRef}
        component="section"
        variant="outlined"
        aria-labelledby={chapterHeadingId(chapter.id)}
        sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 4, opacity: dragging?.id === chapter.id ? 0.5 : 1 }}
      >
        <ChapterHeader chapter={chapter} index={index} label={label} cardRef={cardRef} actions={actions} />

        <Box
          onDragOver={(event) => {
            if (!draggingLesson) return;
            event.preventDefault();
            event.stopPropagation();
            actions.setSpot({ type: 'lesson', chapterId: chapter.id, index: lessons.length });
          }}
          onDrop={(event) => {
            if (!draggingLesson || !dragging) return;
            event.preventDefault();
            event.stopPropagation();
            dropLesson(actions, chapter, lessons.length);
          }}
          sx={{ mt: 2 }}
        >
          {lessons.length > 0 ? (
            <Box
              component="ol"
              aria-label={`${words.Lesson}s of ${label}`}
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
            >
              {lessons.map((lesson, i) => (
                <LessonRow key={lesson.id} chapter={chapter} lesson={lesson} index={i} actions={actions} />
              ))}
            </Box>
          ) : (
            <Box
              sx={{
                border: '2px dashed',
                borderColor:
                  spot?.type === 'lesson' && spot.chapterId === chapter.id ? 'primary.main' : 'divider',
                borderRadius: 3,
                p: 2,
              }}
            >
              <Typography color="text.secondary">
                {`No ${words.lessons} here yet. Add the first one: a text, a video, a reflection or a game.`}
              </Typography>
            </Box>
          )}
          <DropLine
            show={
              lessons.length > 0 &&
              spot?.type === 'lesson' &&
              spot.chapterId === chapter.id &&
              spot.index === lessons.length
            }
          />
          <Button
            id={addLessonButtonId(chapter.id)}
            startIcon={<AddRounded aria-hidden />}
            variant={lessons.length === 0 ? 'contained' : 'outlined'}
            onClick={() => actions.addLesson(chapter)}
            aria-label={`${lessons.length === 0 ? `Add the first ${words.lesson}` : `Add a ${words.lesson}`} to ${label}`}
            sx={{ mt: 1.5 }}
          >
            {lessons.length === 0 ? `Add the first ${words.lesson}` : `Add a ${words.lesson}`}
          </Button>
        </Box>
      </Paper>
    </li>
  );
}
