import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UnitWords } from '@ye/contracts/catalog';
import type { CompleteLessonResponse } from '@ye/contracts/learning';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ResultDialog } from './result-dialog.tsx';

interface LessonResultProps {
  result: CompleteLessonResponse;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  words: UnitWords;
  nextPath: string | null;
  mapPath: string;
  onPlayAgain?: () => void;
  /** Said at the top of the dialog (the preview says nothing was saved). */
  note?: ReactNode;
}

/** What the play earned: the dialog, and once it is closed, a way to see it again and go on. */
export function LessonResult({
  result,
  open,
  onOpen,
  onClose,
  words,
  nextPath,
  mapPath,
  onPlayAgain,
  note,
}: LessonResultProps) {
  return (
    <>
      {open ? null : (
        <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" color="secondary" size="large" onClick={onOpen}>
            See my stars
          </Button>
          {nextPath ? (
            <Button component={RouterLink} to={nextPath} variant="contained" color="secondary" size="large">
              Next {words.lesson}
            </Button>
          ) : null}
        </Box>
      )}
      <ResultDialog
        open={open}
        result={result}
        words={words}
        nextPath={nextPath}
        mapPath={mapPath}
        onClose={onClose}
        onPlayAgain={onPlayAgain}
        note={note}
      />
    </>
  );
}
