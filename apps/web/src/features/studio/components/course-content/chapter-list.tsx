import AddRounded from '@mui/icons-material/AddRounded';
import ListAltRounded from '@mui/icons-material/ListAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CourseKind } from '@ye/contracts/catalog';
import { Link as RouterLink } from 'react-router';
import { chapterFormPath } from '../../../../lib/paths.ts';
import { ChapterCard } from './chapter-card.tsx';
import { DropLine } from './drag-parts.tsx';
import type { OutlineActions } from './outline.ts';

/** The course's chapters in order with Add a chapter, or the invitation to add the first one. */
export function ChapterList({
  kind,
  partsLabel,
  actions,
}: {
  kind: CourseKind;
  partsLabel: string;
  actions: OutlineActions;
}) {
  const { words, chapters, spot, courseId } = actions;
  if (chapters.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4, textAlign: 'center' }}>
        <ListAltRounded aria-hidden sx={{ fontSize: 56, color: 'purple.main', mb: 1 }} />
        <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
          {`Add your first ${words.chapter}`}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 560, mx: 'auto' }}>
          {kind === 'game'
            ? 'A game course is a journey of levels; each level holds missions: games, texts, videos and reflections. Start with the first level.'
            : 'A course is made of chapters; each chapter holds lessons: texts, videos, reflections and games. Start with the first chapter.'}
        </Typography>
        <Button
          component={RouterLink}
          to={chapterFormPath(courseId)}
          variant="contained"
          size="large"
          startIcon={<AddRounded aria-hidden />}
        >
          {`Add your first ${words.chapter}`}
        </Button>
      </Paper>
    );
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {`Children take them in this order. To change it, drag the grip at the left, or use the arrow buttons.`}
      </Typography>
      <Box
        component="ol"
        aria-label={partsLabel}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
      >
        {chapters.map((chapter, index) => (
          <ChapterCard key={chapter.id} chapter={chapter} index={index} actions={actions} />
        ))}
      </Box>
      <DropLine show={spot?.type === 'chapter' && spot.index === chapters.length} />
      <Button
        component={RouterLink}
        to={chapterFormPath(courseId)}
        variant="contained"
        size="large"
        startIcon={<AddRounded aria-hidden />}
        sx={{ mt: 3 }}
      >
        {`Add a ${words.chapter}`}
      </Button>
    </>
  );
}
