import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  LIVE_LIMITS,
  type Meeting,
  MeetingCreateRequest,
  type MeetingKind,
  type MeetingUpdateRequest,
} from '@ye/contracts/live';
import { validateCourseImage } from '@ye/contracts/uploads';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { UploadField } from '../../../components/upload-field.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { timeSlotOptions } from '../../../lib/time.ts';
import { gmtLabel, offsetMinutes, placeName } from '../../../lib/timezones.ts';
import { useCreateMeeting, useHostCourses, useUpdateMeeting } from '../api.ts';
import { kindWords } from '../words.ts';
import { durationOptions, nextSlot, wallClock, zonedInstant } from '../zoned-time.ts';

const COVER_ACCEPT = '.jpeg,.jpg,.png,.svg,image/jpeg,image/png,image/svg+xml';
const SLOTS = timeSlotOptions(LIVE_LIMITS.slotMinutes);
const DURATIONS = durationOptions();
const AGES = Array.from(
  { length: LIVE_LIMITS.ageMax - LIVE_LIMITS.ageMin + 1 },
  (_, i) => LIVE_LIMITS.ageMin + i,
);

export const PAST_START_MESSAGE = 'Please choose a start time in the future.';
export const MISSING_TIME_MESSAGE =
  'This time does not exist on that day in your time zone (the clocks change). Please choose another.';
const DATE_MESSAGE = 'Please choose the day.';

interface Values {
  name: string;
  description: string;
  cover_image: string | null;
  date: string;
  time: string;
  duration_minutes: string;
  age_min: string;
  age_max: string;
  capacity: string;
  course_id: string;
}

type Field = keyof Values;

function initialValues(meeting: Meeting | null, timeZone: string): Values {
  if (!meeting) {
    const slot = nextSlot(timeZone);
    return {
      name: '',
      description: '',
      cover_image: null,
      date: slot.date,
      time: slot.time,
      duration_minutes: '45',
      age_min: String(LIVE_LIMITS.ageMin),
      age_max: String(LIVE_LIMITS.ageMax),
      capacity: String(LIVE_LIMITS.defaultCapacity),
      course_id: '',
    };
  }
  const wall = wallClock(new Date(meeting.starts_at), timeZone);
  return {
    name: meeting.name,
    description: meeting.description,
    cover_image: meeting.cover_image,
    date: wall.date,
    time: wall.time,
    duration_minutes: String(meeting.duration_minutes),
    age_min: String(meeting.age_min),
    age_max: String(meeting.age_max),
    capacity: String(meeting.capacity),
    course_id: '',
  };
}

/** The API's field of a request (its zod path) as the form's field. */
const FIELD_OF: Record<string, Field> = {
  name: 'name',
  description: 'description',
  cover_image: 'cover_image',
  starts_at: 'time',
  duration_minutes: 'duration_minutes',
  capacity: 'capacity',
  age_min: 'age_min',
  age_max: 'age_max',
  course_id: 'course_id',
};

const numberOrText = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/**
 * Schedule or change a webinar or live stream: the day and a 15-minute slot in the host's time zone
 * (a select, never typed), length, ages, places, cover and, for a new one, a course. Checked with the
 * API's own rules (MeetingCreateRequest) so the words beside the fields are the API's.
 */
