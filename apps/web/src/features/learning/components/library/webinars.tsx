import EventRounded from '@mui/icons-material/EventRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Library } from '@ye/contracts/learning';
import { SectionHeading } from '../section-heading.tsx';

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

/**
 * The webinars the child's grown-up registered them for (decision 030): each with its day and time in
 * kind words. The room that opens 10 minutes before the start is built separately; until it exists
 * there is no Join button here (no dead links).
 */
export function Webinars({ webinars }: { webinars: Library['webinars'] }) {
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
              sx={{ p: 2, border: 2, borderColor: 'grey.200', display: 'flex', gap: 2, alignItems: 'center' }}
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
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  id={`webinar-${w.id}`}
                  component="h3"
                  sx={{ fontSize: '1.25rem', fontWeight: 700, overflowWrap: 'anywhere' }}
                >
                  {w.title}
                </Typography>
                <Typography sx={{ fontSize: '1.125rem' }}>{childSessionTime(w.starts_at)}</Typography>
                <Typography sx={{ fontSize: '1rem', color: 'text.secondary' }}>
                  Your grown-up signed you up. See you there!
                </Typography>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
