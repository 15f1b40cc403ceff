import { z } from 'zod';
import { CourseKind } from './catalog.ts';
import { PageQuery, paginated } from './common.ts';
import type { UserType } from './roles.ts';
import { STUDIO_ROLES } from './studio.ts';

// Work an instructor sets for their students (/v1/course/assignments): a whole course or one lesson
// of it, due on a day. Completion is read from the child's progress, never stored with the assignment.

/** Who may assign and remove: the studio roles (an admin may assign in anyone's course). */
export const ASSIGN_ROLES = STUDIO_ROLES;
/** Who may list: the studio roles see what they assigned, a child sees what was assigned to them. */
export const ASSIGNMENT_LIST_ROLES = [...STUDIO_ROLES, 'child'] as const satisfies readonly UserType[];

/** The course progress statuses of the spec (section 3), for one course or one lesson. */
export const ASSIGNMENT_STATUSES = ['not-started', 'started', 'completed'] as const;
export const AssignmentStatus = z.enum(ASSIGNMENT_STATUSES);
export type AssignmentStatus = z.infer<typeof AssignmentStatus>;

export const ASSIGN_CHILDREN_MAX = 50;
export const ASSIGNMENT_NOTE_MAX = 300;
/** A due date at most this many days ahead. */
export const DUE_WITHIN_DAYS = 365;
/** How long a completed assignment stays on the child's home. */
export const RECENTLY_COMPLETED_DAYS = 14;
/** The most assignments a child's list holds (open ones first). */
export const MY_ASSIGNMENTS_MAX = 30;

export const PUBLISH_BEFORE_ASSIGNING = 'Publish the course before assigning it.';
export const LESSON_NOT_IN_COURSE = 'This lesson is not part of the course.';
export const STUDENT_NOT_FOUND =
  'We could not find one of these students among the children in your courses.';
export const ASSIGNMENT_NOT_FOUND = 'We could not find this assignment.';
export const DUE_IN_PAST = 'The due date cannot be in the past.';
export const DUE_TOO_FAR = `Please pick a due date within the next ${DUE_WITHIN_DAYS} days.`;

const DAY_MS = 86_400_000;
/** Twelve hours: the last place on Earth (UTC-12) is this far behind UTC. */
const LAST_TIMEZONE_MS = 12 * 3_600_000;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The earliest due date that is not past yet: a day is over once it has ended everywhere on Earth
 * (in UTC-12), so "today" in the instructor's own timezone is always accepted, and an assignment is
 * never overdue while its day is still running somewhere.
 */
export function earliestDueDate(now: Date): string {
  return dayOf(now.getTime() - LAST_TIMEZONE_MS);
}

/** The latest due date accepted (a year ahead of the earliest). */
export function latestDueDate(now: Date): string {
  return dayOf(now.getTime() - LAST_TIMEZONE_MS + DUE_WITHIN_DAYS * DAY_MS);
}

/** Overdue: not completed and its day has ended everywhere. */
export function isOverdue(dueOn: string, status: AssignmentStatus, now: Date): boolean {
  return status !== 'completed' && dueOn < earliestDueDate(now);
}

/** YYYY-MM-DD that is a real calendar day (no Feb 30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const DueOn = z
  .string({ error: 'Please choose a due date.' })
  .trim()
  .min(1, 'Please choose a due date.')
  .refine(isCalendarDay, 'Please give the due date as a real day, like 2026-11-28.');

/**
 * POST /v1/course/assignments: assigns a course, or one lesson of it, to up to 50 of the caller's
 * students, due on a day from today on. Assigning the same work to a child again moves its due date
 * (and replaces the note when one is given). The course must be published and the caller's (an admin:
 * anyone's); the children must have started one of the course owner's courses.
 */
export const CreateAssignmentsRequest = z.object({
  course_id: z.uuid('This is not a course id.'),
  lesson_id: z.uuid('This is not a lesson id.').nullable().optional(),
  child_ids: z
    .array(z.uuid('This is not a student id.'), { error: 'Please choose at least one student.' })
    .min(1, 'Please choose at least one student.')
    .max(ASSIGN_CHILDREN_MAX, `You can assign to at most ${ASSIGN_CHILDREN_MAX} students at once.`),
  due_on: DueOn,
  note: z
    .string()
    .trim()
    .max(ASSIGNMENT_NOTE_MAX, `The note can be at most ${ASSIGNMENT_NOTE_MAX} characters.`)
    .optional(),
});
export type CreateAssignmentsRequest = z.infer<typeof CreateAssignmentsRequest>;

