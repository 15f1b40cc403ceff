import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

export interface ImpersonationBannerProps {
  email: string | null | undefined;
  /** When the impersonation ends by itself (ISO); null when not known. */
  endsAt?: string | null;
  /** Why the admin started it (shown from the md breakpoint, and in the title). */
  reason?: string | null;
  onStop: () => void;
  /** Called once when `endsAt` has passed. */
  onExpire?: () => void;
}

/** "12 min left", "less than a minute left". */
export function timeLeft(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  return minutes < 1 ? 'less than a minute left' : `${minutes} min left`;
}

/** Milliseconds until `endsAt`, updated every second (null without an end). */
function useRemaining(endsAt: string | null | undefined): number | null {
  const end = endsAt ? Date.parse(endsAt) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(end)) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end]);
  return Number.isNaN(end) ? null : Math.max(0, end - now);
}

/** The banner's height (one line) and its gap to the bottom of the screen. */
const BANNER_HEIGHT = 44;
const BOTTOM_GAP = 10;

/**
 * Shown while an admin acts as a user: red, fixed at bottom centre, 10 px from the bottom. One line
 * at every width (a long email is cut with an ellipsis; screen readers hear all of it), and the page
 * gets room at its end so the banner never covers the last of its content.
 */
export function ImpersonationBanner({ email, endsAt, reason, onStop, onExpire }: ImpersonationBannerProps) {
  const text = `Impersonating ${email ?? '…'}`;
  const remaining = useRemaining(endsAt);
  const expired = remaining === 0;
  useEffect(() => {
    if (expired) onExpire?.();
  }, [expired, onExpire]);
  const left = remaining === null ? null : timeLeft(remaining);
  const title = [text, reason ? `Reason: ${reason}` : null, left].filter(Boolean).join(' · ');
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
          title={title}
          sx={{ fontWeight: 600, minWidth: 0, fontSize: { xs: '0.875rem', sm: '1rem' } }}
        >
          {text}
          {reason ? (
            <Box component="span" sx={{ display: { xs: 'none', md: 'inline' }, fontWeight: 400 }}>
              {` · ${reason}`}
            </Box>
          ) : null}
        </Typography>
        {left ? (
          <Typography
            component="span"
            data-testid="impersonation-time-left"
            sx={{ flexShrink: 0, whiteSpace: 'nowrap', fontSize: { xs: '0.8125rem', sm: '0.875rem' } }}
          >
            {left}
          </Typography>
        ) : null}
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
