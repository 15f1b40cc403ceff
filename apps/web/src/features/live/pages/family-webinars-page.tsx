import EventRounded from '@mui/icons-material/EventRounded';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { FamilyMeeting } from '@ye/contracts/live';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ListEmpty, ListError, ListLoading, ListPages } from '../../../components/list-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { childListQueryOptions } from '../../../lib/family.ts';
import { profileQueryOptions } from '../../../lib/profile.ts';
import {
  MEETINGS_PAGE_SIZE,
  useDownloadCalendar,
  useFamilyMeetings,
  useRegister,
  useUnregister,
} from '../api.ts';
import { CalendarFeedPanel } from '../components/calendar-feed-panel.tsx';
import { FamilyMeetingCard } from '../components/family-meeting-card.tsx';
import { zoneOrBrowser } from '../zoned-time.ts';

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/**
 * /webinars: the sessions that fit the chosen child's age (a picker when there are several children),
 * upcoming first with places left, register (or the waitlist), cancel, add to a calendar; then past
 * sessions that have a recording.
 */
export default function FamilyWebinarsPage() {
  const [params, setParams] = useSearchParams();
  const children = useQuery({ ...childListQueryOptions(), meta: { skipErrorToast: true } });
  const kids = children.data ?? [];
  const asked = params.get('child');
  const child = kids.find((c) => c.child_id === asked) ?? kids[0];
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useFamilyMeetings(child?.child_id, page);
  const profile = useQuery(profileQueryOptions());
  const timeZone = zoneOrBrowser(profile.data?.timezone);
  const confirm = useConfirm();
  const register = useRegister();
  const unregister = useUnregister();
  const calendar = useDownloadCalendar();
  const [busyId, setBusyId] = useState<string | null>(null);
  const name = child ? firstName(child.child_name) : '';

  const run = async (meeting: FamilyMeeting, action: () => Promise<void>) => {
    setBusyId(meeting.id);
    try {
      await action();
    } catch {
      // The query client shows the API's words as a toast.
    } finally {
      setBusyId(null);
    }
  };

  const onRegister = (meeting: FamilyMeeting) =>
    run(meeting, async () => {
      if (!child) return;
      const { status } = await register.mutateAsync({ meetingId: meeting.id, childId: child.child_id });
      toast.success(
        status === 'registered'
          ? `${name} is registered for “${meeting.name}”.`
          : `“${meeting.name}” is full, so ${name} is on the waitlist. If a place frees up, ${name} gets it and you need do nothing.`,
      );
    });

  const onUnregister = async (meeting: FamilyMeeting) => {
    if (!child) return;
    const waiting = meeting.registration === 'waitlisted';
    const ok = await confirm({
      title: waiting ? `Take ${name} off the waitlist?` : `Cancel ${name}’s registration?`,
      message: waiting
        ? `${name} will no longer wait for a place in “${meeting.name}”.`
        : `${name}’s place in “${meeting.name}” goes to the next child waiting. You can register again while there are places.`,
      confirmText: waiting ? 'Yes, leave the waitlist' : 'Yes, cancel',
      cancelText: waiting ? 'Keep waiting' : 'Keep the place',
      destructive: true,
    });
    if (!ok) return;
    await run(meeting, async () => {
      await unregister.mutateAsync({ meetingId: meeting.id, childId: child.child_id });
      toast.success(
        waiting
          ? `${name} has left the waitlist.`
          : `${name}’s registration for “${meeting.name}” is cancelled.`,
      );
    });
  };

  const onCalendar = (meeting: FamilyMeeting) =>
    calendar.mutate(meeting, {
      onSuccess: () => toast.success(`“${meeting.name}” is downloaded for your calendar.`),
    });

  const setChild = (childId: string) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      out.set('child', childId);
      out.delete('page');
      return out;
    });

  const results = list.data?.results ?? [];
  // Over: ended by its host (perhaps early) or past its end; the server lists those only with a recording.
  const over = (m: FamilyMeeting) => m.status === 'ended' || new Date(m.ends_at).getTime() <= Date.now();
  const upcoming = results.filter((m) => !over(m));
  const recordings = results.filter(over);
  const card = (m: FamilyMeeting) => (
    <FamilyMeetingCard
      key={m.id}
      meeting={m}
      childName={name}
      timeZone={timeZone}
      busy={busyId === m.id}
      onRegister={() => void onRegister(m)}
      onUnregister={() => void onUnregister(m)}
      onCalendar={() => onCalendar(m)}
    />
  );

  return (
    <Box>
      <PageHeader
        title="Webinars"
        intro="Live classes with our instructors, for your child’s age. Register a place, add it to your calendar, and we remind you before it starts."
        action={
          kids.length > 1 && child ? (
            <TextField
              label="Webinars for"
              select
              value={child.child_id}
              onChange={(e) => setChild(e.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 200, width: { xs: '100%', sm: 'auto' } }}
            >
              {kids.map((c) => (
                <option key={c.child_id} value={c.child_id}>
                  {c.child_name}
                </option>
              ))}
            </TextField>
          ) : null
        }
      />
      {children.isPending || (child && list.isPending) ? (
        <ListLoading label="Loading the webinars…" height={120} />
      ) : children.isError ? (
        <ListError what="your children" error={children.error} onRetry={() => children.refetch()} />
      ) : !child ? (
        <ListEmpty
          icon={<EventRounded aria-hidden="true" sx={{ fontSize: 48, color: 'secondary.main' }} />}
          title="Add a child first"
        >
          Webinars are chosen for a child’s age. Add your child on the dashboard, then come back to register.
        </ListEmpty>
      ) : list.isError ? (
        <ListError what="the webinars" error={list.error} onRetry={() => list.refetch()} />
      ) : results.length === 0 ? (
        <ListEmpty
          icon={<EventRounded aria-hidden="true" sx={{ fontSize: 48, color: 'secondary.main' }} />}
          title={`No webinars for ${name} right now`}
        >
          When an instructor schedules a webinar for {name}’s age, it appears here.
        </ListEmpty>
      ) : (
        <Box aria-busy={list.isFetching || undefined} sx={{ display: 'grid', gap: 4 }}>
          {upcoming.length > 0 ? (
            <Box component="section" aria-labelledby="upcoming-webinars">
              <Typography id="upcoming-webinars" component="h2" variant="h5" sx={{ mb: 2 }}>
                Coming up
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
                {upcoming.map(card)}
              </Box>
            </Box>
          ) : null}
          {recordings.length > 0 ? (
            <Box component="section" aria-labelledby="recorded-webinars">
              <Typography id="recorded-webinars" component="h2" variant="h5" sx={{ mb: 2 }}>
                Past sessions to watch
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
                {recordings.map(card)}
              </Box>
            </Box>
          ) : null}
          <ListPages
            label="Pages of webinars"
            count={list.data?.count ?? 0}
            pageSize={MEETINGS_PAGE_SIZE}
            page={page}
            onPage={(next) =>
              setParams((current) => {
                const out = new URLSearchParams(current);
                out.set('page', String(next));
                return out;
              })
            }
          />
        </Box>
      )}
      {child ? (
        <Box sx={{ mt: 4 }}>
          <CalendarFeedPanel />
        </Box>
      ) : null}
    </Box>
  );
}
