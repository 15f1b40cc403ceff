import MicRounded from '@mui/icons-material/MicRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { useChildSpeaking } from './use-speaking.ts';

/**
 * The child's side of an invitation to speak (decision 031): a kind question with Yes and No thanks
 * (nothing is asked of the browser before Yes), then a calm "you are speaking" band with Stop.
 */
export function SpeakInvitation({ speaking }: { speaking: ReturnType<typeof useChildSpeaking> }) {
  const { invite, accept, decline, stop } = speaking;
  return (
    <>
      <Dialog open={invite !== null} onClose={decline} aria-labelledby="speak-title">
        <DialogTitle id="speak-title" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
          Your teacher invited you to speak.
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ fontSize: '1.25rem', color: 'text.primary' }}>
            {invite?.camera ? 'Turn on your microphone and camera?' : 'Turn on your microphone?'}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ gap: 1, p: 2, flexWrap: 'wrap' }}>
          <Button onClick={decline} size="large" variant="outlined" sx={{ minHeight: 56, minWidth: 140 }}>
            No thanks
          </Button>
          <Button
            onClick={() => void accept()}
            size="large"
            variant="contained"
            startIcon={<MicRounded />}
            sx={{ minHeight: 56, minWidth: 140 }}
          >
            Yes
          </Button>
        </DialogActions>
      </Dialog>
      {speaking.speaking ? (
        <Paper
          variant="outlined"
          sx={{
            p: 2,
            borderWidth: 3,
            borderColor: 'success.main',
            borderRadius: 3,
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            flexWrap: 'wrap',
          }}
        >
          <MicRounded aria-hidden="true" sx={{ fontSize: '2.5rem', color: 'success.dark' }} />
          <Box sx={{ flex: 1, minWidth: 180 }}>
            <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>You are speaking</Typography>
            <Typography>Your teacher can hear you.</Typography>
          </Box>
          <Button variant="contained" color="secondary" size="large" onClick={stop} sx={{ minHeight: 56 }}>
            Stop speaking
          </Button>
        </Paper>
      ) : null}
    </>
  );
}
