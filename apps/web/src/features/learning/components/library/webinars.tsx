import EventRounded from '@mui/icons-material/EventRounded';
import PlayCircleRounded from '@mui/icons-material/PlayCircleRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Library } from '@ye/contracts/learning';
import { LIVE_LIMITS } from '@ye/contracts/live';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { childRoomPath } from '../../../../lib/paths.ts';
import { SectionHeading } from '../section-heading.tsx';

/** The room opens this long before the start (decision 030: the join window). */
export const JOIN_EARLY_MS = 10 * 60_000;
/** The library gives no end: after the longest session a past one (a recording) has no Join. */
const LONGEST_MS = LIVE_LIMITS.durationMax * 60_000;

/** The time now, again every `everyMs`: the Join button opens by itself at its minute. */
function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;

/**
 * "Thursday, November 26 at 10:00 AM" ("Today at …", "Tomorrow at …"): a session's start on the
 * child's own clock.
 */
export function childSessionTime(startsAt: string, now: Date = new Date()): string {
  const at = new Date(startsAt);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(at);
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  if (dayKey(at) === dayKey(now)) return `Today at ${time}`;
  if (dayKey(at) === dayKey(tomorrow)) return `Tomorrow at ${time}`;
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' }).format(at);
  return `${day} at ${time}`;
}

const BIG_BUTTON = {
  minHeight: 56,
  px: 4,
  fontSize: '1.25rem',
  borderRadius: 28,
  width: { xs: '100%', sm: 'auto' },
};

type LibraryWebinar = Library['webinars'][number];

/** Past its longest possible end, a session is over: it is listed only for its recording. */
const isOver = (webinar: LibraryWebinar, now: number) =>
  now > new Date(webinar.starts_at).getTime() + LONGEST_MS;

/** A big Join button: a link to the room from 10 minutes before the start, until then greyed with when. */
function JoinButton({ webinar, now }: { webinar: LibraryWebinar; now: number }) {
  const start = new Date(webinar.starts_at).getTime();
  const open = now >= start - JOIN_EARLY_MS;
  return open ? (
    <Button
      component={RouterLink}
      to={childRoomPath(webinar.id)}
      variant="contained"
      color="secondary"
      size="large"
      startIcon={<VideocamRounded />}
      aria-label={`Join “${webinar.title}”`}
      sx={BIG_BUTTON}
    >
      Join
    </Button>
  ) : (
    <Box sx={{ width: { xs: '100%', sm: 'auto' }, textAlign: 'center' }}>
      <Button
        variant="contained"
        color="secondary"
        size="large"
        disabled
        startIcon={<VideocamRounded />}
        aria-label={`Join “${webinar.title}”`}
        sx={BIG_BUTTON}
      >
        Join
      </Button>
      <Typography sx={{ fontSize: '0.9375rem', color: 'text.secondary', mt: 0.5 }}>
        Opens 10 minutes before
      </Typography>
    </Box>
  );
}

/** A finished class the teacher recorded: "Watch again" shows the video in place, with its controls. */
function WatchAgain({ webinar }: { webinar: LibraryWebinar }) {
  const [open, setOpen] = useState(false);
  if (!webinar.video) return null;
  return (
    <>
      <Button
        variant="contained"
        color="secondary"
        size="large"
        startIcon={<PlayCircleRounded />}
        aria-expanded={open}
        // The visible words start the name (axe: label-content-name-mismatch), the class's name follows.
        aria-label={`${open ? 'Hide the video' : 'Watch again'}: “${webinar.title}”`}
        onClick={() => setOpen((was) => !was)}
        sx={BIG_BUTTON}
      >
        {open ? 'Hide the video' : 'Watch again'}
      </Button>
      {open ? (
        <Box
          component="video"
          src={webinar.video}
          controls
          preload="metadata"
          aria-label={`Recording of “${webinar.title}”`}
          sx={{ width: '100%', flexBasis: '100%', maxHeight: 360, borderRadius: 2, bgcolor: 'common.black' }}
        />
      ) : null}
    </>
  );
}

/**
 * The webinars the child's grown-up registered them for (decision 030): each with its day and time in
 * kind words, and a big Join button that opens 10 minutes before the start.
 */
export function Webinars({ webinars }: { webinars: Library['webinars'] }) {
  const now = useNow();
  return (
    <Box component="section" aria-labelledby="webinars-heading">
      <SectionHeading id="webinars-heading">My webinars</SectionHeading>
      {webinars.length === 0 ? (
        <Typography sx={{ fontSize: '1.125rem', color: 'text.secondary' }}>
          Webinars you join will appear here.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {webinars.map((w) => (
            <Paper
              component="li"
              key={w.id}
              elevation={0}
              aria-labelledby={`webinar-${w.id}`}
              sx={{
                p: 2,
                border: 2,
                borderColor: 'grey.200',
                display: 'flex',
                gap: 2,
                alignItems: 'center',
                flexWrap: 'wrap',
              }}
            >
              {w.cover_url ? (
                <Box
                  component="img"
                  src={w.cover_url}
                  alt=""
                  sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 2, flexShrink: 0 }}
                />
              ) : (
                <EventRounded
                  aria-hidden="true"
                  sx={{ fontSize: 48, color: 'secondary.main', flexShrink: 0 }}
                />
              )}
              <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
                <Typography
                  id={`webinar-${w.id}`}
                  component="h3"
                  sx={{ fontSize: '1.25rem', fontWeight: 700, overflowWrap: 'anywhere' }}
                >
                  {w.title}
                </Typography>
                <Typography sx={{ fontSize: '1.125rem' }}>{childSessionTime(w.starts_at)}</Typography>
                <Typography sx={{ fontSize: '1rem', color: 'text.secondary' }}>
                  {isOver(w, now)
                    ? 'Your teacher recorded this class. You can watch it again.'
                    : 'Your grown-up signed you up. See you there!'}
                </Typography>
              </Box>
              {isOver(w, now) ? <WatchAgain webinar={w} /> : <JoinButton webinar={w} now={now} />}
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
