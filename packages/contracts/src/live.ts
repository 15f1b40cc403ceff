import { z } from 'zod';
import { isTimeZone } from './account.ts';
import { PageQuery, paginated, text } from './common.ts';

// Live learning (DESIGN §9, decision 030): webinars and live streams an instructor schedules,
// children's registrations (capacity and waitlist), reminders and calendars. The video room itself
// (slice B) and the pages (slice C) build on these shapes.
//
//   POST   /v1/instructor/meetings/create                      MeetingCreateRequest -> 201 Meeting
//   PATCH  /v1/instructor/meetings/update/{id}                 MeetingUpdateRequest -> Meeting
//   DELETE /v1/instructor/meetings/{id}                        -> 204 (cancels: decision 030)
//   GET    /v1/instructor/meetings/webinar/list?page=&kind=&when=   -> MeetingPage
//   GET    /v1/course/list/webinar?page=&child_id=             -> FamilyMeetingPage
//   POST   /v1/webinars/{id}/register {child_id}               -> 201 RegisterResponse
//   DELETE /v1/webinars/{id}/register/{child_id}               -> 204
//   GET    /v1/webinars/{id}/calendar.ics                      -> text/calendar

export const MEETING_KINDS = ['webinar', 'livestream'] as const;
export const MeetingKind = z.enum(MEETING_KINDS);
export type MeetingKind = z.infer<typeof MeetingKind>;

export const MEETING_STATUSES = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export const MeetingStatus = z.enum(MEETING_STATUSES);
export type MeetingStatus = z.infer<typeof MeetingStatus>;

export const REGISTRATION_STATUSES = ['registered', 'waitlisted'] as const;
export const RegistrationStatus = z.enum(REGISTRATION_STATUSES);
export type RegistrationStatus = z.infer<typeof RegistrationStatus>;

/** The rules of a session, in one place for the API and the forms. */
export const LIVE_LIMITS = {
  /** Sessions start on a 15-minute slot (spec §5, §9), in every time zone (all offsets are multiples of 15). */
  slotMinutes: 15,
  durationMin: 15,
  durationMax: 180,
  capacityMin: 1,
  capacityMax: 500,
  defaultCapacity: 30,
  /** Children are 6 to 14 (DESIGN privacy); a session without an age range is for all of them. */
  ageMin: 6,
  ageMax: 14,
  nameMax: 120,
  descriptionMax: 5000,
} as const;

/** True when an instant is on a 15-minute slot: 10:00, 10:15, 10:30, 10:45, with no seconds. */
export function isOnSlot(instant: Date): boolean {
  const ms = instant.getTime();
  return Number.isFinite(ms) && ms % (LIVE_LIMITS.slotMinutes * 60 * 1000) === 0;
}

export const SLOT_MESSAGE =
  'Please choose a start time on a 15-minute step, such as 10:00, 10:15, 10:30 or 10:45.';
const TIMEZONE_MESSAGE = 'Please choose a time zone from the list.';
const AGES_MESSAGE = 'The youngest age must not be above the oldest age.';

/** A session as every caller sees it (pinned). Times are ISO 8601 in UTC; `timezone` is the host's. */
export const Meeting = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  kind: MeetingKind,
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  timezone: z.string(),
  cover_image: z.string().nullable(),
  /** The recording's address once there is one (slice B), else null. */
  video: z.string().nullable(),
  status: MeetingStatus,
  capacity: z.number().int(),
  registered_count: z.number().int(),
  age_min: z.number().int(),
  age_max: z.number().int(),
  host: z.object({ id: z.string(), name: z.string() }),
});
export type Meeting = z.infer<typeof Meeting>;

const Name = text()
  .trim()
  .min(1, 'Please give the session a name.')
  .max(LIVE_LIMITS.nameMax, `The name must be at most ${LIVE_LIMITS.nameMax} characters long.`);
const Description = text().max(
  LIVE_LIMITS.descriptionMax,
  `The description must be at most ${LIVE_LIMITS.descriptionMax} characters long.`,
);
const StartsAt = z.iso
  .datetime({
    offset: true,
    error: 'Please give the start as a date and time, such as 2026-12-01T16:00:00Z.',
  })
  .refine((s) => isOnSlot(new Date(s)), SLOT_MESSAGE);
const Duration = z
  .number({ error: 'Please give the length in minutes.' })
  .int('Please give the length in whole minutes.')
  .min(LIVE_LIMITS.durationMin, `A session lasts at least ${LIVE_LIMITS.durationMin} minutes.`)
  .max(LIVE_LIMITS.durationMax, `A session lasts at most ${LIVE_LIMITS.durationMax} minutes.`);
const TimeZone = z.string({ error: TIMEZONE_MESSAGE }).refine(isTimeZone, TIMEZONE_MESSAGE);
/** An uploaded cover's file_url (generate-upload-url) or one of the platform's covers. */
const CoverImage = text()
  .trim()
  .max(500, 'The cover address is too long.')
  .refine(
    (s) => /^(\/|https?:\/\/)/.test(s),
    'The cover must be an uploaded image or one of the platform’s covers.',
  )
  .nullable();
const Capacity = z
  .number({ error: 'Please give the number of places.' })
  .int('Please give a whole number of places.')
  .min(LIVE_LIMITS.capacityMin, 'A session has at least one place.')
  .max(LIVE_LIMITS.capacityMax, `A session has at most ${LIVE_LIMITS.capacityMax} places.`);
