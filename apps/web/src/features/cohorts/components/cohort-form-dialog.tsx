import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  COHORT_LIMITS,
  type CohortCreateRequest,
  type CohortDetail,
  type EnrolmentMode,
} from '@ye/contracts/cohorts';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { groupTimeZones, supportedTimeZones } from '../../../lib/timezones.ts';
import { useCohortOrganizations, useCreateCohort, usePublishedCourses, useUpdateCohort } from '../api.ts';

const AGES = Array.from(
  { length: COHORT_LIMITS.ageMax - COHORT_LIMITS.ageMin + 1 },
  (_, i) => COHORT_LIMITS.ageMin + i,
);

export const ENROLMENT_LABELS: Record<EnrolmentMode, string> = {
  parent: 'Parents enrol their children',
  invite: 'Parents enrol with an invite code',
  staff: 'Only staff add children',
};

interface Values {
  name: string;
  description: string;
  timezone: string;
  starts_on: string;
  ends_on: string;
  capacity: string;
  age_min: string;
  age_max: string;
  enrolment: EnrolmentMode;
  /** '' for none. */
  organization_id: string;
  course_ids: string[];
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const today = () => new Date().toISOString().slice(0, 10);

function initial(cohort: CohortDetail | null): Values {
  return {
    name: cohort?.name ?? '',
    description: cohort?.description ?? '',
    timezone: cohort?.timezone ?? browserZone(),
    starts_on: cohort?.starts_on ?? today(),
    ends_on: cohort?.ends_on ?? '',
    capacity: cohort?.capacity == null ? '' : String(cohort.capacity),
    age_min: cohort?.age_min == null ? '' : String(cohort.age_min),
    age_max: cohort?.age_max == null ? '' : String(cohort.age_max),
    enrolment: cohort?.enrolment ?? 'parent',
    organization_id: cohort?.organization?.id ?? '',
    course_ids: cohort?.courses.map((c) => c.id) ?? [],
  };
}

const numberOrNull = (s: string) => (s.trim() === '' ? null : Number(s));

/** The cohort's fields as the API takes them (the courses only when creating). */
function toBody(v: Values, creating: boolean): CohortCreateRequest {
  return {
    name: v.name.trim(),
    description: v.description,
    timezone: v.timezone,
    starts_on: v.starts_on,
    ends_on: v.ends_on || null,
    capacity: numberOrNull(v.capacity),
    age_min: numberOrNull(v.age_min),
    age_max: numberOrNull(v.age_max),
    enrolment: v.enrolment,
    organization_id: v.organization_id || null,
    ...(creating ? { course_ids: v.course_ids } : {}),
  };
}

/** Create a cohort (with its courses) or edit one (cohortAction: create | edit). */
export function CohortFormDialog({
  open,
  cohort,
  onClose,
  onCreated,
}: {
  open: boolean;
  cohort: CohortDetail | null;
  onClose: () => void;
  onCreated?: (id: string) => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  // Fresh values each time the dialog opens.
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="cohort-form-title"
    >
      {open ? <CohortForm cohort={cohort} onClose={onClose} onCreated={onCreated} /> : null}
    </Dialog>
  );
}

function CohortForm({
  cohort,
  onClose,
  onCreated,
}: {
  cohort: CohortDetail | null;
  onClose: () => void;
  onCreated?: ((id: string) => void) | undefined;
}) {
  const creating = cohort === null;
  const id = useId();
  const [v, setV] = useState<Values>(() => initial(cohort));
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateCohort();
  const update = useUpdateCohort();
  const courses = usePublishedCourses(creating);
  const organizations = useCohortOrganizations(true);
  // The cohort's own organization stays a choice even when the caller is no longer a member of it.
  const orgChoices = [
    ...(organizations.data?.results ?? []),
    ...(cohort?.organization && !organizations.data?.results.some((o) => o.id === cohort.organization?.id)
      ? [cohort.organization]
      : []),
  ];
  const zones = useMemo(() => groupTimeZones(supportedTimeZones()), []);
  const pending = create.isPending || update.isPending;
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setV((old) => ({ ...old, [key]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (!v.name.trim()) return setProblem('Please give the cohort a name.');
    try {
      if (creating) {
        const made = await create.mutateAsync(toBody(v, true));
        toast.success(`“${made.name}” is created.`);
        onCreated?.(made.id);
      } else {
        const { course_ids: _courses, ...body } = toBody(v, false);
        await update.mutateAsync({ id: cohort.id, body });
        toast.success('Your changes are saved.');
      }
      onClose();
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <DialogTitle id="cohort-form-title">{creating ? 'New cohort' : 'Edit cohort'}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {problem ? (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        ) : null}
        <TextField
          label="Name"
          required
          value={v.name}
          onChange={(e) => set('name', e.target.value)}
          slotProps={{ htmlInput: { maxLength: COHORT_LIMITS.nameMax } }}
        />
        <TextField
          label="Description (optional)"
          multiline
          minRows={2}
          value={v.description}
          onChange={(e) => set('description', e.target.value)}
        />
        <TextField
          select
          label="Time zone"
          value={v.timezone}
          onChange={(e) => set('timezone', e.target.value)}
          slotProps={{ select: { native: true } }}
        >
          {zones.map((g) => (
            <optgroup key={g.region} label={g.region}>
              {g.zones.map((z) => (
                <option key={z.value} value={z.value}>
                  {z.label}
                </option>
              ))}
            </optgroup>
          ))}
        </TextField>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="Starts on"
            type="date"
            required
            value={v.starts_on}
            onChange={(e) => set('starts_on', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Ends on (optional)"
            type="date"
            value={v.ends_on}
            onChange={(e) => set('ends_on', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
          <TextField
            label="Places"
            type="number"
            value={v.capacity}
            onChange={(e) => set('capacity', e.target.value)}
            helperText="Empty: no limit"
            slotProps={{ htmlInput: { min: COHORT_LIMITS.capacityMin, max: COHORT_LIMITS.capacityMax } }}
          />
          <AgeSelect label="Youngest age" value={v.age_min} onChange={(x) => set('age_min', x)} />
          <AgeSelect label="Oldest age" value={v.age_max} onChange={(x) => set('age_max', x)} />
        </Box>
        <TextField
          select
          label="How children join"
          value={v.enrolment}
          onChange={(e) => set('enrolment', e.target.value as EnrolmentMode)}
          slotProps={{ select: { native: true } }}
        >
          {(Object.keys(ENROLMENT_LABELS) as EnrolmentMode[]).map((m) => (
            <option key={m} value={m}>
              {ENROLMENT_LABELS[m]}
            </option>
          ))}
        </TextField>
        {orgChoices.length > 0 ? (
          <TextField
            select
            label="Organization (optional)"
            value={v.organization_id}
            onChange={(e) => set('organization_id', e.target.value)}
            helperText="The school, club or provider the cohort belongs to: its staff can follow it."
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">None</option>
            {orgChoices.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </TextField>
        ) : null}
        {creating ? (
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
            <FormLabel component="legend" id={`${id}-courses`} sx={{ mb: 0.5 }}>
              Courses
            </FormLabel>
            {courses.isPending ? (
              <Typography color="text.secondary">Loading the courses…</Typography>
            ) : courses.isError ? (
              <Typography color="text.secondary">
                The courses could not be loaded. You can add them after creating the cohort.
              </Typography>
            ) : (
              <FormGroup sx={{ maxHeight: 220, overflowY: 'auto' }}>
                {(courses.data?.results ?? []).map((c) => (
                  <FormControlLabel
                    key={c.id}
                    control={
                      <Checkbox
                        checked={v.course_ids.includes(c.id)}
                        onChange={(e) =>
                          set(
                            'course_ids',
                            e.target.checked
                              ? [...v.course_ids, c.id]
                              : v.course_ids.filter((x) => x !== c.id),
                          )
                        }
                      />
                    }
                    label={c.title}
                  />
                ))}
              </FormGroup>
            )}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <SubmitButton pending={pending} fullWidth={false} size="medium">
          {creating ? 'Create cohort' : 'Save changes'}
        </SubmitButton>
      </DialogActions>
    </Box>
  );
}

/** An age from 6 to 14, or any. */
function AgeSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      // A native select always shows its value ("Any"): the label must sit above it, not over it.
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Any</option>
      {AGES.map((a) => (
        <option key={a} value={String(a)}>
          {a}
        </option>
      ))}
    </TextField>
  );
}
