import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import ArticleRounded from '@mui/icons-material/ArticleRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import PlayCircleRounded from '@mui/icons-material/PlayCircleRounded';
import PsychologyRounded from '@mui/icons-material/PsychologyRounded';
import SportsEsportsRounded from '@mui/icons-material/SportsEsportsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { LessonKind } from '@ye/contracts/catalog';
import type { StudioChapter, StudioLesson } from '@ye/contracts/studio';
import { type ReactNode, useRef } from 'react';
import { DragHandle, DropLine, smallIcon } from './drag-parts.tsx';
import { LessonMoveMenu } from './lesson-move-menu.tsx';
import { dropLesson, lessonFacts, lowerHalf, moveButtonId, type OutlineActions } from './outline.ts';

const KIND_ICON: Record<LessonKind, ReactNode> = {
  text: <ArticleRounded aria-hidden />,
  video: <PlayCircleRounded aria-hidden />,
  reflection: <PsychologyRounded aria-hidden />,
  game: <SportsEsportsRounded aria-hidden />,
};

export function LessonRow({
  chapter,
  lesson,
  index,
  actions,
}: {
  chapter: StudioChapter;
  lesson: StudioLesson;
  index: number;
  actions: OutlineActions;
}) {
  const { words, chapters, dragging, spot } = actions;
  const rowRef = useRef<HTMLLIElement>(null);
  const count = chapter.lessons.length;
  const others = chapters.filter((c) => c.id !== chapter.id);
  const name = `“${lesson.title}”`;
  const draggingLesson = dragging?.type === 'lesson';

  return (
    <li
      ref={rowRef}
      onDragOver={(event) => {
        if (!draggingLesson) return;
        event.preventDefault();
        event.stopPropagation();
        actions.setSpot({ type: 'lesson', chapterId: chapter.id, index: index + (lowerHalf(event) ? 1 : 0) });
      }}
      onDrop={(event) => {
        if (!draggingLesson || !dragging) return;
        event.preventDefault();
        event.stopPropagation();
        dropLesson(actions, chapter, index + (lowerHalf(event) ? 1 : 0));
      }}
    >
      <DropLine show={spot?.type === 'lesson' && spot.chapterId === chapter.id && spot.index === index} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          p: 1,
          borderRadius: 3,
          bgcolor: 'background.default',
          opacity: dragging?.id === lesson.id ? 0.5 : 1,
        }}
      >
        <DragHandle
          label={`Drag to move ${name}`}
          target={rowRef}
          onStart={() => actions.setDragging({ type: 'lesson', id: lesson.id })}
          onEnd={() => {
            actions.setDragging(null);
            actions.setSpot(null);
          }}
        />
        <Box sx={{ color: 'primary.main', display: 'flex' }}>{KIND_ICON[lesson.kind]}</Box>
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {`${index + 1}. ${lesson.title}`}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {lessonFacts(lesson)}
            </Typography>
            {lesson.kind === 'video' && !lesson.video_url ? (
              <Chip size="small" color="warning" variant="outlined" label="No video yet" />
            ) : null}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
          <Button
            startIcon={<EditRounded aria-hidden />}
            onClick={() => actions.editLesson(chapter, lesson)}
            aria-label={`Edit ${words.lesson} ${name}`}
          >
            Edit
          </Button>
          <IconButton
            id={moveButtonId(lesson.id, 'up')}
            aria-label={`Move ${name} up`}
            disabled={index === 0}
            onClick={() => actions.moveLesson(lesson, chapter.id, index, 'keyboard')}
            sx={smallIcon}
          >
            <ArrowUpwardRounded />
          </IconButton>
          <IconButton
            id={moveButtonId(lesson.id, 'down')}
            aria-label={`Move ${name} down`}
            disabled={index === count - 1}
            onClick={() => actions.moveLesson(lesson, chapter.id, index + 2, 'keyboard')}
            sx={smallIcon}
          >
            <ArrowDownwardRounded />
          </IconButton>
          {others.length > 0 ? (
            <LessonMoveMenu
              name={name}
              words={words}
              others={others}
              onMove={(c) => actions.moveLesson(lesson, c.id, c.lessons.length + 1, 'menu')}
            />
          ) : null}
          <IconButton
            aria-label={`Delete ${words.lesson} ${name}`}
            color="error"
            onClick={() => actions.deleteLesson(lesson)}
            sx={smallIcon}
          >
            <DeleteOutlineRounded />
          </IconButton>
        </Box>
      </Box>
    </li>
  );
}