const Age = (which: string) =>
  z
    .number({ error: `Please give the ${which} age.` })
    .int(`Please give the ${which} age in whole years.`)
    .min(LIVE_LIMITS.ageMin, `Sessions are for children aged ${LIVE_LIMITS.ageMin} to ${LIVE_LIMITS.ageMax}.`)
    .max(
      LIVE_LIMITS.ageMax,
      `Sessions are for children aged ${LIVE_LIMITS.ageMin} to ${LIVE_LIMITS.ageMax}.`,
    );

const agesInOrder = (b: { age_min?: number; age_max?: number }) =>
  b.age_min === undefined || b.age_max === undefined || b.age_min <= b.age_max;

/** POST /v1/instructor/meetings/create (pinned fields). */
export const MeetingCreateRequest = z
  .object({
    name: Name,
    description: Description.optional(),
    kind: MeetingKind,
    starts_at: StartsAt,
    duration_minutes: Duration,
    timezone: TimeZone,
    cover_image: CoverImage.optional(),
    capacity: Capacity.optional(),
    age_min: Age('youngest').optional(),
    age_max: Age('oldest').optional(),
    course_id: z.uuid('course_id must be the id of one of your courses.').nullable().optional(),
  })
  .refine(agesInOrder, { message: AGES_MESSAGE, path: ['age_min'] });
export type MeetingCreateRequest = z.infer<typeof MeetingCreateRequest>;

/** PATCH /v1/instructor/meetings/update/{id}: any of the create fields. */
export const MeetingUpdateRequest = z
  .object({
    name: Name.optional(),
    description: Description.optional(),
    kind: MeetingKind.optional(),
    starts_at: StartsAt.optional(),
    duration_minutes: Duration.optional(),
    timezone: TimeZone.optional(),
    cover_image: CoverImage.optional(),
    capacity: Capacity.optional(),
    age_min: Age('youngest').optional(),
    age_max: Age('oldest').optional(),
    course_id: z.uuid('course_id must be the id of one of your courses.').nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Please send at least one field to change.')
  .refine(agesInOrder, { message: AGES_MESSAGE, path: ['age_min'] });
export type MeetingUpdateRequest = z.infer<typeof MeetingUpdateRequest>;

export const MeetingParams = z.object({ id: z.uuid('This is not a session id.') });
export const RegistrationParams = z.object({
  id: z.uuid('This is not a session id.'),
  child_id: z.uuid('child_id must be a child id.'),
});

export const MEETING_WHEN = ['upcoming', 'past'] as const;
/** GET /v1/instructor/meetings/webinar/list: upcoming (soonest first) or past (latest first). */
export const InstructorMeetingListQuery = PageQuery.extend({
  kind: z.preprocess((v) => (v === '' ? undefined : v), MeetingKind.optional()),
  when: z.preprocess((v) => (v === '' ? undefined : v), z.enum(MEETING_WHEN).default('upcoming')),
});
export const MeetingPage = paginated(Meeting);
export type MeetingPage = z.infer<typeof MeetingPage>;

/** A session as a family sees it: with the child's place, if any. */
export const FamilyMeeting = Meeting.extend({ registration: RegistrationStatus.nullable() });
export type FamilyMeeting = z.infer<typeof FamilyMeeting>;

/**
 * GET /v1/course/list/webinar: sessions a child can join or watch (their age, not cancelled,
 * upcoming or recorded). A child asks for themself; a parent names a child, or without one sees
 * what fits any of their children (registration is then null).
 */
export const FamilyMeetingListQuery = PageQuery.extend({
  child_id: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.uuid('child_id must be a child id.').optional(),
  ),
});
export const FamilyMeetingPage = paginated(FamilyMeeting);
export type FamilyMeetingPage = z.infer<typeof FamilyMeetingPage>;

/** POST /v1/webinars/{id}/register (a parent, for one of their children). */
export const RegisterRequest = z.object(
  { child_id: z.uuid('child_id must be a child id.') },
  { error: 'Please say which child to register.' },
);
export type RegisterRequest = z.infer<typeof RegisterRequest>;
export const RegisterResponse = z.object({ status: RegistrationStatus });
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/**
 * POST /v1/instructor/meetings/recording/{id} (the host): the recording made in the host's browser,
 * already uploaded through the studio's signed upload (purpose `video`), becomes the session's `video`.
 */
export const MeetingRecordingRequest = z.object(
  {
    file_url: z
      .string('file_url must be the file_url of your uploaded recording.')
      .min(1, 'file_url must be the file_url of your uploaded recording.')
      .max(500, 'file_url must be the file_url of your uploaded recording.'),
  },
  { error: 'Please send the file_url of your uploaded recording.' },
);
export type MeetingRecordingRequest = z.infer<typeof MeetingRecordingRequest>;

/** GET /v1/webinars/calendar-feed and POST …/reset (a parent): the family's calendar address. */
export const CalendarFeedResponse = z.object({ url: z.string() });
export type CalendarFeedResponse = z.infer<typeof CalendarFeedResponse>;
export const CalendarFeedParams = z.object({
  secret: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This calendar address is not in use any more.'),
});
