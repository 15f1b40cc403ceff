import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import EmojiEmotionsRounded from '@mui/icons-material/EmojiEmotionsRounded';
import RadioButtonCheckedRounded from '@mui/icons-material/RadioButtonCheckedRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useId,
  useState,
} from 'react';
import { visuallyHidden } from '../../lib/visually-hidden.ts';

// Pieces every game shares: the live announcer, big tiles, progress and kind feedback.

const PURPLE = '#6A1B9A';
const GREEN = '#2E7D32';
/** Outline drawn around whatever has keyboard focus inside a game. */
export const focusRing = {
  '&.Mui-focusVisible, &:focus-visible': { outline: `3px solid ${PURPLE}`, outlineOffset: 3 },
} as const;

/** Gentle, and skipped for people who asked for less motion. */
export const bounceSx = {
  '@keyframes game-bounce': {
    '0%, 100%': { transform: 'translateX(0)' },
    '25%': { transform: 'translateX(-6px)' },
    '75%': { transform: 'translateX(6px)' },
  },
  animation: 'game-bounce 300ms ease-in-out 2',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;

type Announce = (message: string) => void;
const AnnounceContext = createContext<Announce>(() => {});

/** Says `message` through the game's polite live region (feedback, progress, phases). */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}

/** One polite live region per game; games call useAnnounce() instead of rendering their own. */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  // The same words twice in a row would not be read again, so the repeat gets an invisible space.
  const announce = useCallback<Announce>(
    (next) => setMessage((current) => (current === next ? `${next}\u00a0` : next)),
    [],
  );
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {message}
      </Box>
    </AnnounceContext.Provider>
  );
}

/**
 * Arrow keys (and Home/End) move focus between the tiles of one group, on top of Tab. Put it on the
 * element that holds the tiles.
 */
export function moveFocusWithArrows(event: KeyboardEvent<HTMLElement>) {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
  const edge = event.key === 'Home' ? 'first' : event.key === 'End' ? 'last' : null;
  if (step === undefined && edge === null) return;
  const tiles = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-game-tile]'));
  const current = tiles.indexOf(document.activeElement as HTMLElement);
  if (current < 0) return;
  event.preventDefault();
  const target =
    edge === 'first'
      ? 0
      : edge === 'last'
        ? tiles.length - 1
        : (current + (step as number) + tiles.length) % tiles.length;
  tiles[target]?.focus();
}

/**
 * How a tile looks and what it says besides its name. Each state has its own icon and words, never
 * only a colour.
 */
export type TileState = 'idle' | 'selected' | 'right' | 'tried' | 'resting';

interface TileProps {
  /** The words on the tile: also its whole accessible name, so tests and screen readers find it. */
  label: string;
  onClick: () => void;
  state?: TileState;
  /** A short visible status under the label ("Not this one", "Matched"), given as its description. */
  note?: string;
  /** For toggle tiles (pick a card, pick a word): reported as pressed or not. */
  pressed?: boolean;
  /** Not usable now, but still focusable so a keyboard user does not lose their place. */
  inactive?: boolean;
  /** A picture before the label (an emoji face): decorative, the label says it in words. */
  picture?: string;
  /** An icon shown while the tile is idle (other states show their own icon). */
  icon?: ReactNode;
  size?: 'normal' | 'large';
  ref?: RefObject<HTMLButtonElement | null>;
}

const STATE_STYLE: Record<TileState, { border: string; bg: string; borderStyle: string }> = {
  idle: { border: '#A3A5A0', bg: '#FFFFFF', borderStyle: 'solid' },
  selected: { border: PURPLE, bg: 'rgba(106, 27, 154, 0.09)', borderStyle: 'solid' },
  right: { border: GREEN, bg: 'rgba(46, 125, 50, 0.10)', borderStyle: 'solid' },
  tried: { border: '#7C7F7A', bg: '#F7F7F5', borderStyle: 'dashed' },
  resting: { border: '#C7C8C2', bg: '#FFFFFF', borderStyle: 'solid' },
};

function StateIcon({ state, size = 28 }: { state: TileState; size?: number }) {
  const sx = { fontSize: size, flexShrink: 0 };
  if (state === 'selected')
    return <RadioButtonCheckedRounded aria-hidden="true" sx={{ ...sx, color: PURPLE }} />;
  if (state === 'right') return <CheckCircleRounded aria-hidden="true" sx={{ ...sx, color: GREEN }} />;
  if (state === 'tried') return <CloseRounded aria-hidden="true" sx={{ ...sx, color: '#5F6368' }} />;
  return null;
}

