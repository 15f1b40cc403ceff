import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { InstructorBoard } from '@ye/contracts/discussion';
import type { RefObject } from 'react';
import { formatDate, plural } from '../../../lib/format.ts';

interface BoardHeaderProps {
  board: InstructorBoard;
  /** The title, focused once the board has loaded. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  busy: boolean;
  onToggleClosed: () => void;
  onDelete: () => void;
}

/** A board's title, open or closed, counts of posts, prompt, and close / reopen / delete. */
export function BoardHeader({ board, headingRef, busy, onToggleClosed, onDelete }: BoardHeaderProps) {
  const closed = board.closed_at !== null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography
          ref={headingRef}
          tabIndex={-1}
          component="h2"
          variant="h5"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere', mr: 'auto' }}
        >
          {board.title}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          icon={closed ? <LockRounded /> : <LockOpenRounded />}
          label={closed ? `Closed ${formatDate(board.closed_at)}` : 'Open'}
        />
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {`${board.course_title} · ${plural(board.pending_count, 'post')} waiting · ${board.approved_count} approved · ${board.rejected_count} rejected`}
      </Typography>
      <Typography component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
        Prompt
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>{board.prompt}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={closed ? <LockOpenRounded /> : <LockRounded />}
          onClick={onToggleClosed}
          disabled={busy}
          sx={{ minHeight: 44 }}
        >
          {closed ? 'Reopen board' : 'Close board'}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineRounded />}
          onClick={onDelete}
          disabled={busy}
          sx={{ minHeight: 44 }}
        >
          Delete board
        </Button>
      </Box>
    </Paper>
  );
}
