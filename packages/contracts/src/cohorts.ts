import { z } from 'zod';
import { isTimeZone } from './account.ts';
import { PageQuery, paginated, text } from './common.ts';

// Cohorts (DESIGN §9, decision 034): a group of children who take courses together, led by staff.
// Behind the `cohort` feature flag: while it is off every call below answers 404.
//
//   GET    /v1/cohort/?page=                       -> CohortPage (staff: theirs; admin: all)
//   POST   /v1/cohort/create                       CohortCreateRequest -> 201 CohortDetail
//   GET    /v1/cohort/{id}                         -> CohortDetail (students with progress, courses)
//   PATCH  /v1/cohort/{id}                  CohortUpdateRequest -> CohortDetail (status archives)
//   DELETE /v1/cohort/delete/{id}                  -> 204
//   POST   /v1/cohort/{id}/student {child_id}      -> 201 {status}
//   POST   /v1/cohort/{id}/students/csv {csv}      -> 200 CsvAddResult
//   DELETE /v1/cohort/{id}/student/{child_id}      -> 204 (the first waitlisted child moves up)
//   POST   /v1/cohort/{id}/course {course_id}      -> 201; DELETE /v1/cohort/{id}/course/{course_id} -> 204
//   GET    /v1/cohort/{id}/report.csv              -> text/csv (progress, activity, quiz scores)
//   GET    /v1/cohort/family?child_id=             -> FamilyCohortList (a parent: open to the child, or theirs)
//   POST   /v1/cohort/{id}/enrol {child_id}        -> 201 {status} (a parent, their own child)
//   DELETE /v1/cohort/{id}/enrol/{child_id}        -> 204 (a parent withdraws their child)
//   GET    /v1/router/user/my-class                -> MyClassList (a child: "My class", never "cohort")
//   POST   /v1/cohort/invite {invite_code, child_id} -> FamilyCohort (a parent finds a class by its code)
//   POST   /v1/cohort/{id}/staff {email}           -> 201 CohortStaffMember (the lead adds an assistant)
//   DELETE /v1/cohort/{id}/staff/{user_id}         -> 204 (the lead removes an assistant)
//   GET    /v1/cohort/organizations                -> CohortOrganizationList (the form's picker)
// Providers and external admins read (list, detail, CSV) the cohorts of their organizations.

export const COHORT_STATUSES = ['active', 'archived'] as const;
export const CohortStatus = z.enum(COHORT_STATUSES);
export type CohortStatus = z.infer<typeof CohortStatus>;

/** How children join: their parent enrols them, a parent with the invite code, or staff only. */
export const ENROLMENT_MODES = ['parent', 'invite', 'staff'] as const;
export const EnrolmentMode = z.enum(ENROLMENT_MODES, {
  error: 'Please choose how children join: parent, invite or staff.',
});
export type EnrolmentMode = z.infer<typeof EnrolmentMode>;

export const COHORT_STUDENT_STATUSES = ['enrolled', 'waitlisted'] as const;
export const CohortStudentStatus = z.enum(COHORT_STUDENT_STATUSES);
export type CohortStudentStatus = z.infer<typeof CohortStudentStatus>;

export const COHORT_LIMITS = {
  nameMax: 120,
  descriptionMax: 5000,
  capacityMin: 1,
  capacityMax: 500,
  /** Children are 6 to 14 (DESIGN privacy). */
  ageMin: 6,
  ageMax: 14,
  coursesMax: 50,
  /** Usernames in one CSV upload. */
  csvMax: 500,
  csvCharsMax: 50_000,
} as const;

const TIMEZONE_MESSAGE = 'Please choose a time zone from the list.';
const AGES_MESSAGE = 'The youngest age must not be above the oldest age.';
const DATES_MESSAGE = 'The end date must not be before the start date.';

const Name = text()
  .trim()
  .min(1, 'Please give the class a name.')
  .max(COHORT_LIMITS.nameMax, `The name must be at most ${COHORT_LIMITS.nameMax} characters long.`);
