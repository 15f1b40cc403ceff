import GroupsRounded from '@mui/icons-material/GroupsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { FamilyCohort } from '@ye/contracts/cohorts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { FlagGate } from '../../../components/flag-gate.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { childListQueryOptions } from '../../../lib/family.ts';
import { formatDate } from '../../../lib/format.ts';
import { useEnrol, useFamilyCohorts, useWithdraw } from '../api.ts';
import { InviteCodeJoin } from '../components/invite-code-join.tsx';

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;
const day = (d: string) => formatDate(`${d}T12:00:00Z`);

/** /classes behind the `cohort` flag (decision 034). */
export default function FamilyClassesRoute() {
  return (
    <FlagGate flag="cohortFeatureFlagEnabled">
      <FamilyClassesPage />
    </FlagGate>
  );
}

/**
 * /classes: the classes (cohorts) open to the chosen child's age and the ones the child is in, with
 * enrol and withdraw (after a confirmation). Parents read "class", as their children do.
 */
export function FamilyClassesPage() {
  const [params, setParams] = useSearchParams();
  const children = useQuery({ ...childListQueryOptions(), meta: { skipErrorToast: true } });
  const kids = children.data ?? [];
  const child = kids.find((c) => c.child_id === params.get('child')) ?? kids[0];
  const list = useFamilyCohorts(child?.child_id);
  const enrol = useEnrol();
  const withdraw = useWithdraw();
  const confirm = useConfirm();
  const [busyId, setBusyId] = useState<string | null>(null);
  const name = child ? firstName(child.child_name) : '';

  const run = async (id: string, action: () => Promise<void>) => {
    setBusyId(id);
    try {
      await action();
    } catch {
      // The query client shows the API's words as a toast.
    } finally {
      setBusyId(null);
    }
  };
  const onEnrol = (c: FamilyCohort) =>
    run(c.id, async () => {
      if (!child) return;
      const { status } = await enrol.mutateAsync({ id: c.id, childId: child.child_id });
      toast.success(
        status === 'enrolled'
          ? `${name} has a place in “${c.name}”. We have sent you an email.`
          : `“${c.name}” is full, so ${name} is on the waitlist. If a place frees up, ${name} gets it and we email you.`,
      );
    });
  const onWithdraw = async (c: FamilyCohort) => {
    if (!child) return;
    const waiting = c.child_status === 'waitlisted';
    const ok = await confirm({
      title: waiting ? `Take ${name} off the waitlist?` : `Withdraw ${name} from this class?`,
      message: waiting
        ? `${name} will no longer wait for a place in “${c.name}”.`
        : `${name}’s place in “${c.name}” goes to the next child waiting. ${name} keeps the progress made in its courses.`,
      confirmText: waiting ? 'Yes, leave the waitlist' : 'Yes, withdraw',
      cancelText: waiting ? 'Keep waiting' : 'Keep the place',
      destructive: true,
    });
    if (!ok) return;
    await run(c.id, async () => {
      await withdraw.mutateAsync({ id: c.id, childId: child.child_id });
      toast.success(waiting ? `${name} has left the waitlist.` : `${name} has left “${c.name}”.`);
    });
  };

  const setChild = (childId: string) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      out.set('child', childId);
      return out;
    });

  return (
    <Box>
      <PageHeader
        title="Classes"
        intro="Small groups of children who take courses together with a teacher. Enrol your child in a class that fits their age."
        action={
          kids.length > 1 && child ? (
            <TextField
              select
              label="Child"
              value={child.child_id}
              onChange={(e) => setChild(e.target.value)}
              slotProps={{ select: { native: true } }}
              sx={{ minWidth: 200 }}
            >
              {kids.map((k) => (
                <option key={k.child_id} value={k.child_id}>
                  {k.child_name}
                </option>
              ))}
            </TextField>
          ) : null
        }
      />
      {child ? <InviteCodeJoin childId={child.child_id} childName={name} /> : null}
      {children.isPending || (child && list.isPending) ? (
        <ListLoading label="Loading the classes…" height={120} />
      ) : children.isError ? (
        <ListError what="your children" error={children.error} onRetry={() => children.refetch()} />
      ) : !child ? (
        <ListEmpty
          icon={<GroupsRounded aria-hidden="true" sx={{ fontSize: 48, color: 'secondary.main' }} />}
          title="No children yet"
        >
          Add a child from your dashboard, then come back to find a class for them.
        </ListEmpty>
      ) : list.isError ? (
        <ListError what="the classes" error={list.error} onRetry={() => list.refetch()} />
      ) : (list.data?.results.length ?? 0) === 0 ? (
        <ListEmpty
          icon={<GroupsRounded aria-hidden="true" sx={{ fontSize: 48, color: 'secondary.main' }} />}
          title={`No classes for ${name} yet`}
        >
          When a teacher opens a class for {name}’s age, it appears here.
        </ListEmpty>
      ) : (
        <Box
          component="ul"
          aria-label={`Classes for ${name}`}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
        >
          {list.data?.results.map((c) => (
            <Paper key={c.id} component="li" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {c.name}
                </Typography>
                {c.child_status === 'enrolled' ? (
                  <Chip color="success" label={`${name} is in this class`} size="small" />
                ) : c.child_status === 'waitlisted' ? (
                  <Chip color="warning" label={`${name} is on the waitlist`} size="small" />
                ) : null}
              </Box>
              <Typography color="text.secondary">
                From {day(c.starts_on)}
                {c.ends_on ? ` to ${day(c.ends_on)}` : ''}
                {c.lead ? ` · with ${c.lead}` : ''}
                {c.age_min || c.age_max ? ` · ages ${c.age_min ?? 6} to ${c.age_max ?? 14}` : ''}
                {c.places_left === null
                  ? ''
                  : c.places_left === 0
                    ? ' · full (waitlist open)'
                    : ` · ${c.places_left} ${c.places_left === 1 ? 'place' : 'places'} left`}
              </Typography>
              {c.description ? <Typography sx={{ mt: 1 }}>{c.description}</Typography> : null}
              {c.courses.length > 0 ? (
                <Typography sx={{ mt: 1 }}>
                  <strong>Courses:</strong> {c.courses.map((x) => x.title).join(', ')}
                </Typography>
              ) : null}
              <Box sx={{ mt: 2 }}>
                {c.child_status ? (
                  <Button
                    color="error"
                    variant="outlined"
                    disabled={busyId === c.id}
                    onClick={() => void onWithdraw(c)}
                  >
                    {c.child_status === 'waitlisted' ? 'Leave the waitlist' : `Withdraw ${name}`}
                  </Button>
                ) : c.enrolment === 'parent' ? (
                  <Button variant="contained" disabled={busyId === c.id} onClick={() => void onEnrol(c)}>
                    Enrol {name}
                  </Button>
                ) : c.enrolment === 'invite' ? (
                  <Typography color="text.secondary">
                    Enrol with the code the teacher gave you, above.
                  </Typography>
                ) : (
                  <Typography color="text.secondary">The teacher adds children to this class.</Typography>
                )}
              </Box>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
