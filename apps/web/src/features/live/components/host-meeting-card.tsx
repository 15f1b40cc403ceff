import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Meeting } from '@ye/contracts/live';
import { Link as RouterLink } from 'react-router';
import { plural } from '../../../lib/format.ts';
import { hostRoomPath } from '../../../lib/paths.ts';
import { STATUS_WORDS } from '../words.ts';
import { formatSessionTime } from '../zoned-time.ts';
import { AttendanceButton } from './attendance.tsx';

const STATUS_COLOR = {
  scheduled: 'primary',
  live: 'success',
  ended: 'default',
  cancelled: 'default',
} as const;

/** The session's cover, or a calendar for one without. */
export function MeetingCover({
  meeting,
  size = 96,
}: {
  meeting: Pick<Meeting, 'cover_image'>;
  size?: number;
}) {
  return meeting.cover_image ? (
    <Box
      component="img"
      src={meeting.cover_image}
      alt=""
      sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 2, flexShrink: 0 }}
    />
  ) : (
    <Box
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        borderRadius: 2,
        flexShrink: 0,
        bgcolor: 'secondary.light',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <EventRounded sx={{ fontSize: size / 2, color: 'secondary.dark' }} />
    </Box>
  );
}

/** One of the host's sessions: when (in the host's zone), status, places taken, edit and delete. */
export function HostMeetingCard({
  meeting,
  timeZone,
  busy,
  onEdit,
  onDelete,
}: {
  meeting: Meeting;
  timeZone: string;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const changeable = meeting.status === 'scheduled';
  const roomOpen = meeting.status === 'scheduled' || meeting.status === 'live';
  const headingId = `meeting-${meeting.id}-name`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, borderRadius: 3, display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <MeetingCover meeting={meeting} size={88} />
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {meeting.name}
          </Typography>
          <Chip
            size="small"
            label={STATUS_WORDS[meeting.status]}
            color={STATUS_COLOR[meeting.status]}
            sx={{ fontWeight: 600 }}
          />
        </Box>
        <Typography>{formatSessionTime(meeting.starts_at, meeting.ends_at, timeZone)}</Typography>
        <Typography color="text.secondary">
          {`${meeting.registered_count} of ${plural(meeting.capacity, 'place')} taken · ages ${meeting.age_min}–${meeting.age_max}`}
        </Typography>
      </Box>
      {roomOpen ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignSelf: 'center' }}>
          <Button
            component={RouterLink}
            to={hostRoomPath(meeting.id)}
            variant="contained"
            startIcon={<VideocamRounded />}
            aria-label={`Open the room of “${meeting.name}”`}
          >
            Open the room
          </Button>
        </Box>
      ) : null}
      {meeting.status === 'ended' ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignSelf: 'center' }}>
          <AttendanceButton meetingId={meeting.id} name={meeting.name} />
        </Box>
      ) : null}
      {changeable ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignSelf: 'center' }}>
          <Button
            variant="outlined"
            startIcon={<EditRounded />}
            onClick={onEdit}
            disabled={busy}
            aria-label={`Edit “${meeting.name}”`}
          >
            Edit
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlineRounded />}
            onClick={onDelete}
            disabled={busy}
            aria-label={`Delete “${meeting.name}”`}
          >
            Delete
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
