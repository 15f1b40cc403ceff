import AddRounded from '@mui/icons-material/AddRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import type { Meeting, MeetingKind } from '@ye/contracts/live';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ListEmpty, ListError, ListLoading, ListPages } from '../../../components/list-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { CONFIRM_PRESETS, type ConfirmOptions } from '../../../lib/dialogs.ts';
import { profileQueryOptions } from '../../../lib/profile.ts';
import { MEETINGS_PAGE_SIZE, type MeetingWhen, useCancelMeeting, useHostMeetings } from '../api.ts';
import { HostMeetingCard } from '../components/host-meeting-card.tsx';
import { MeetingFormDialog } from '../components/meeting-form-dialog.tsx';
import { kindWords } from '../words.ts';
import { zoneOrBrowser } from '../zoned-time.ts';

const TABS: { value: MeetingWhen; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
];

/** What cancelling asks: the spec's 'Delete Stream?' for a stream, the same question for a webinar. */
function cancelQuestion(kind: MeetingKind): ConfirmOptions {
  const told = 'and the families who registered are told by email. This cannot be undone.';
  return kind === 'livestream'
    ? {
        ...CONFIRM_PRESETS.deleteStream,
        message: `The live stream leaves your list and the families’ lists, ${told}`,
      }
    : {
        title: 'Delete Webinar?',
        message: `The webinar leaves your list and the families’ lists, ${told}`,
        confirmText: 'Yes, Delete',
        destructive: true,
      };
}

/**
 * /instructor/webinars and /instructor/webinars/livestreams: the host's sessions of one kind, upcoming
 * (soonest first) or past, paged (?page=1), with schedule, edit and delete (which cancels: decision 030).
 */
export function HostMeetingsPage({ kind }: { kind: MeetingKind }) {
  const words = kindWords(kind);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const when: MeetingWhen = params.get('when') === 'past' ? 'past' : 'upcoming';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useHostMeetings(kind, when, page);
  const profile = useQuery(profileQueryOptions());
  const timeZone = zoneOrBrowser(profile.data?.timezone);
  const confirm = useConfirm();
  const cancel = useCancelMeeting();
  const [form, setForm] = useState<{ meeting: Meeting | null } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const setQuery = (next: { when?: MeetingWhen; page?: number }) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next.when !== undefined) {
        if (next.when === 'past') out.set('when', 'past');
        else out.delete('when');
        out.set('page', '1');
      }
      if (next.page !== undefined) out.set('page', String(next.page));
      return out;
    });

  const onDelete = async (meeting: Meeting) => {
    if (!(await confirm(cancelQuestion(kind)))) return;
    setBusyId(meeting.id);
    try {
      const done = await cancel.mutateAsync(meeting.id).then(
        () => true,
        () => false,
      );
      if (done) toast.success(`“${meeting.name}” is deleted.`);
    } finally {
      setBusyId(null);
    }
  };

  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.count / MEETINGS_PAGE_SIZE)) : 1;
  // Deleting the last session of the last page: show the page before it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the answer changes
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.results.length === 0 && page > 1)
      setQuery({ page: pageCount });
  }, [data]);

  return (
    <Box>
      <PageHeader
        title={words.title}
        intro={
          kind === 'webinar'
            ? 'Live classes children join from home. Families register their children; you see who is coming.'
            : 'Live streams children watch as you broadcast. Families register their children; you see who is coming.'
        }
        action={
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setForm({ meeting: null })}>
            {words.schedule}
          </Button>
        }
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={when}
          onChange={(_, next: MeetingWhen) => setQuery({ when: next })}
          aria-label={`Upcoming and past ${words.many}`}
        >
          {TABS.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              label={t.label}
              id={`${id}-tab-${t.value}`}
              aria-controls={`${id}-panel`}
              sx={{ minHeight: 48, fontWeight: 600 }}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${when}`}>
        {list.isPending ? (
          <ListLoading label={`Loading your ${words.many}…`} height={120} />
        ) : list.isError ? (
          <ListError what={`your ${words.many}`} error={list.error} onRetry={() => list.refetch()} />
        ) : data && data.count === 0 ? (
          <ListEmpty
            icon={<EventRounded aria-hidden="true" sx={{ fontSize: 48, color: 'secondary.main' }} />}
            title={when === 'upcoming' ? `No upcoming ${words.many}` : `No past ${words.many} yet`}
          >
            {when === 'upcoming'
              ? `Choose “${words.schedule}” to pick a day and a time. Families see it on their webinars page.`
              : `${words.title} you have held will be listed here.`}
          </ListEmpty>
        ) : data ? (
          <>
            <Box
              component="ul"
              aria-label={`${when === 'upcoming' ? 'Upcoming' : 'Past'} ${words.many}`}
              aria-busy={list.isFetching || undefined}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
            >
              {data.results.map((m) => (
                <HostMeetingCard
                  key={m.id}
                  meeting={m}
                  timeZone={timeZone}
                  busy={busyId === m.id}
                  onEdit={() => setForm({ meeting: m })}
                  onDelete={() => void onDelete(m)}
                />
              ))}
            </Box>
            <ListPages
              label={`Pages of ${words.many}`}
              count={data.count}
              pageSize={MEETINGS_PAGE_SIZE}
              page={page}
              onPage={(next) => setQuery({ page: next })}
            />
          </>
        ) : null}
      </Box>
      <MeetingFormDialog
        open={form !== null}
        kind={kind}
        meeting={form?.meeting ?? null}
        timeZone={timeZone}
        onClose={() => setForm(null)}
      />
    </Box>
  );
}
