import ChatBubbleRounded from '@mui/icons-material/ChatBubbleRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ReadAloudButton } from '../../../../components/read-aloud-button.tsx';

/** The teacher's question with its read-aloud, and a note when the board is closed. */
export function TeacherQuestion({ prompt, closed }: { prompt: string; closed: boolean }) {
  return (
    <>
      <Paper
        elevation={0}
        sx={{ p: { xs: 2, sm: 3 }, border: 3, borderColor: 'yellow.main', borderRadius: 4, mb: 3 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <ChatBubbleRounded aria-hidden sx={{ color: 'secondary.main' }} />
          <Typography component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
            Your teacher asks
          </Typography>
        </Box>
        <Typography sx={{ fontSize: { xs: '1.25rem', md: '1.375rem' }, mb: 2, overflowWrap: 'anywhere' }}>
          {prompt}
        </Typography>
        <ReadAloudButton text={prompt} label="Read the question aloud" />
      </Paper>

      {closed ? (
        <Box
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'center',
            p: 2,
            mb: 3,
            borderRadius: 3,
            bgcolor: 'grey.100',
          }}
        >
          <LockRounded aria-hidden />
          <Typography sx={{ fontSize: '1.125rem' }}>
            This board is closed now. You can still read what everyone shared.
          </Typography>
        </Box>
      ) : null}
    </>
  );
}
