import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';

export interface ImpersonationBannerProps {
  email: string | null | undefined;
  onStop: () => void;
}

/** The banner's height (one line) and its gap to the bottom of the screen. */
const BANNER_HEIGHT = 44;
const BOTTOM_GAP = 10;

/**
 * Shown while an admin acts as a user: red, fixed at bottom centre, 10 px from the bottom. One line
 * at every width (a long email is cut with an ellipsis; screen readers hear all of it), and the page
 * gets room at its end so the banner never covers the last of its content.
 */
export function ImpersonationBanner({ email, onStop }: ImpersonationBannerProps) {
  const text = `Impersonating ${email ?? '…'}`;
  return (
    <>
      <GlobalStyles styles={{ body: { paddingBottom: BANNER_HEIGHT + BOTTOM_GAP * 2 } }} />
      <Box
        role="status"
        aria-live="polite"
        data-testid="impersonation-banner"
        sx={{
          position: 'fixed',
          bottom: `${BOTTOM_GAP}px`,
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: (t) => t.zIndex.snackbar + 1,
          bgcolor: '#B3261E',
          color: '#FFFFFF',
          borderRadius: 999,
          pl: { xs: 2, sm: 2.5 },
          pr: 0.75,
          height: BANNER_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 1, sm: 1.5 },
          boxShadow: 6,
          maxWidth: `calc(100vw - ${BOTTOM_GAP * 2}px)`,
          boxSizing: 'border-box',
        }}
      >
        <Typography
          component="span"
          noWrap
          title={text}
          sx={{ fontWeight: 600, minWidth: 0, fontSize: { xs: '0.875rem', sm: '1rem' } }}
        >
          {text}
        </Typography>
        <Button
          onClick={onStop}
          size="small"
          variant="contained"
          sx={{
            flexShrink: 0,
            borderRadius: 999,
            bgcolor: '#FFFFFF',
            color: '#B3261E',
            '&:hover': { bgcolor: '#FBE9E7' },
            '&.Mui-focusVisible': { outline: '3px solid #FFC83D' },
          }}
        >
          Stop
        </Button>
      </Box>
    </>
  );
}
