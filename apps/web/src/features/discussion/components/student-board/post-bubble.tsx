import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StudentPost } from '@ye/contracts/discussion';
import { ReadAloudButton } from '../../../../components/read-aloud-button.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { ReportButton } from './report-button.tsx';

export const WAITING_NOTE = 'Waiting for your teacher to check. Only you can see it for now.';

function authorName(post: StudentPost): string {
  if (post.author.is_me) return 'You';
  if (post.author.is_teacher) return `${post.author.first_name}, your teacher`;
  return post.author.first_name;
}

/** One post on the board: who wrote it and when, the words, and a read-aloud. */
export function PostBubble({ post }: { post: StudentPost }) {
  const name = authorName(post);
  return (
    <Paper
      component="article"
      aria-label={`${name} wrote`}
      elevation={0}
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderRadius: 4,
        border: 2,
        borderStyle: post.waiting ? 'dashed' : 'solid',
        borderColor: post.waiting ? 'grey.500' : post.author.is_teacher ? 'secondary.main' : 'grey.200',
        bgcolor: post.author.is_me ? 'offWhite.main' : 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography component="h3" sx={{ fontSize: '1.1875rem', fontWeight: 700 }}>
          {name}
        </Typography>
        <Typography sx={{ fontSize: '1rem', color: 'text.secondary' }}>
          {formatDate(post.created_at)}
        </Typography>
      </Box>
      <Typography sx={{ fontSize: '1.1875rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 1.5 }}>
        {post.body}
      </Typography>
      {post.waiting ? (
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'center',
            mb: 1.5,
            p: 1.25,
            borderRadius: 2,
            bgcolor: 'yellow.main',
            color: 'yellow.contrastText',
          }}
        >
          <HourglassTopRounded aria-hidden />
          <Typography sx={{ fontSize: '1.0625rem', fontWeight: 600 }}>{WAITING_NOTE}</Typography>
        </Box>
      ) : null}
      <ReadAloudButton
        text={`${name} wrote: ${post.body}`}
        label={post.author.is_me ? 'Listen to my post' : `Listen to ${name}`}
      />
      {post.author.is_me || post.waiting ? null : (
        <ReportButton postId={post.id} name={name} reported={post.reported_by_me} />
      )}
    </Paper>
  );
}