const Description = text().max(
  COHORT_LIMITS.descriptionMax,
  `The description must be at most ${COHORT_LIMITS.descriptionMax} characters long.`,
);
const TimeZone = z.string({ error: TIMEZONE_MESSAGE }).refine(isTimeZone, TIMEZONE_MESSAGE);
const Day = z.iso.date({ error: 'Please give a date such as 2026-12-01.' });
const Capacity = z
  .number({ error: 'Please give the number of places.' })
  .int('Please give a whole number of places.')
  .min(COHORT_LIMITS.capacityMin, 'A class has at least one place.')
  .max(COHORT_LIMITS.capacityMax, `A class has at most ${COHORT_LIMITS.capacityMax} places.`);
const Age = (which: string) =>
  z
    .number({ error: `Please give the ${which} age.` })
    .int(`Please give the ${which} age in whole years.`)
    .min(COHORT_LIMITS.ageMin, `Children are aged ${COHORT_LIMITS.ageMin} to ${COHORT_LIMITS.ageMax}.`)
    .max(COHORT_LIMITS.ageMax, `Children are aged ${COHORT_LIMITS.ageMin} to ${COHORT_LIMITS.ageMax}.`);
const CourseId = z.uuid('course_id must be the id of a published course.');
const OrganizationId = z.uuid('organization_id must be the id of an organization.');

const agesInOrder = (b: { age_min?: number | null; age_max?: number | null }) =>
  b.age_min == null || b.age_max == null || b.age_min <= b.age_max;
const datesInOrder = (b: { starts_on?: string; ends_on?: string | null }) =>
  !b.starts_on || !b.ends_on || b.starts_on <= b.ends_on;

/** POST /v1/cohort/create (pinned fields). Without a capacity a class has no limit. */
export const CohortCreateRequest = z
  .object({
    name: Name,
    description: Description.optional(),
    timezone: TimeZone,
    starts_on: Day,
    ends_on: Day.nullable().optional(),
    capacity: Capacity.nullable().optional(),
    age_min: Age('youngest').nullable().optional(),
    age_max: Age('oldest').nullable().optional(),
    enrolment: EnrolmentMode,
    organization_id: OrganizationId.nullable().optional(),
    course_ids: z
      .array(CourseId)
      .max(COHORT_LIMITS.coursesMax, `A class takes at most ${COHORT_LIMITS.coursesMax} courses.`)
      .optional(),
  })
  .refine(agesInOrder, { message: AGES_MESSAGE, path: ['age_min'] })
  .refine(datesInOrder, { message: DATES_MESSAGE, path: ['ends_on'] });
export type CohortCreateRequest = z.infer<typeof CohortCreateRequest>;

/** PATCH /v1/cohort/{id}: any field; `status: archived` archives, `active` brings it back. */
export const CohortUpdateRequest = z
  .object({
    name: Name.optional(),
    description: Description.optional(),
    timezone: TimeZone.optional(),
    starts_on: Day.optional(),
    ends_on: Day.nullable().optional(),
    capacity: Capacity.nullable().optional(),
    age_min: Age('youngest').nullable().optional(),
    age_max: Age('oldest').nullable().optional(),
    enrolment: EnrolmentMode.optional(),
    organization_id: OrganizationId.nullable().optional(),
    status: CohortStatus.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Please send at least one field to change.')
  .refine(agesInOrder, { message: AGES_MESSAGE, path: ['age_min'] })
  .refine(datesInOrder, { message: DATES_MESSAGE, path: ['ends_on'] });
export type CohortUpdateRequest = z.infer<typeof CohortUpdateRequest>;

/** A cohort in the staff list (pinned). */
export const CohortSummary = z.object({
  id: z.string(),
  name: z.string(),
  status: CohortStatus,
  timezone: z.string(),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  capacity: z.number().int().nullable(),
  student_count: z.number().int(),
  course_count: z.number().int(),
});
export type CohortSummary = z.infer<typeof CohortSummary>;
export const CohortPage = paginated(CohortSummary);
export type CohortPage = z.infer<typeof CohortPage>;
export const CohortListQuery = PageQuery;

/**
 * A child in a cohort. `progress_percent` is computed from the learning progress (lessons completed
 * of the cohort's courses' lessons); the rest are the per-child analytics of the cohort page.
 */
export const CohortStudent = z.object({
  child_id: z.string(),
  first_name: z.string(),
  username: z.string(),
  status: CohortStudentStatus,
  progress_percent: z.number().int(),
  /** Last activity in one of the cohort's courses, ISO, or null. */
  last_active_at: z.string().nullable(),
  active_this_week: z.boolean(),
  /** Correct answers of the quizzes in the cohort's courses, percent; null when none answered. */
  quiz_score_percent: z.number().int().nullable(),
  /** The waitlist's order (1 = next to move up); null when enrolled. */
  waitlist_position: z.number().int().nullable(),
  /** Live sessions of the cohort's courses held so far that the child was let into. */
  live_attended: z.number().int(),
});
export type CohortStudent = z.infer<typeof CohortStudent>;

export const CohortCourse = z.object({ id: z.string(), title: z.string() });
export type CohortCourse = z.infer<typeof CohortCourse>;

export const CohortStaffMember = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['lead', 'assistant']),
});
export type CohortStaffMember = z.infer<typeof CohortStaffMember>;

