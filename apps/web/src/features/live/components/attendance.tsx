import GroupsRounded from '@mui/icons-material/GroupsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { AttendanceResponse } from '@ye/contracts/live-room';
import { useState } from 'react';
import { ListError, ListLoading } from '../../../components/list-states.tsx';
import { api } from '../../../lib/api-client.ts';
import { plural } from '../../../lib/format.ts';

/**
 * Who the host let in and for how long (GET /v1/instructor/meetings/attendance/{id}): shown when the
 * session ends in the room, and later from the past sessions' list.
 */
export function AttendanceList({ meetingId, enabled = true }: { meetingId: string; enabled?: boolean }) {
  const attendance = useQuery({
    queryKey: ['live', 'attendance', meetingId],
    queryFn: ({ signal }) =>
      api.get<AttendanceResponse>(`/v1/instructor/meetings/attendance/${meetingId}`, { signal }),
    enabled,
  });
  if (attendance.isPending)
    return enabled ? <ListLoading label="Loading the attendance" height={32} /> : null;
  if (attendance.isError)
    return (
      <ListError what="the attendance" error={attendance.error} onRetry={() => void attendance.refetch()} />
    );
  const rows = attendance.data.attendance;
  if (rows.length === 0) return <Typography>No child was let in.</Typography>;
  return (
    <Box component="ul" aria-label="Attendance" sx={{ m: 0, pl: 3 }}>
      {rows.map((a) => (
        <li key={a.child_id}>
          {`${a.name}: ${plural(a.minutes, 'minute')}`}
          {a.visits > 1 ? ` (joined ${a.visits} times)` : ''}
        </li>
      ))}
    </Box>
  );
}

/** "Attendance" on a past session's card: the list in a dialog, loaded only when opened. */
export function AttendanceButton({ meetingId, name }: { meetingId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const titleId = `attendance-${meetingId}-title`;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<GroupsRounded />}
        onClick={() => setOpen(true)}
        aria-label={`Attendance of “${name}”`}
      >
        Attendance
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{`Attendance: ${name}`}</DialogTitle>
        <DialogContent>{open ? <AttendanceList meetingId={meetingId} /> : null}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
