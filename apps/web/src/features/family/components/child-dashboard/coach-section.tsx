import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { COACH_EXPLANATION, COACH_INTRO, type CoachReflection, type CoachSetting } from '@ye/contracts/coach';
import type { ChildProfile } from '@ye/contracts/family';
import { type ReactNode, useState } from 'react';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../../components/confirm-dialog.tsx';
import { PageNav } from '../../../../components/page-nav.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import { ChildSection } from './child-section.tsx';
import { ParentSwitch, SettingLoader } from './child-setting.tsx';
import {
  COACH_PAGE_SIZE,
  useCoachReflections,
  useCoachSetting,
  useDeleteCoachReflections,
  useSetCoach,
} from './coach-api.ts';

/**
 * The reflection helper (decision 051): the parent's switch, offered only when the service has a
 * helper and the child is 10 or more, and every transcript, so the parent reads what the child wrote
 * and what the helper answered.
 */
export function CoachSection({ child }: { child: ChildProfile }) {
  const setting = useCoachSetting(child.child_id);
  const name = child.name;
  return (
    <ChildSection id="coach-heading" title="Reflection helper">
      <SettingLoader
        query={setting}
        failed={`We could not load ${name}’s reflection helper setting just now.`}
      >
        {() => (setting.data ? <CoachSwitch child={child} setting={setting.data} /> : null)}
      </SettingLoader>
      <Transcripts childId={child.child_id} name={name} offered={setting.data?.available === true} />
    </ChildSection>
  );
}

function CoachSwitch({ child, setting }: { child: ChildProfile; setting: CoachSetting }) {
  const save = useSetCoach(child.child_id);
  const name = child.name;
  const descriptionId = `coach-${child.child_id}-explained`;

  if (setting.unavailable_reason === 'not_configured')
    return (
      <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
        Your school or the service has not turned the reflection helper on, so it is not offered to {name}.
      </Typography>
    );
  if (setting.unavailable_reason === 'too_young')
    return (
      <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
        The reflection helper is for children aged {setting.min_age} or more, so it is not offered to {name}{' '}
        yet.
      </Typography>
    );

  return (
    <Box>
      <ParentSwitch
        label={`Let ${name} reflect on lessons with a computer helper`}
        // While saving, the switch shows what the parent asked for.
        checked={save.isPending ? save.variables === true : setting.on}
        disabled={save.isPending}
        describedBy={descriptionId}
        onChange={(on) =>
          save.mutate(on, {
            onSuccess: (saved) =>
              toast.success(
                saved.on
                  ? `${name} can now reflect with the helper after a lesson.`
                  : `The reflection helper is off for ${name}. What they wrote before stays below.`,
              ),
            onError: () => toast.error('We could not save that just now. Please try again.'),
          })
        }
      />
      <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
        {COACH_EXPLANATION} {setting.on ? '' : 'It is off unless you turn it on.'}
      </Typography>
    </Box>
  );
}

/** `offered`: the switch can be on; when it cannot and nothing was kept, there is nothing to list. */
function Transcripts({ childId, name, offered }: { childId: string; name: string; offered: boolean }) {
  const [page, setPage] = useState(1);
  const list = useCoachReflections(childId, page);
  if (!offered && list.data?.count === 0) return null;

  let body: ReactNode;
  if (list.isPending)
    body = (
      <Box aria-busy="true">
        <Box component="span" sx={visuallyHidden}>
          Loading {name}’s reflections…
        </Box>
        <Skeleton variant="rounded" height={96} />
      </Box>
    );
  else if (list.isError)
    body = (
      <Box>
        <Typography sx={{ mb: 1 }}>We could not load {name}’s reflections just now.</Typography>
        <Button variant="outlined" onClick={() => list.refetch()}>
          Try again
        </Button>
      </Box>
    );
  else if (list.data.count === 0)
    body = <Typography color="text.secondary">{name} has not reflected with the helper yet.</Typography>;
  else
    body = (
      <>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {list.data.results.map((r) => (
            <Transcript key={r.id} reflection={r} name={name} />
          ))}
        </Box>
        <PageNav
          label={`Pages of ${name}’s reflections`}
          pageCount={Math.ceil(list.data.count / COACH_PAGE_SIZE)}
          page={page}
          onChange={setPage}
        />
        <DeleteTranscripts childId={childId} name={name} count={list.data.count} />
      </>
    );

  return (
    <Box sx={{ mt: 3 }}>
      <Typography component="h3" variant="h6" sx={{ mb: 1.5 }}>
        What {name} wrote to the helper
      </Typography>
      {body}
    </Box>
  );
}

/** Under the transcripts: every one can go at once, after a confirm; the switch stays as it is. */
function DeleteTranscripts({ childId, name, count }: { childId: string; name: string; count: number }) {
  const remove = useDeleteCoachReflections(childId);
  const confirm = useConfirm();

  const onDelete = async () => {
    const ok = await confirm({
      title: `Delete ${name}’s reflections?`,
      message: `This deletes ${count === 1 ? 'the reflection' : `all ${count} reflections`} ${name} wrote with the helper, and what the helper answered. You cannot undo this. The helper stays on or off as it is now.`,
      confirmText: 'Delete reflections',
      cancelText: 'Keep them',
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(undefined, {
      onSuccess: () => toast.success(`${name}’s reflections are deleted.`),
      onError: () => toast.error('We could not delete them just now. Please try again.'),
    });
  };

  return (
    <Button
      variant="outlined"
      color="error"
      sx={{ mt: 2 }}
      disabled={remove.isPending}
      onClick={() => void onDelete()}
    >
      {remove.isPending ? 'Deleting…' : 'Delete all reflections'}
    </Button>
  );
}

function Transcript({ reflection, name }: { reflection: CoachReflection; name: string }) {
  return (
    <Box component="li" sx={{ p: 2, borderRadius: 3, border: 1, borderColor: 'divider', minWidth: 0 }}>
      <Typography component="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {reflection.lesson_title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {formatDate(reflection.started_at)}
        {reflection.finished ? '' : ' · not finished'}
      </Typography>
      {/* The same intro opens every reflection: said once here instead of in full each time. */}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {name} was told first that the helper is a computer, not a person, and that you can read this.
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 1.5, display: 'grid', gap: 1 }}>
        {reflection.turns.map((t, i) =>
          t.role === 'helper' && t.text === COACH_INTRO ? null : (
            // Turns never move: their place in the transcript is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a transcript's turns are append-only
            <Box key={i} sx={{ minWidth: 0 }}>
              <Typography
                component="dt"
                variant="body2"
                sx={{ fontWeight: 700, color: t.role === 'child' ? 'text.primary' : 'text.secondary' }}
              >
                {t.role === 'child' ? name : 'Helper'}
              </Typography>
              <Typography
                component="dd"
                sx={{
                  m: 0,
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  ...(t.role === 'child'
                    ? { pl: 1.5, borderLeft: '4px solid', borderColor: 'yellow.main' }
                    : {}),
                }}
              >
                {t.text}
              </Typography>
              {t.note ? (
                <Typography
                  component="dd"
                  variant="body2"
                  color="text.secondary"
                  sx={{ m: 0, fontStyle: 'italic' }}
                >
                  {t.note}
                </Typography>
              ) : null}
            </Box>
          ),
        )}
      </Box>
    </Box>
  );
}