/**
 * The before/after self-esteem change of the cohort's enrolled children, as a group only: the latest
 * survey up to when the child's class began (the cohort's start, or their joining if later) and the
 * latest one after. Under MIN_GROUP_SIZE children with both, only the count is given (`suppressed`).
 */
export const CohortSelfEsteem = z.object({
  children: z.number().int(),
  suppressed: z.boolean(),
  mean_before: z.number().nullable(),
  mean_after: z.number().nullable(),
  mean_change: z.number().nullable(),
});
export type CohortSelfEsteem = z.infer<typeof CohortSelfEsteem>;

/** What the caller may do with a cohort: lead (all), assistant (no delete, no staff), admin, viewer (read only). */
export const CohortAccess = z.enum(['lead', 'assistant', 'admin', 'viewer']);
export type CohortAccess = z.infer<typeof CohortAccess>;

/** GET /v1/cohort/{id} (pinned: the cohort with `students` and `courses`). */
export const CohortDetail = CohortSummary.extend({
  description: z.string(),
  age_min: z.number().int().nullable(),
  age_max: z.number().int().nullable(),
  enrolment: EnrolmentMode,
  /** The school, club or provider the class belongs to, if any. */
  organization: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** For `invite`: the code a parent enters to enrol; null otherwise. */
  invite_code: z.string().nullable(),
  waitlist_count: z.number().int(),
  staff: z.array(CohortStaffMember),
  students: z.array(CohortStudent),
  courses: z.array(CohortCourse),
  my_access: CohortAccess,
  /** Live sessions of the cohort's courses held so far (not cancelled, started). */
  live_sessions: z.number().int(),
  self_esteem: CohortSelfEsteem,
});
export type CohortDetail = z.infer<typeof CohortDetail>;

export const CohortParams = z.object({ id: z.uuid('This is not a class id.') });
export const CohortStudentParams = z.object({
  id: z.uuid('This is not a class id.'),
  child_id: z.uuid('child_id must be a child id.'),
});
export const CohortCourseParams = z.object({
  id: z.uuid('This is not a class id.'),
  course_id: CourseId,
});

export const CohortStudentRequest = z.object(
  { child_id: z.uuid('child_id must be a child id.') },
  { error: 'Please say which child to add.' },
);
/** A parent's enrolment: their own child, and the code when the class joins by invite. */
export const CohortEnrolRequest = z.object(
  {
    child_id: z.uuid('child_id must be a child id.'),
    invite_code: text().trim().max(64, 'That invite code is too long.').optional(),
  },
  { error: 'Please say which child to enrol.' },
);
export type CohortEnrolRequest = z.infer<typeof CohortEnrolRequest>;
export const CohortStudentResponse = z.object({ status: CohortStudentStatus });
export type CohortStudentResponse = z.infer<typeof CohortStudentResponse>;

