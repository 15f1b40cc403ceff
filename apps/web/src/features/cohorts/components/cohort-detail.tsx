import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CohortCsvResult, CohortDetail, CohortStudent } from '@ye/contracts/cohorts';
import { MIN_GROUP_SIZE } from '@ye/contracts/insights';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ListError, ListLoading } from '../../../components/list-states.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { formatDate } from '../../../lib/format.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import {
  useAddAssistant,
  useAddByUsernames,
  useAddCourse,
  useCohort,
  useDownloadReport,
  usePublishedCourses,
  useRemoveAssistant,
  useRemoveCourse,
  useRemoveStudent,
} from '../api.ts';
import { ENROLMENT_LABELS } from './cohort-form-dialog.tsx';

const section = { p: { xs: 2, sm: 3 }, borderRadius: 3, mb: 3, minWidth: 0 } as const;
/** Columns a phone leaves out of the table: their words move under the child's name. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** One cohort: its courses, its children with their progress, the waitlist, adding and removing. */
export function CohortDetailView({
  id,
  onBack,
  onEdit,
}: {
  id: string;
  onBack: () => void;
  onEdit: (cohort: CohortDetail) => void;
}) {
  const cohort = useCohort(id);
  const report = useDownloadReport();
  const back = (
    <Button startIcon={<ArrowBackRounded />} onClick={onBack} sx={{ mb: 2 }}>
      All cohorts
    </Button>
  );
  if (cohort.isPending)
    return (
      <>
        {back}
        <ListLoading label="Loading the cohort…" height={100} />
      </>
    );
  if (cohort.isError)
    return (
      <>
        {back}
        <ListError what="this cohort" error={cohort.error} onRetry={() => cohort.refetch()} />
      </>
    );
  const c = cohort.data;
  // Providers and external admins follow their organization's cohorts without changing them.
  const readOnly = c.my_access === 'viewer';
  const enrolled = c.students.filter((s) => s.status === 'enrolled');
  const waiting = c.students.filter((s) => s.status === 'waitlisted');
  const activeThisWeek = enrolled.filter((s) => s.active_this_week).length;
  const average =
    enrolled.length > 0
      ? Math.round(enrolled.reduce((n, s) => n + s.progress_percent, 0) / enrolled.length)
      : 0;

  return (
    <Box>
      {back}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Box>
          <Typography component="h2" variant="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {c.name}
            {c.status === 'archived' ? (
              <Chip label="Archived" size="small" sx={{ ml: 1, verticalAlign: 'middle' }} />
            ) : null}
          </Typography>
          <Typography color="text.secondary">
            {formatDate(`${c.starts_on}T12:00:00Z`)}
            {c.ends_on ? ` – ${formatDate(`${c.ends_on}T12:00:00Z`)}` : ''} · {c.timezone} ·{' '}
            {c.age_min || c.age_max ? `ages ${c.age_min ?? 6} to ${c.age_max ?? 14}` : 'all ages'} ·{' '}
            {ENROLMENT_LABELS[c.enrolment]}
          </Typography>
          {c.invite_code ? (
            <Typography sx={{ mt: 0.5 }}>
              Invite code for parents: <strong>{c.invite_code}</strong>
            </Typography>
          ) : null}
          {c.organization ? (
            <Typography sx={{ mt: 0.5 }}>Organization: {c.organization.name}</Typography>
          ) : null}
          {c.description ? <Typography sx={{ mt: 1, maxWidth: 640 }}>{c.description}</Typography> : null}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {readOnly ? null : (
            <Button variant="outlined" startIcon={<EditRounded />} onClick={() => onEdit(c)}>
              Edit
            </Button>
          )}
          <Button
            variant="outlined"
            startIcon={<DownloadRounded />}
            disabled={report.isPending}
            onClick={() =>
              report.mutate(c, { onSuccess: () => toast.success('The progress report is downloaded.') })
            }
          >
            Export CSV
          </Button>
        </Box>
      </Box>

      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, mb: 3 }}
      >
        <Stat
          label="Children"
          value={c.capacity === null ? `${enrolled.length}` : `${enrolled.length} of ${c.capacity}`}
        />
        <Stat label="Waiting" value={String(waiting.length)} />
        <Stat label="Active this week" value={String(activeThisWeek)} />
        <Stat label="Average progress" value={`${average}%`} />
        <Stat label="Live sessions held" value={String(c.live_sessions)} />
      </Box>

      <SelfEsteem cohort={c} />
      <Staff cohort={c} />
      <Courses cohort={c} readOnly={readOnly} />
      <Children cohort={c} enrolled={enrolled} waiting={waiting} readOnly={readOnly} />
    </Box>
  );
}

