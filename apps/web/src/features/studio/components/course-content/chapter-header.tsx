import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { StudioChapter } from '@ye/contracts/studio';
import { Link as RouterLink } from 'react-router';
import { plural } from '../../../../lib/format.ts';
import { chapterFormPath } from '../../../../lib/paths.ts';
import { DragHandle, smallIcon } from './drag-parts.tsx';
import { chapterHeadingId, moveButtonId, type OutlineActions } from './outline.ts';

/** A chapter card's top: its grip, heading, facts and the Edit, Move and Delete buttons. */
export function ChapterHeader({
  chapter,
  index,
  label,
  cardRef,
  actions,
}: {
  chapter: StudioChapter;
  index: number;
  /** "Chapter 2: Feelings" */
  label: string;
  cardRef: { current: HTMLElement | null };
  actions: OutlineActions;
}) {
  const { words, chapters, courseId } = actions;
  const name = `“${chapter.title}”`;
  const lessons = chapter.lessons;
  return (
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
  );
}