export const CohortCourseRequest = z.object(
  { course_id: CourseId },
  { error: 'Please say which course to add.' },
);
export const CohortCourseResponse = z.object({ course_id: z.string() });

/** POST /v1/cohort/{id}/students/csv: usernames, one a line or comma separated (a header "username" is skipped). */
export const CohortCsvRequest = z.object(
  {
    csv: text()
      .max(COHORT_LIMITS.csvCharsMax, 'That file is too large: split it into smaller ones.')
      .refine((s) => s.trim().length > 0, 'The file has no usernames in it.'),
  },
  { error: 'Please send the usernames as csv.' },
);
export type CohortCsvRequest = z.infer<typeof CohortCsvRequest>;
export const CohortCsvResult = z.object({
  added: z.array(z.object({ username: z.string(), status: CohortStudentStatus })),
  already: z.array(z.string()),
  not_found: z.array(z.string()),
  /** Found, but outside the class's ages. */
  refused: z.array(z.object({ username: z.string(), reason: z.string() })),
});
export type CohortCsvResult = z.infer<typeof CohortCsvResult>;

/** Splits a CSV of usernames: one per line or comma separated, trimmed, header and repeats left out. */
export function parseUsernames(csv: string): string[] {
  const names = csv
    .split(/[\r\n,;]+/)
    .map((s) => s.trim().replace(/^"|"$/g, '').trim().toLowerCase())
    .filter((s) => s.length > 0 && s !== 'username' && s !== 'usernames');
  return [...new Set(names)];
}

/** A cohort as a parent sees it for one child: open to their age, or one the child is in. */
export const FamilyCohort = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  timezone: z.string(),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  age_min: z.number().int().nullable(),
  age_max: z.number().int().nullable(),
  enrolment: EnrolmentMode,
  /** Places left, or null when the class has no limit. */
  places_left: z.number().int().nullable(),
  courses: z.array(CohortCourse),
  lead: z.string().nullable(),
  /** The child's place: enrolled, waitlisted, or null. */
  child_status: CohortStudentStatus.nullable(),
});
export type FamilyCohort = z.infer<typeof FamilyCohort>;
export const FamilyCohortQuery = z.object({ child_id: z.uuid('child_id must be a child id.') });
export const FamilyCohortList = z.object({ results: z.array(FamilyCohort) });
export type FamilyCohortList = z.infer<typeof FamilyCohortList>;

/** POST /v1/cohort/invite: a parent looks a class up by the code its teacher gave them. */
export const CohortInviteRequest = z.object(
  {
    invite_code: text()
      .trim()
      .min(1, 'Please type the code the teacher gave you.')
      .max(64, 'That invite code is too long.'),
    child_id: z.uuid('child_id must be a child id.'),
  },
  { error: 'Please type the code and choose a child.' },
);
export type CohortInviteRequest = z.infer<typeof CohortInviteRequest>;

/** POST /v1/cohort/{id}/staff: the lead adds an assistant by the instructor's email. */
export const CohortStaffRequest = z.object(
  {
    email: text()
      .trim()
      .toLowerCase()
      .max(254, 'That email address is too long.')
      .pipe(z.email('Please give the instructor’s email address.')),
  },
  { error: 'Please give the instructor’s email address.' },
);
export type CohortStaffRequest = z.infer<typeof CohortStaffRequest>;
export const CohortStaffParams = z.object({
  id: z.uuid('This is not a class id.'),
  user_id: z.uuid('user_id must be a member of staff.'),
});

/** GET /v1/cohort/organizations: the organizations the caller may give a cohort (admins: all active). */
export const CohortOrganizationList = z.object({
  results: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type CohortOrganizationList = z.infer<typeof CohortOrganizationList>;

/** GET /v1/router/user/my-class: the child's classes (enrolled) with their courses. */
export const MyClass = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  teacher: z.string().nullable(),
  courses: z.array(CohortCourse),
});
export type MyClass = z.infer<typeof MyClass>;
export const MyClassList = z.object({ results: z.array(MyClass) });
export type MyClassList = z.infer<typeof MyClassList>;
