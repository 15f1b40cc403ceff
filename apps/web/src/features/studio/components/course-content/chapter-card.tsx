import AddRounded from '@mui/icons-material/AddRounded';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import ArticleRounded from '@mui/icons-material/ArticleRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import DriveFileMoveRounded from '@mui/icons-material/DriveFileMoveRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import PlayCircleRounded from '@mui/icons-material/PlayCircleRounded';
import PsychologyRounded from '@mui/icons-material/PsychologyRounded';
import SportsEsportsRounded from '@mui/icons-material/SportsEsportsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { LessonKind, UnitWords } from '@ye/contracts/catalog';
import { GAME_TYPE_LABELS } from '@ye/contracts/games';
import type { StudioChapter, StudioLesson } from '@ye/contracts/studio';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { plural } from '../../../../lib/format.ts';
import { chapterFormPath } from '../../../../lib/paths.ts';

/** What is being dragged (React state: a dragover event cannot read the drag's data). */
export type Dragging = { type: 'chapter'; id: string } | { type: 'lesson'; id: string } | null;
/** Where a drop would land: before chapter `index`, or before lesson `index` of a chapter. */
export type DropSpot =
  | { type: 'chapter'; index: number }
  | { type: 'lesson'; chapterId: string; index: number }
  | null;

export interface OutlineActions {
  courseId: string;
  words: UnitWords;
  chapters: StudioChapter[];
  dragging: Dragging;
  spot: DropSpot;
  setDragging: (d: Dragging) => void;
  setSpot: (s: DropSpot) => void;
  /** `position` is 1-based; `how` says whether to put the focus back on the move buttons. */
  moveChapter: (chapter: StudioChapter, position: number, how: 'keyboard' | 'drag') => void;
  deleteChapter: (chapter: StudioChapter) => void;
  addLesson: (chapter: StudioChapter) => void;
  editLesson: (chapter: StudioChapter, lesson: StudioLesson) => void;
  moveLesson: (
    lesson: StudioLesson,
    chapterId: string,
    position: number,
    how: 'keyboard' | 'drag' | 'menu',
  ) => void;
  deleteLesson: (lesson: StudioLesson) => void;
}

export const chapterHeadingId = (id: string) => `chapter-heading-${id}`;
export const moveButtonId = (id: string, which: 'up' | 'down') => `move-${which}-${id}`;
export const addLessonButtonId = (chapterId: string) => `add-lesson-${chapterId}`;

const KIND_ICON: Record<LessonKind, ReactNode> = {
  text: <ArticleRounded aria-hidden />,
  video: <PlayCircleRounded aria-hidden />,
  reflection: <PsychologyRounded aria-hidden />,
  game: <SportsEsportsRounded aria-hidden />,
};
const KIND_LABEL: Record<LessonKind, string> = {
  text: 'Text',
  video: 'Video',
  reflection: 'Reflection',
  game: 'Game',
};

/** "Game: Quiz · 5 min" */
export function lessonFacts(lesson: StudioLesson): string {
  const kind =
    lesson.kind === 'game' && lesson.game_type
      ? `Game: ${GAME_TYPE_LABELS[lesson.game_type]}`
      : KIND_LABEL[lesson.kind];
  return `${kind} · ${lesson.duration_minutes} min`;
}

/** The new 1-based position of an item at `from` dropped before `index` (0 … n), or null if it stays. */
export function dropPosition(from: number, index: number): number | null {
  if (index === from || index === from + 1) return null;
  return index > from ? index : index + 1;
}

/** Before (upper half) or after (lower half) the element under the pointer. */
const lowerHalf = (event: DragEvent<HTMLElement>) => {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY > box.top + box.height / 2;
};

function DropLine({ show }: { show: boolean }) {
  return show ? (
    <Box aria-hidden sx={{ height: 4, borderRadius: 2, bgcolor: 'primary.main', my: 0.5 }} />
  ) : null;
}

/** The grip shown to mouse users; keyboard users have the Move buttons (it is hidden from them). */
function DragHandle({
  label,
  target,
  onStart,
  onEnd,
}: {
  label: string;
  target: { current: HTMLElement | null };
  onStart: () => void;
  onEnd: () => void;
}) {
  return (
    <Tooltip title={label}>
      <Box
        draggable
        aria-hidden
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', label);
          if (target.current) event.dataTransfer.setDragImage(target.current, 16, 16);
          onStart();
        }}
        onDragEnd={onEnd}
        sx={{
          cursor: 'grab',
          display: 'grid',
          placeItems: 'center',
          width: 32,
          minHeight: 40,
          color: 'text.secondary',
          borderRadius: 1,
          '&:hover': { bgcolor: 'action.hover' },
          '&:active': { cursor: 'grabbing' },
        }}
      >
        <DragIndicatorRounded />
      </Box>
    </Tooltip>
  );
}

const smallIcon = { width: 44, height: 44 } as const;

