import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import ForumRounded from '@mui/icons-material/ForumRounded';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { InstructorBoard } from '@ye/contracts/discussion';
import { formatDate, plural } from '../../../lib/format.ts';

interface BoardCardProps {
  board: InstructorBoard;
  onOpen: (board: InstructorBoard) => void;
  onToggleClosed: (board: InstructorBoard) => void;
  onDelete: (board: InstructorBoard) => void;
  busy: boolean;
}

/** A board in the instructor's list: its course, prompt, state and how many posts wait. */
export function BoardCard({ board, onOpen, onToggleClosed, onDelete, busy }: BoardCardProps) {
  const closed = board.closed_at !== null;
  const headingId = `board-${board.id}-title`;
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography
          id={headingId}
          component="h3"
          sx={{ fontWeight: 700, fontSize: '1.1875rem', overflowWrap: 'anywhere', mr: 'auto' }}
        >
          {board.title}
        </Typography>
        {board.pending_count > 0 ? (
          <Chip size="small" color="yellow" label={`${board.pending_count} waiting`} />
        ) : null}
        <Chip
          size="small"
          variant="outlined"
          icon={closed ? <LockRounded /> : <LockOpenRounded />}
          label={closed ? 'Closed' : 'Open'}
        />
      </Box>
      <Typography color="text.secondary" sx={{ fontSize: '0.9375rem', mb: 1, overflowWrap: 'anywhere' }}>
        {`${board.course_title} · opened ${formatDate(board.created_at)} · ${plural(board.approved_count, 'approved post')}`}
      </Typography>
      <Typography
        sx={{
          mb: 2,
          overflowWrap: 'anywhere',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {board.prompt}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          startIcon={<ForumRounded />}
          onClick={() => onOpen(board)}
          aria-describedby={headingId}
          sx={{ minHeight: 44 }}
        >
          Open board
        </Button>
        <Button
          variant="outlined"
          startIcon={closed ? <LockOpenRounded /> : <LockRounded />}
          onClick={() => onToggleClosed(board)}
          disabled={busy}
          aria-describedby={headingId}
          sx={{ minHeight: 44 }}
        >
          {closed ? 'Reopen' : 'Close'}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineRounded />}
          onClick={() => onDelete(board)}
          disabled={busy}
          aria-describedby={headingId}
          sx={{ minHeight: 44 }}
        >
          Delete
        </Button>
      </Box>
    </Paper>
  );
}
