import type { SvgIconComponent } from '@mui/icons-material';
import CloseRounded from '@mui/icons-material/CloseRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import MapRounded from '@mui/icons-material/MapRounded';
import WavingHandRounded from '@mui/icons-material/WavingHandRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

interface Step {
  title: string;
  text: string;
  Icon: SvgIconComponent;
  color: string;
}

export function welcomeSteps(name: string): Step[] {
  return [
    {
      title: name ? `Welcome, ${name}!` : 'Welcome!',
      text: 'This is your own place to learn about feelings, friends and being you. We are so glad you are here.',
      Icon: WavingHandRounded,
      color: '#8A4B00',
    },
    {
      title: 'Play missions, collect stars',
      text: 'Every course is a map. Finish a mission to open the next one. Each mission gives you up to 3 stars and some XP.',
      Icon: MapRounded,
      color: '#6A1B9A',
    },
    {
      title: 'Your grown-up is on your team',
      text: 'Your grown-up can see how you are growing. What you write in your journal is just for you and your grown-up.',
      Icon: FavoriteRounded,
      color: '#1B5E20',
    },
  ];
}

interface WelcomeDialogProps {
  open: boolean;
  name: string;
  onClose: () => void;
}

/**
 * A friendly three-step introduction on a child's first visit. A modal dialog: focus stays inside,
 * Escape or "Skip" closes it, and "Let's go!" on the last step too.
 */
export function WelcomeDialog({ open, name, onClose }: WelcomeDialogProps) {
  const steps = welcomeSteps(name);
  const [index, setIndex] = useState(0);
  const step = steps[index] ?? steps[0];
  if (!step) return null;
  const last = index === steps.length - 1;
  const { Icon } = step;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="welcome-title"
      aria-describedby="welcome-text"
      maxWidth="sm"
      fullWidth
    >
      <IconButton
        onClick={onClose}
        aria-label="Close the welcome"
        sx={{ position: 'absolute', top: 8, right: 8, width: 48, height: 48 }}
      >
        <CloseRounded />
      </IconButton>
      <DialogContent sx={{ pt: 5, px: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 96,
            height: 96,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'offWhite.main',
            color: step.color,
          }}
        >
          <Icon sx={{ fontSize: 56 }} />
        </Box>
        <Typography
          id="welcome-title"
          component="h2"
          sx={{ fontSize: { xs: '1.625rem', sm: '2rem' }, fontWeight: 700, color: 'secondary.main', mb: 1.5 }}
        >
          {step.title}
        </Typography>
        <Typography id="welcome-text" sx={{ fontSize: '1.25rem', lineHeight: 1.5 }}>
          {step.text}
        </Typography>
        <Typography sx={{ mt: 3, fontSize: '1rem', color: 'text.secondary' }} aria-live="polite">
          Step {index + 1} of {steps.length}
        </Typography>
        <Box aria-hidden="true" sx={{ display: 'flex', justifyContent: 'center', gap: 1, mt: 1 }}>
          {steps.map((s, i) => (
            <Box
              key={s.title}
              sx={{
                width: i === index ? 28 : 12,
                height: 12,
                borderRadius: 6,
                bgcolor: i === index ? 'secondary.main' : 'grey.300',
                transition: 'width 150ms',
              }}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions
        sx={{ px: { xs: 3, sm: 5 }, pb: 3, gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}
      >
        {index === 0 ? (
          <Button onClick={onClose} color="inherit" size="large">
            Skip
          </Button>
        ) : (
          <Button onClick={() => setIndex(index - 1)} color="inherit" size="large">
            Back
          </Button>
        )}
        <Button
          variant="contained"
          color="secondary"
          size="large"
          autoFocus
          onClick={() => (last ? onClose() : setIndex(index + 1))}
        >
          {last ? "Let's go!" : 'Next'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