function LessonRow({
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
  const [menu, setMenu] = useState<HTMLElement | null>(null);
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
        const moving = chapters.flatMap((c) => c.lessons).find((l) => l.id === dragging.id);
        const at = index + (lowerHalf(event) ? 1 : 0);
        actions.setDragging(null);
        actions.setSpot(null);
        if (!moving) return;
        if (moving.chapter_id === chapter.id) {
          const position = dropPosition(moving.position - 1, at);
          if (position !== null) actions.moveLesson(moving, chapter.id, position, 'drag');
        } else actions.moveLesson(moving, chapter.id, at + 1, 'drag');
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
            <>
              <Tooltip title={`Move to another ${words.chapter}`}>
                <IconButton
                  aria-label={`Move ${name} to another ${words.chapter}`}
                  aria-haspopup="menu"
                  aria-expanded={menu ? 'true' : undefined}
                  onClick={(event) => setMenu(event.currentTarget)}
                  sx={smallIcon}
                >
                  <DriveFileMoveRounded />
                </IconButton>
              </Tooltip>
              <Menu
                anchorEl={menu}
                open={Boolean(menu)}
                onClose={() => setMenu(null)}
                slotProps={{ list: { 'aria-label': `Move ${name} to the end of` } }}
              >
                {others.map((c) => (
                  <MenuItem
                    key={c.id}
                    onClick={() => {
                      setMenu(null);
                      actions.moveLesson(lesson, c.id, c.lessons.length + 1, 'menu');
                    }}
                    sx={{ whiteSpace: 'normal', maxWidth: 360 }}
                  >
                    {`${words.Chapter} ${c.position}: ${c.title}`}
                  </MenuItem>
                ))}
              </Menu>
            </>
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
  const { words, chapters, dragging, spot, courseId } = actions;
  const cardRef = useRef<HTMLElement>(null);
  const name = `“${chapter.title}”`;
  const label = `${words.Chapter} ${index + 1}: ${chapter.title}`;
  const lessons = chapter.lessons;
  const draggingLesson = dragging?.type === 'lesson';

  const dropLessonAtEnd = (event: DragEvent<HTMLElement>) => {
    if (!draggingLesson || !dragging) return;
    event.preventDefault();
    event.stopPropagation();
    const moving = chapters.flatMap((c) => c.lessons).find((l) => l.id === dragging.id);
    actions.setDragging(null);
    actions.setSpot(null);
    if (!moving) return;
    if (moving.chapter_id === chapter.id) {
      const position = dropPosition(moving.position - 1, lessons.length);
      if (position !== null) actions.moveLesson(moving, chapter.id, position, 'drag');
    } else actions.moveLesson(moving, chapter.id, lessons.length + 1, 'drag');
  };

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
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <DragHandle
            label={`Drag to move ${words.chapter} ${name}`}
            target={cardRef}
            onStart={() => actions.setDragging({ type: 'chapter', id: chapter.id })}
            onEnd={() => {
              actions.setDragging(null);
              actions.setSpot(null);
            }}
          />
          <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
            <Typography
              id={chapterHeadingId(chapter.id)}
              component="h2"
              variant="h5"
              tabIndex={-1}
              sx={{
                fontSize: { xs: '1.15rem', sm: '1.3rem' },
                overflowWrap: 'anywhere',
                outline: 'none',
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              {label}
            </Typography>
            {chapter.description ? (
              <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {chapter.description}
              </Typography>
            ) : null}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {plural(lessons.length, words.lesson)}
              {lessons.length > 0 ? ` · ${lessons.reduce((sum, l) => sum + l.duration_minutes, 0)} min` : ''}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
            <Button
              component={RouterLink}
              to={chapterFormPath(courseId, chapter.id)}
              startIcon={<EditRounded aria-hidden />}
              aria-label={`Edit ${words.chapter} ${name}`}
            >
              Edit
            </Button>
            <IconButton
              id={moveButtonId(chapter.id, 'up')}
              aria-label={`Move ${words.chapter} ${name} up`}
              disabled={index === 0}
              onClick={() => actions.moveChapter(chapter, index, 'keyboard')}
              sx={smallIcon}
            >
              <ArrowUpwardRounded />
            </IconButton>
            <IconButton
              id={moveButtonId(chapter.id, 'down')}
              aria-label={`Move ${words.chapter} ${name} down`}
              disabled={index === chapters.length - 1}
              onClick={() => actions.moveChapter(chapter, index + 2, 'keyboard')}
              sx={smallIcon}
            >
              <ArrowDownwardRounded />
            </IconButton>
            <IconButton
              aria-label={`Delete ${words.chapter} ${name}`}
              color="error"
              onClick={() => actions.deleteChapter(chapter)}
              sx={smallIcon}
            >
              <DeleteOutlineRounded />
            </IconButton>
          </Box>
        </Box>

        <Box
          onDragOver={(event) => {
            if (!draggingLesson) return;
            event.preventDefault();
            event.stopPropagation();
            actions.setSpot({ type: 'lesson', chapterId: chapter.id, index: lessons.length });
          }}
          onDrop={dropLessonAtEnd}
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
