import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { UnitWords } from '@ye/contracts/catalog';
import { type CompleteLessonResponse, levelForXp } from '@ye/contracts/learning';
import { type ReactNode, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { Stars } from '../course-map/stars.tsx';
import { CourseDoneNote, LevelUpNote, NewBadges } from './result-extras.tsx';

/** Kind words for the stars: every finish is worth cheering. */
export function cheerFor(stars: number): string {
  if (stars >= 3) return 'Amazing work!';
  if (stars === 2) return 'Great job!';
  return 'You did it!';
}

/** Whether this play moved the child up a level (the level before the play came from the XP before it). */
export function leveledUp(result: Pick<CompleteLessonResponse, 'level' | 'total_xp' | 'xp'>): boolean {
  return levelForXp(result.total_xp - result.xp).level < result.level;
}

interface ResultDialogProps {
  open: boolean;
  result: CompleteLessonResponse;
  words: UnitWords;
  /** Where "Next mission" goes; none when this was the last one. */
  nextPath: string | null;
  mapPath: string;
  onClose: () => void;
  /** Games can be played again from here. */
  onPlayAgain?: () => void;
  /** A line above the cheer (the instructor's preview says that nothing was saved). */
  note?: ReactNode;
}

/** What the child earned: stars, XP, new badges, a new level, and the celebration at the end of a course. */
export function ResultDialog({
  open,
  result,
  words,
  nextPath,
  mapPath,
  onClose,
  onPlayAgain,
  note,
}: ResultDialogProps) {
  const upgraded = leveledUp(result);
  // The way on gets focus once the dialog is in (autoFocus does not focus links): Enter goes to the next one.
  const primary = useRef<HTMLAnchorElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="result-title"
      maxWidth="sm"
      fullWidth
      // On a phone the stars and badges are taller than the screen: the whole dialog scrolls, buttons included.
      scroll="body"
      slotProps={{ transition: { onEntered: () => primary.current?.focus() } }}
    >
      <DialogContent sx={{ pt: 4, px: { xs: 2.5, sm: 5 }, textAlign: 'center' }}>
        {note ? (
          <Typography sx={{ fontSize: '1rem', color: 'text.secondary', mb: 1.5 }}>{note}</Typography>
        ) : null}
        <Typography
          id="result-title"
          component="h2"
          sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, fontWeight: 700, color: 'secondary.main' }}
        >
          {cheerFor(result.stars)}
        </Typography>
        <Typography sx={{ fontSize: '1.25rem', mb: 2 }}>{words.Lesson} complete.</Typography>
        <Box sx={{ fontSize: '1.375rem' }}>
          <Stars stars={result.stars} size={56} showText layout="column" />
        </Box>
        <Typography
          sx={{
            display: 'inline-block',
            mt: 2,
            px: 2.5,
            py: 0.75,
            borderRadius: 999,
            bgcolor: 'yellow.main',
            color: 'yellow.contrastText',
            fontSize: '1.375rem',
            fontWeight: 700,
          }}
        >
          +{result.xp} XP
        </Typography>

        {upgraded ? <LevelUpNote level={result.level} /> : null}
        {result.new_badges.length > 0 ? <NewBadges badges={result.new_badges} /> : null}
        {result.course_completed ? <CourseDoneNote /> : null}
      </DialogContent>
      <DialogActions
        sx={{
          px: { xs: 2.5, sm: 5 },
          pb: 3,
          gap: 1,
          flexWrap: 'wrap',
          justifyContent: 'center',
          '& > *': { m: '0 !important' },
        }}
      >
        {onPlayAgain ? (
          <Button variant="outlined" color="secondary" size="large" onClick={onPlayAgain}>
            Play again
          </Button>
        ) : null}
        <Button
          component={RouterLink}
          to={mapPath}
          ref={nextPath ? undefined : primary}
          variant="outlined"
          color="secondary"
          size="large"
        >
          Back to map
        </Button>
        {nextPath ? (
          <Button
            component={RouterLink}
            to={nextPath}
            ref={primary}
            variant="contained"
            color="secondary"
            size="large"
          >
            Next {words.lesson}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