/** A big rounded button for an answer, a card, a face or a word. At least 64 px tall. */
export function Tile({
  label,
  onClick,
  state = 'idle',
  note,
  pressed,
  inactive = false,
  picture,
  icon,
  size = 'normal',
  ref,
}: TileProps) {
  const noteId = useId();
  const look = STATE_STYLE[state];
  const centred = Boolean(picture) || size === 'large';
  return (
    <ButtonBase
      ref={ref}
      data-game-tile=""
      onClick={() => {
        if (!inactive) onClick();
      }}
      aria-pressed={pressed}
      aria-disabled={inactive || undefined}
      aria-describedby={note ? noteId : undefined}
      sx={{
        width: '100%',
        minHeight: size === 'large' ? 96 : 64,
        px: { xs: 1.5, sm: 2 },
        py: 1.5,
        gap: 1.5,
        display: 'flex',
        flexDirection: picture ? 'column' : 'row',
        justifyContent: centred ? 'center' : 'flex-start',
        alignItems: 'center',
        textAlign: centred ? 'center' : 'left',
        borderRadius: '18px',
        border: `3px ${look.borderStyle} ${look.border}`,
        bgcolor: look.bg,
        color: state === 'tried' || state === 'resting' ? 'text.secondary' : 'text.primary',
        fontFamily: 'inherit',
        fontSize: size === 'large' ? '1.25rem' : '1.125rem',
        fontWeight: state === 'selected' || state === 'right' || size === 'large' ? 700 : 600,
        lineHeight: 1.3,
        cursor: inactive ? 'default' : 'pointer',
        transition: 'border-color 150ms, background-color 150ms, transform 150ms',
        '&:hover': inactive ? {} : { borderColor: PURPLE },
        '&:active': inactive ? {} : { transform: 'scale(0.98)' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:active': { transform: 'none' } },
        ...focusRing,
      }}
    >
      {picture ? (
        <Box
          component="span"
          aria-hidden="true"
          sx={{ fontSize: size === 'large' ? '3rem' : '2.5rem', lineHeight: 1 }}
        >
          {picture}
        </Box>
      ) : state === 'idle' && icon ? (
        <Box component="span" aria-hidden="true" sx={{ display: 'flex', '& svg': { fontSize: 30 } }}>
          {icon}
        </Box>
      ) : note ? null : (
        // With a note, the state's icon goes on the note's line so the label keeps the whole width.
        <StateIcon state={state} />
      )}
      <Box
        component="span"
        sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'break-word' }}
      >
        <span>{label}</span>
        {note ? (
          <Box
            component="span"
            aria-hidden="true"
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: centred ? 'center' : 'flex-start',
              gap: 0.5,
              fontSize: '0.9375rem',
              fontWeight: 600,
            }}
          >
            <StateIcon state={state} size={22} />
            {note}
          </Box>
        ) : null}
      </Box>
      {note ? (
        <span id={noteId} hidden>
          {note}
        </span>
      ) : null}
    </ButtonBase>
  );
}

/** "Question 2 of 3" in words and as a bar. */
export function GameProgress({ label, value, total }: { label: string; value: number; total: number }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography sx={{ fontWeight: 600, fontSize: '1.125rem', mb: 0.75 }}>{label}</Typography>
      <LinearProgress
        variant="determinate"
        value={total > 0 ? (value / total) * 100 : 0}
        color="secondary"
        aria-label="Game progress"
        aria-valuetext={label}
        sx={{ height: 12, borderRadius: 6, bgcolor: 'rgba(106, 27, 154, 0.15)' }}
      />
    </Box>
  );
}

export type FeedbackTone = 'right' | 'try-again' | 'info';

/** The kind words every game says after a wrong pick. */
export const TRY_AGAIN = "Nice try! Let's look again.";

/** Kind words after an answer, with an icon and a heading word so the colour is never the only cue. */
export function Feedback({
  tone,
  title,
  children,
}: {
  tone: FeedbackTone;
  title: string;
  children?: ReactNode;
}) {
  const palette = {
    right: {
      border: GREEN,
      bg: 'rgba(46, 125, 50, 0.08)',
      icon: <CheckCircleRounded sx={{ color: GREEN }} />,
    },
    'try-again': { border: '#F28C28', bg: '#FFF6EC', icon: <ReplayRounded sx={{ color: '#8A4B0F' }} /> },
    info: {
      border: PURPLE,
      bg: 'rgba(106, 27, 154, 0.06)',
      icon: <EmojiEmotionsRounded sx={{ color: PURPLE }} />,
    },
  }[tone];
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        p: 2,
        borderRadius: '16px',
        borderLeft: `6px solid ${palette.border}`,
        bgcolor: palette.bg,
        '& svg': { fontSize: 32, flexShrink: 0 },
      }}
    >
      <Box component="span" aria-hidden="true" sx={{ display: 'flex' }}>
        {palette.icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>{title}</Typography>
        {children ? <Typography sx={{ fontSize: '1.0625rem', mt: 0.5 }}>{children}</Typography> : null}
      </Box>
    </Box>
  );
}