/** "2 of 3" live sessions of the cohort's courses held so far; a dash while none was held. */
const live = (s: CohortStudent, c: CohortDetail) =>
  c.live_sessions === 0 ? '—' : `${s.live_attended} of ${c.live_sessions}`;

const week = (s: CohortStudent) =>
  s.active_this_week ? 'Active' : s.last_active_at ? `Last ${formatDate(s.last_active_at)}` : 'Not started';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>{value}</Typography>
    </Paper>
  );
}

/**
 * The group's self-esteem before and after the class began: a figure only from MIN_GROUP_SIZE
 * children with both surveys (as the impact analysis), never a child's own.
 */
function SelfEsteem({ cohort }: { cohort: CohortDetail }) {
  const s = cohort.self_esteem;
  const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="cohort-self-esteem" sx={section}>
      <Typography id="cohort-self-esteem" component="h3" variant="h6" sx={{ mb: 1 }}>
        Self-esteem before and after
      </Typography>
      {s.suppressed || s.mean_before === null || s.mean_after === null || s.mean_change === null ? (
        <Typography color="text.secondary">
          Shown once at least {MIN_GROUP_SIZE} children in the cohort have a survey from before it began and
          one after, so that no child’s answers can be told apart.{' '}
          {s.children === 0
            ? 'No child has both yet.'
            : `${s.children} ${s.children === 1 ? 'child has' : 'children have'} both so far.`}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
          <Stat label="Before (average)" value={`${s.mean_before}%`} />
          <Stat label="After (average)" value={`${s.mean_after}%`} />
          <Stat label="Change" value={`${signed(s.mean_change)} points`} />
          <Stat label="Children measured" value={String(s.children)} />
        </Box>
      )}
    </Paper>
  );
}

