import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import PlayCircleRounded from '@mui/icons-material/PlayCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FamilyMeeting } from '@ye/contracts/live';
import { plural } from '../../../lib/format.ts';
import { kindWords } from '../words.ts';
import { formatSessionTime } from '../zoned-time.ts';
import { MeetingCover } from './host-meeting-card.tsx';

/** Places left, in plain words. */
export function placesLeft(meeting: Pick<FamilyMeeting, 'capacity' | 'registered_count'>): string {
  const left = Math.max(0, meeting.capacity - meeting.registered_count);
  return left === 0 ? 'Full: new registrations join the waitlist' : `${plural(left, 'place')} left`;
}

/**
 * One session on the families' page: when (in the parent's zone), who hosts it, places left, and what
 * the parent can do for the chosen child: register, cancel the place, add it to a calendar, or watch
 * the recording of a past one.
 */
export function FamilyMeetingCard({
  meeting,
  childName,
  timeZone,
  busy,
  onRegister,
  onUnregister,
  onCalendar,
}: {
  meeting: FamilyMeeting;
  childName: string;
  timeZone: string;
  busy: boolean;
  onRegister: () => void;
  onUnregister: () => void;
  onCalendar: () => void;
}) {
  const headingId = `family-meeting-${meeting.id}`;
  const past = meeting.status === 'ended' || new Date(meeting.ends_at).getTime() <= Date.now();
  const open = meeting.status === 'scheduled' && !past;
  const place = meeting.registration;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, borderRadius: 3, display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <MeetingCover meeting={meeting} size={88} />
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography id={headingId} component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {meeting.name}
        </Typography>
        <Typography>{formatSessionTime(meeting.starts_at, meeting.ends_at, timeZone)}</Typography>
        <Typography color="text.secondary">
          {`A ${kindWords(meeting.kind).one} with ${meeting.host.name} · ages ${meeting.age_min}–${meeting.age_max}`}
        </Typography>
        {meeting.description ? (
          <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>{meeting.description}</Typography>
        ) : null}
        {open ? <Typography sx={{ mt: 1, fontWeight: 600 }}>{placesLeft(meeting)}</Typography> : null}
        {meeting.status === 'live' ? (
          <Chip label="Live now" color="success" size="small" sx={{ mt: 1, fontWeight: 600 }} />
        ) : null}
        {place ? (
          <Chip
            label={place === 'registered' ? `${childName} is registered` : `${childName} is on the waitlist`}
            color={place === 'registered' ? 'success' : 'warning'}
            sx={{ mt: 1, fontWeight: 600, maxWidth: '100%' }}
          />
        ) : null}
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
          alignSelf: 'center',
          width: { xs: '100%', sm: 'auto' },
        }}
      >
        {past && meeting.video ? (
          <Button
            variant="contained"
            startIcon={<PlayCircleRounded />}
            href={meeting.video}
            target="_blank"
            rel="noopener"
            aria-label={`Watch the recording of “${meeting.name}”`}
          >
            Watch the recording
          </Button>
        ) : null}
        {open && !place ? (
          <Button
            variant="contained"
            onClick={onRegister}
            disabled={busy}
            aria-label={`Register ${childName} for “${meeting.name}”`}
          >
            {`Register ${childName}`}
          </Button>
        ) : null}
        {!past && place ? (
          <Button
            variant="outlined"
            startIcon={<EventAvailableRounded />}
            onClick={onCalendar}
            aria-label={`Add to calendar: “${meeting.name}”`}
          >
            Add to calendar
          </Button>
        ) : null}
        {open && place ? (
          <Button
            variant="outlined"
            color="error"
            onClick={onUnregister}
            disabled={busy}
            aria-label={`${place === 'registered' ? 'Cancel registration' : 'Leave the waitlist'} of ${childName}: “${meeting.name}”`}
          >
            {place === 'registered' ? 'Cancel registration' : 'Leave the waitlist'}
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}