export function MeetingFormDialog({
  open,
  kind,
  meeting,
  timeZone,
  onClose,
}: {
  open: boolean;
  kind: MeetingKind;
  /** The session to change, or null to schedule a new one. */
  meeting: Meeting | null;
  timeZone: string;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const words = kindWords(kind);
  const title = meeting ? `Edit ${words.one}` : `Schedule a ${words.one}`;
  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (reason === 'escapeKeyDown') onClose();
      }}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="meeting-form-title"
    >
      <DialogTitle id="meeting-form-title" sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      {open ? (
        <MeetingForm
          key={meeting?.id ?? 'new'}
          kind={kind}
          meeting={meeting}
          timeZone={timeZone}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function MeetingForm({
  kind,
  meeting,
  timeZone,
  onClose,
}: {
  kind: MeetingKind;
  meeting: Meeting | null;
  timeZone: string;
  onClose: () => void;
}) {
  const words = kindWords(kind);
  const zone = meeting?.timezone ?? timeZone;
  const [defaults] = useState(() => initialValues(meeting, zone));
  const form = useForm<Values>({ defaultValues: defaults });
  const { register, control, handleSubmit, setError, formState } = form;
  const errors = formState.errors;
  const create = useCreateMeeting();
  const update = useUpdateMeeting();
  const courses = useHostCourses(meeting === null);
  const pending = create.isPending || update.isPending;
  const zoneLabel = `${placeName(zone)} (${gmtLabel(offsetMinutes(zone, new Date()) || 0)})`;

  const onSubmit = handleSubmit(async (values) => {
    if (!values.date) {
      setError('date', { message: DATE_MESSAGE });
      return;
    }
    const start = zonedInstant(values.date, values.time, zone);
    if (!start) {
      setError('time', { message: MISSING_TIME_MESSAGE });
      return;
    }
    const body = {
      name: values.name,
      description: values.description,
      kind,
      starts_at: start.toISOString(),
      duration_minutes: numberOrText(values.duration_minutes),
      timezone: zone,
      cover_image: values.cover_image,
      capacity: numberOrText(values.capacity),
      age_min: numberOrText(values.age_min),
      age_max: numberOrText(values.age_max),
      ...(meeting ? {} : { course_id: values.course_id || null }),
    };
    const checked = MeetingCreateRequest.safeParse(body);
    let bad = false;
    const seen = new Set<Field>();
    for (const issue of checked.success ? [] : checked.error.issues) {
      const field = FIELD_OF[String(issue.path[0])] ?? 'name';
      if (seen.has(field)) continue;
      seen.add(field);
      setError(field, { message: issue.message });
      bad = true;
    }
    const startChanged = !meeting || start.getTime() !== new Date(meeting.starts_at).getTime();
    if (startChanged && start.getTime() <= Date.now()) {
      setError('time', { message: PAST_START_MESSAGE });
      bad = true;
    }
    if (bad || !checked.success) return;

    try {
      if (meeting) {
        const change = changedFields(meeting, checked.data);
        if (Object.keys(change).length > 0) await update.mutateAsync({ id: meeting.id, body: change });
        toast.success(`“${checked.data.name}” is saved.`);
      } else {
        await create.mutateAsync(checked.data);
        toast.success(`“${checked.data.name}” is scheduled.`);
      }
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

  const select = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
        <TextField
          label="Name"
          required
          {...muiField(register('name'))}
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
          slotProps={{ htmlInput: { maxLength: LIVE_LIMITS.nameMax } }}
        />
        <TextField
          label="Description"
          multiline
          minRows={3}
          {...muiField(register('description'))}
          error={Boolean(errors.description)}
          helperText={errors.description?.message ?? 'What the children will do, in a few words.'}
        />
        <Controller
          control={control}
          name="cover_image"
          render={({ field }) => (
            <UploadField
              label="Cover image"
              purpose="cover"
              accept={COVER_ACCEPT}
              validate={validateCourseImage}
              value={field.value}
              onChange={(url) => field.onChange(url)}
              hint="JPEG, PNG or SVG, at most 5 MB. Optional."
              renderPreview={(url) => (
                <Box
                  component="img"
                  src={url}
                  alt={`The ${words.one}’s cover`}
                  sx={{
                    width: { xs: '100%', sm: 200 },
                    aspectRatio: '16 / 10',
                    objectFit: 'cover',
                    borderRadius: 2,
                  }}
                />
              )}
            />
          )}
        />
        {errors.cover_image ? (
          <Typography color="error" role="alert">
            {errors.cover_image.message}
          </Typography>
        ) : null}

        <Box>
          <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
            When
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {`Times are in your time zone, ${zoneLabel}. Sessions start on the quarter hour.`}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="Day"
              type="date"
              required
              {...muiField(register('date'))}
              error={Boolean(errors.date)}
              helperText={errors.date?.message}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="Start time"
              select
              required
              {...muiField(register('time'))}
              error={Boolean(errors.time)}
              helperText={errors.time?.message}
              slotProps={select}
            >
              {SLOTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </TextField>
            <TextField
              label="Length"
              select
              {...muiField(register('duration_minutes'))}
              error={Boolean(errors.duration_minutes)}
              helperText={errors.duration_minutes?.message}
              slotProps={select}
            >
              {DURATIONS.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </TextField>
            <TextField
              label="Places"
              type="number"
              {...muiField(register('capacity'))}
              error={Boolean(errors.capacity)}
              helperText={
                errors.capacity?.message ??
                `${LIVE_LIMITS.capacityMin} to ${LIVE_LIMITS.capacityMax}; more children join the waitlist.`
              }
              slotProps={{
                htmlInput: { min: LIVE_LIMITS.capacityMin, max: LIVE_LIMITS.capacityMax, step: 1 },
              }}
            />
          </Box>
        </Box>

        <Box>
          <Typography component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
            Who it is for
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr' } }}>
            <TextField
              label="Youngest age"
              select
              {...muiField(register('age_min'))}
              error={Boolean(errors.age_min)}
              helperText={errors.age_min?.message}
              slotProps={select}
            >
              {AGES.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </TextField>
            <TextField
              label="Oldest age"
              select
              {...muiField(register('age_max'))}
              error={Boolean(errors.age_max)}
              helperText={errors.age_max?.message}
              slotProps={select}
            >
              {AGES.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </TextField>
          </Box>
        </Box>

        {meeting ? null : (
          <TextField
            label="Course (optional)"
            select
            {...muiField(register('course_id'))}
            error={Boolean(errors.course_id)}
            helperText={
              errors.course_id?.message ?? 'Tie the session to one of your courses, if it belongs to one.'
            }
            slotProps={select}
          >
            <option value="">No course</option>
            {(courses.data?.results ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <SubmitButton pending={pending} fullWidth={false} size="medium">
          {meeting ? 'Save changes' : words.scheduleShort}
        </SubmitButton>
      </DialogActions>
    </Box>
  );
}

/** Only what the host changed, so an untouched start does not re-time the reminders. */
function changedFields(meeting: Meeting, next: MeetingCreateRequest): MeetingUpdateRequest {
  const out: MeetingUpdateRequest = {};
  if (next.name !== meeting.name) out.name = next.name;
  if ((next.description ?? '') !== meeting.description) out.description = next.description;
  if ((next.cover_image ?? null) !== meeting.cover_image) out.cover_image = next.cover_image ?? null;
  if (new Date(next.starts_at).getTime() !== new Date(meeting.starts_at).getTime())
    out.starts_at = next.starts_at;
  if (next.duration_minutes !== meeting.duration_minutes) out.duration_minutes = next.duration_minutes;
  if (next.capacity !== meeting.capacity) out.capacity = next.capacity;
  if (next.age_min !== meeting.age_min) out.age_min = next.age_min;
  if (next.age_max !== meeting.age_max) out.age_max = next.age_max;
  return out;
}