/** The lead and assistants; the lead (or an admin) adds an instructor by email and removes assistants. */
function Staff({ cohort }: { cohort: CohortDetail }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddAssistant();
  const remove = useRemoveAssistant();
  const confirm = useConfirm();
  const manages = cohort.my_access === 'lead' || cohort.my_access === 'admin';

  const onAdd = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (!email.trim()) return setProblem('Please give the instructor’s email address.');
    add.mutate(
      { id: cohort.id, email: email.trim() },
      {
        onSuccess: (m) => {
          toast.success(
            m.role === 'lead' ? `${m.name} leads this cohort already.` : `${m.name} assists this cohort.`,
          );
          setEmail('');
        },
        onError: (err) => setProblem(errorMessage(err)),
      },
    );
  };
  const onRemove = async (m: CohortDetail['staff'][number]) => {
    const ok = await confirm({
      title: `Remove ${m.name}?`,
      message: `${m.name} no longer sees this cohort, its children or their progress.`,
      confirmText: 'Yes, remove',
      destructive: true,
    });
    if (ok)
      remove.mutate(
        { id: cohort.id, userId: m.id },
        { onSuccess: () => toast.success(`${m.name} is removed from the staff.`) },
      );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-staff`} sx={section}>
      <Typography id={`${id}-staff`} component="h3" variant="h6" sx={{ mb: 1 }}>
        Staff
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, mb: manages ? 2 : 0, display: 'grid', gap: 1 }}
      >
        {cohort.staff.map((m) => (
          <Box
            component="li"
            key={m.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              justifyContent: 'space-between',
              flexWrap: 'wrap',
            }}
          >
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {m.name} <Chip size="small" label={m.role === 'lead' ? 'Lead' : 'Assistant'} sx={{ ml: 0.5 }} />
            </Typography>
            {manages && m.role === 'assistant' ? (
              <Button
                color="error"
                onClick={() => void onRemove(m)}
                aria-label={`Remove ${m.name} from the staff`}
              >
                Remove
              </Button>
            ) : null}
          </Box>
        ))}
      </Box>
      {manages ? (
        <Box
          component="form"
          noValidate
          onSubmit={onAdd}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            type="email"
            label="Assistant’s email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setProblem(null);
            }}
            error={problem !== null}
            helperText={
              problem ?? 'An instructor who helps run this cohort: they see its children and progress.'
            }
            sx={{ minWidth: { xs: '100%', sm: 280 }, flex: 1 }}
          />
          <Button type="submit" variant="contained" disabled={add.isPending}>
            Add assistant
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}

function Courses({ cohort, readOnly }: { cohort: CohortDetail; readOnly: boolean }) {
  const [courseId, setCourseId] = useState('');
  const all = usePublishedCourses(!readOnly);
  const add = useAddCourse();
  const remove = useRemoveCourse();
  const confirm = useConfirm();
  const options = (all.data?.results ?? []).filter((x) => !cohort.courses.some((c) => c.id === x.id));

  const onAdd = (e: FormEvent) => {
    e.preventDefault();
    if (!courseId) return;
    add.mutate(
      { id: cohort.id, courseId },
      {
        onSuccess: () => {
          toast.success('The course is added.');
          setCourseId('');
        },
      },
    );
  };
  const onRemove = async (course: { id: string; title: string }) => {
    const ok = await confirm({
      title: 'Remove this course?',
      message: `“${course.title}” leaves the cohort. The children keep the progress they made in it.`,
      confirmText: 'Yes, remove',
      destructive: true,
    });
    if (ok)
      remove.mutate(
        { id: cohort.id, courseId: course.id },
        { onSuccess: () => toast.success('The course is removed.') },
      );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="cohort-courses" sx={section}>
      <Typography id="cohort-courses" component="h3" variant="h6" sx={{ mb: 1 }}>
        Courses
      </Typography>
      {cohort.courses.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {readOnly ? 'No courses yet.' : 'No courses yet. Add the courses the children take together.'}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 1 }}>
          {cohort.courses.map((course) => (
            <Box
              component="li"
              key={course.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}
            >
              <Typography sx={{ overflowWrap: 'anywhere' }}>{course.title}</Typography>
              {readOnly ? null : (
                <Button
                  color="error"
                  onClick={() => void onRemove(course)}
                  aria-label={`Remove ${course.title}`}
                >
                  Remove
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
      {readOnly ? null : (
        <Box component="form" onSubmit={onAdd} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label="Add a course"
            value={courseId}
            onChange={(e) => setCourseId(e.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: { xs: '100%', sm: 240 }, flex: 1 }}
          >
            <option value="">{all.isPending ? 'Loading the courses…' : 'Choose a course'}</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.title}
              </option>
            ))}
          </TextField>
          <Button type="submit" variant="contained" disabled={!courseId || add.isPending}>
            Add course
          </Button>
        </Box>
      )}
    </Paper>
  );
}

function Children({
  cohort,
  enrolled,
  waiting,
  readOnly,
}: {
  cohort: CohortDetail;
  enrolled: CohortStudent[];
  waiting: CohortStudent[];
  readOnly: boolean;
}) {
  const [username, setUsername] = useState('');
  const [result, setResult] = useState<CohortCsvResult | null>(null);
  const addMany = useAddByUsernames();
  const remove = useRemoveStudent();
  const confirm = useConfirm();

  const send = (csv: string) =>
    addMany.mutate(
      { id: cohort.id, csv },
      {
        onSuccess: (r) => {
          setResult(r);
          if (r.added.length > 0)
            toast.success(
              `${r.added.length === 1 ? 'One child is' : `${r.added.length} children are`} added.`,
            );
          setUsername('');
        },
      },
    );
  const onAddOne = (e: FormEvent) => {
    e.preventDefault();
    if (username.trim()) send(username.trim());
  };
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > 50_000) return void toast.error('That file is too large: split it into smaller ones.');
    send(await file.text());
  };
  const onRemove = async (s: CohortStudent) => {
    const ok = await confirm({
      title: `Remove ${s.first_name}?`,
      message:
        s.status === 'enrolled'
          ? `${s.first_name} leaves the cohort and the first child waiting gets the place. Their progress stays.`
          : `${s.first_name} leaves the waitlist.`,
      confirmText: 'Yes, remove',
      destructive: true,
    });
    if (ok)
      remove.mutate(
        { id: cohort.id, childId: s.child_id },
        { onSuccess: () => toast.success(`${s.first_name} is removed.`) },
      );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="cohort-children" sx={section}>
      <Typography id="cohort-children" component="h3" variant="h6" sx={{ mb: 1 }}>
        Children
      </Typography>
      {readOnly ? null : (
        <>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
            <Box
              component="form"
              onSubmit={onAddOne}
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flex: 1 }}
            >
              <TextField
                size="small"
                label="Child’s username"
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                sx={{ minWidth: 200, flex: 1 }}
              />
              <Button type="submit" variant="contained" disabled={!username.trim() || addMany.isPending}>
                Add child
              </Button>
            </Box>
            <Button component="label" variant="outlined" disabled={addMany.isPending}>
              Add from a CSV file
              <input
                hidden
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                onChange={(e) => void onFile(e)}
              />
            </Button>
          </Box>
          <Typography color="text.secondary" sx={{ fontSize: '0.875rem', mb: 2 }}>
            A CSV file holds one username a line (a first line “username” is fine).
          </Typography>
        </>
      )}
      {result ? <CsvReport result={result} onClose={() => setResult(null)} /> : null}

      {enrolled.length === 0 ? (
        <Typography color="text.secondary">
          {readOnly
            ? 'No children yet.'
            : 'No children yet. Add them by username, or let parents enrol them.'}
        </Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Children and their progress">
            <TableHead>
              <TableRow>
                <TableCell>Child</TableCell>
                <TableCell>Progress</TableCell>
                <TableCell sx={wide}>This week</TableCell>
                <TableCell sx={wide}>Quiz score</TableCell>
                <TableCell sx={wide}>Live sessions</TableCell>
                {readOnly ? null : (
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      Actions
                    </Box>
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {enrolled.map((s) => (
                <TableRow key={s.child_id}>
                  <TableCell>
                    <Typography sx={{ fontWeight: 600 }}>{s.first_name}</Typography>
                    <Typography
                      color="text.secondary"
                      sx={{ fontSize: '0.8125rem', overflowWrap: 'anywhere' }}
                    >
                      {s.username}
                    </Typography>
                    <Typography
                      color="text.secondary"
                      sx={{ fontSize: '0.8125rem', display: { sm: 'none' } }}
                    >
                      {week(s)} · quiz {s.quiz_score_percent === null ? '—' : `${s.quiz_score_percent}%`} ·
                      live {live(s, cohort)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ minWidth: 110 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <LinearProgress
                        variant="determinate"
                        value={s.progress_percent}
                        aria-label={`${s.first_name}’s progress`}
                        sx={{ flex: 1, height: 8, borderRadius: 4 }}
                      />
                      <span>{s.progress_percent}%</span>
                    </Box>
                  </TableCell>
                  <TableCell sx={wide}>{week(s)}</TableCell>
                  <TableCell sx={wide}>
                    {s.quiz_score_percent === null ? '—' : `${s.quiz_score_percent}%`}
                  </TableCell>
                  <TableCell sx={wide}>{live(s, cohort)}</TableCell>
                  {readOnly ? null : (
                    <TableCell align="right">
                      <Button
                        color="error"
                        onClick={() => void onRemove(s)}
                        aria-label={`Remove ${s.first_name}`}
                      >
                        Remove
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
        Waitlist
      </Typography>
      {waiting.length === 0 ? (
        <Typography color="text.secondary">
          Nobody is waiting. When the cohort is full, new children wait here in order.
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {waiting.map((s) => (
            <li key={s.child_id}>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  justifyContent: 'space-between',
                  flexWrap: 'wrap',
                }}
              >
                <span>
                  {s.first_name}{' '}
                  <Typography component="span" color="text.secondary">
                    ({s.username})
                  </Typography>
                </span>
                {readOnly ? null : (
                  <Button
                    color="error"
                    onClick={() => void onRemove(s)}
                    aria-label={`Remove ${s.first_name} from the waitlist`}
                  >
                    Remove
                  </Button>
                )}
              </Box>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}

/** What adding by username did: added, already there, not found, refused, in plain words. */
function CsvReport({ result, onClose }: { result: CohortCsvResult; onClose: () => void }) {
  const lines: string[] = [];
  if (result.added.length > 0)
    lines.push(
      `Added: ${result.added.map((a) => (a.status === 'waitlisted' ? `${a.username} (on the waitlist)` : a.username)).join(', ')}.`,
    );
  if (result.already.length > 0) lines.push(`Already in the cohort: ${result.already.join(', ')}.`);
  if (result.not_found.length > 0) lines.push(`No child has the username: ${result.not_found.join(', ')}.`);
  for (const r of result.refused) lines.push(`${r.username}: ${r.reason}`);
  const ok = result.not_found.length === 0 && result.refused.length === 0;
  return (
    <Alert severity={ok ? 'success' : 'warning'} onClose={onClose} sx={{ mb: 2 }} role="status">
      {lines.map((l) => (
        <div key={l}>{l}</div>
      ))}
    </Alert>
  );
}