const assignmentBase = {
  id: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  course_kind: CourseKind,
  /** null: the whole course is assigned. */
  lesson_id: z.string().nullable(),
  lesson_title: z.string().nullable(),
  /** YYYY-MM-DD */
  due_on: z.string(),
  note: z.string(),
  status: AssignmentStatus,
  /** When the course (or lesson) was completed; null until then. */
  completed_at: z.string().nullable(),
  /** Not completed and the due day has ended everywhere. */
  overdue: z.boolean(),
  assigned_at: z.string(),
};

/** An assignment as the instructor sees it: the child by first name and age band only. */
export const InstructorAssignment = z.object({
  ...assignmentBase,
  child_id: z.string(),
  first_name: z.string(),
  /** "6-8", "9-11", "12-14" ...; null when the birthday is unknown. */
  age_band: z.string().nullable(),
});
export type InstructorAssignment = z.infer<typeof InstructorAssignment>;

/** The instructor's list: open ones first (earliest due first), then completed ones. */
export const AssignmentPage = paginated(InstructorAssignment);
export type AssignmentPage = z.infer<typeof AssignmentPage>;

/** An assignment as the child sees it, with what the child's pages need to link to it. */
export const MyAssignment = z.object({
  ...assignmentBase,
  /** The lesson's title, or the course's for a whole course. */
  title: z.string(),
  /** The chapter (level) of an assigned lesson, for its link; null for a whole course. */
  chapter_id: z.string().nullable(),
  /** Who assigned it: the course's instructor, as the catalogue names them. */
  instructor_name: z.string(),
});
export type MyAssignment = z.infer<typeof MyAssignment>;

/**
 * The child's list: open assignments (due soonest first), then those completed in the last
 * RECENTLY_COMPLETED_DAYS days (newest first); at most MY_ASSIGNMENTS_MAX.
 */
export const MyAssignmentList = z.object({ results: z.array(MyAssignment) });
export type MyAssignmentList = z.infer<typeof MyAssignmentList>;

/** GET /v1/course/assignments: an instructor's page, or a child's own list. */
export const AssignmentListResponse = z.union([AssignmentPage, MyAssignmentList]);

export const AssignmentListQuery = PageQuery.extend({
  course_id: z.uuid('This is not a course id.').optional(),
});
export type AssignmentListQuery = z.infer<typeof AssignmentListQuery>;

/** POST /v1/course/assignments answers 201 with every assignment it created or moved. */
export const CreateAssignmentsResponse = z.object({ results: z.array(InstructorAssignment) });
export type CreateAssignmentsResponse = z.infer<typeof CreateAssignmentsResponse>;

export const AssignmentIdParams = z.object({ id: z.uuid('This is not an assignment id.') });

/** DELETE /v1/course/assignments/{id} */
export const DeleteAssignmentResponse = z.object({ id: z.string(), deleted: z.literal(true) });
export type DeleteAssignmentResponse = z.infer<typeof DeleteAssignmentResponse>;

// ---------------------------------------------------------------- the parent's view (decision 042)

/** Shown on the instructor's form: a note is never private between an instructor and a child. */
export const NOTE_SEEN_BY_PARENT = 'The child’s parent sees this note, with the work, on their child’s page.';

export const ChildWorkParams = z.object({ id: z.uuid('This is not a child id.') });
export type ChildWorkParams = z.infer<typeof ChildWorkParams>;

/**
 * An assignment as the child's parent sees it: every note an instructor wrote to their child, with who
 * wrote it (issue 16: no note is hidden from the parent).
 */
export const ChildWork = z.object({
  ...assignmentBase,
  title: z.string(),
  instructor_name: z.string(),
});
export type ChildWork = z.infer<typeof ChildWork>;

/** GET /v1/course/assignments/children/{id}: newest first, paginated. */
export const ChildWorkPage = paginated(ChildWork);
export type ChildWorkPage = z.infer<typeof ChildWorkPage>;
