import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import FlagRounded from '@mui/icons-material/FlagRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  type InstructorPost,
  type PostStatus,
  REPORT_REASON_LABELS,
  type ReportReason,
} from '@ye/contracts/discussion';
import { formatDate } from '../../../lib/format.ts';

export type Decision = 'approve' | 'reject';

// Filled chips: the yellow carries dark text and the green white text, both above 4.5:1.
const STATUS_CHIP: Record<PostStatus, { label: string; color: 'yellow' | 'green' | 'default' }> = {
  pending: { label: 'Waiting for you', color: 'yellow' },
  approved: { label: 'Approved', color: 'green' },
  rejected: { label: 'Rejected', color: 'default' },
};

interface ModerationPostProps {
  post: InstructorPost;
  /** In the queue: say which board and course the post is on. */
  showBoard?: boolean;
  onDecide: (post: InstructorPost, decision: Decision) => void;
  /** The post whose decision is being sent (its buttons wait). */
  busy: boolean;
}

/**
 * One post as the instructor moderates it: who wrote it (first name), when, the words, why the
 * filter held it, and Approve / Reject. A decided post can be changed (hide an approved post, or
 * approve a rejected one after all).
 */
export function ModerationPost({ post, showBoard = false, onDecide, busy }: ModerationPostProps) {
  const who = post.author.is_teacher
    ? `${post.author.first_name} (teacher)`
    : `${post.author.first_name} (shown as ${post.author.display_name})`;
  const reported = post.reports.length > 0;
  const headingId = `post-${post.id}-by`;
  const chip = STATUS_CHIP[post.status];
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderRadius: 3,
        borderLeft: 6,
        borderLeftColor: post.held_reason && post.status === 'pending' ? 'orange.main' : 'grey.300',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
          {who}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: '0.9375rem' }}>
          {formatDate(post.created_at)}
        </Typography>
        {showBoard ? null : <Chip size="small" label={chip.label} color={chip.color} />}
      </Box>
      {showBoard ? (
        <Typography color="text.secondary" sx={{ fontSize: '0.9375rem', mb: 1, overflowWrap: 'anywhere' }}>
          {`On “${post.board_title}” · ${post.course_title}`}
        </Typography>
      ) : null}
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '1.0625rem', mb: 1.5 }}>
        {post.body}
      </Typography>
      {reported ? (
        <Alert severity="error" icon={<FlagRounded fontSize="inherit" />} sx={{ mb: 1.5 }}>
          <strong>Reported by children.</strong>{' '}
          {post.reports
            .map((r) => `${REPORT_REASON_LABELS[r.reason as ReportReason] ?? r.reason} (${r.count})`)
            .join(' · ')}
        </Alert>
      ) : null}
      {post.held_reason ? (
        <Alert severity="warning" icon={<FlagRounded fontSize="inherit" />} sx={{ mb: 1.5 }}>
          <strong>Held by the word filter.</strong> {post.held_reason}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {post.status === 'approved' && reported ? (
          <Button
            variant="contained"
            startIcon={<CheckRounded />}
            onClick={() => onDecide(post, 'approve')}
            disabled={busy}
            aria-describedby={headingId}
            sx={{ minHeight: 44 }}
          >
            Keep it
          </Button>
        ) : null}
        {post.status !== 'approved' ? (
          <Button
            variant="contained"
            startIcon={<CheckRounded />}
            onClick={() => onDecide(post, 'approve')}
            disabled={busy}
            aria-describedby={headingId}
            sx={{ minHeight: 44 }}
          >
            {post.status === 'rejected' ? 'Approve after all' : 'Approve'}
          </Button>
        ) : null}
        {post.status !== 'rejected' ? (
          <Button
            variant="outlined"
            color="error"
            startIcon={<CloseRounded />}
            onClick={() => onDecide(post, 'reject')}
            disabled={busy}
            aria-describedby={headingId}
            sx={{ minHeight: 44 }}
          >
            {post.status === 'approved' ? 'Hide from children' : 'Reject'}
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}
