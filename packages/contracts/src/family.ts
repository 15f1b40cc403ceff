import { z } from 'zod';
import { ACTIVITY_MAX_SECONDS, CHILD_MAX_AGE, CHILD_MIN_AGE } from './first-download.ts';

export { ACTIVITY_MAX_SECONDS, CHILD_MAX_AGE, CHILD_MIN_AGE };

import { Password } from './auth.ts';

// Requests and responses of /v1/family/*, /v1/router/child/* (avatars, birthday) and the parent's
// view of a child's self-esteem data. Field names are the spec's (snake_case).

/**
 * The eight colours a child's series and card get on the parent's pages, each with at least 3:1
 * contrast on white (WCAG non-text contrast). No red, pink or orange: next to a child's results they
 * read as an alarm.
 */
export const CHILD_COLORS = [
  '#1B7F5B',
  '#2E6FD8',
  '#3949AB',
  '#7B3FA0',
  '#00838F',
  '#00796B',
  '#6A4C93',
  '#5D4037',
] as const;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.]+$/;

/** A child's sign-in name: 3-20 letters, digits, '_' or '.', unique whatever the case. */
export const Username = z
  .string({ error: 'Please choose a username.' })
  .trim()
  .min(USERNAME_MIN, `The username must be at least ${USERNAME_MIN} characters long.`)
  .max(USERNAME_MAX, `The username must be at most ${USERNAME_MAX} characters long.`)
  .regex(USERNAME_PATTERN, 'The username may contain only letters, digits, "_" and ".".');

export const ChildName = z
  .string({ error: "Please enter the child's name." })
  .trim()
  .min(1, "Please enter the child's name.")
  .max(50, 'The name must be at most 50 characters long.');

/** A calendar date, YYYY-MM-DD. The age rule (4-17) is checked by the API against today's date. */
export const Birthday = z
  .string({ error: 'Please enter a birthday.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter the birthday as YYYY-MM-DD.')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'This is not a valid date.');

/** Avatar ids look like 'avatar-01'; the API checks that the id is one of ours. */
export const AvatarId = z.string().max(40, 'This avatar is not one of ours.');

export const FOCUS_AREAS = [
  'confidence',
  'friendship',
  'feelings',
  'anxiety',
  'calm',
  'self-esteem',
] as const;
export const FocusArea = z.enum(FOCUS_AREAS, {
  error: `A focus area is one of: ${FOCUS_AREAS.join(', ')}.`,
});
export type FocusArea = z.infer<typeof FocusArea>;

export const ChildIdQuery = z.object({ child_id: z.uuid('child_id must be a child id.') });
export const ChildIdBody = ChildIdQuery;

export const Avatar = z.object({ id: z.string(), name: z.string(), url: z.string() });
export type Avatar = z.infer<typeof Avatar>;
export const AvatarList = z.array(Avatar);

export const UsernameAvailableQuery = z.object({ username: z.string().max(200) });
export const UsernameAvailability = z.object({ available: z.boolean(), detail: z.string().optional() });
export type UsernameAvailability = z.infer<typeof UsernameAvailability>;

export const AddChildRequest = z.object({
  name: ChildName,
  username: Username,
  password: Password,
  birthday: Birthday.nullish(),
  avatar: AvatarId.nullish(),
});
export type AddChildRequest = z.infer<typeof AddChildRequest>;

/** What a parent sees of one child (get-profile, and the answer of add / edit / birthday). */
export const ChildProfile = z.object({
  child_id: z.string(),
  name: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  /** Where the avatar image is served, or null when none was chosen. */
  avatar_url: z.string().nullable(),
  birthday: z.string().nullable(),
  age: z.number().int().nullable(),
  focus_areas: z.array(FocusArea),
  color: z.string(),
  date_joined: z.string(),
  last_login_at: z.string().nullable(),
});
export type ChildProfile = z.infer<typeof ChildProfile>;

export const EditChildRequest = z.object({
  name: ChildName.optional(),
  avatar: AvatarId.nullish(),
  password: Password.optional(),
  focus_areas: z.array(FocusArea).max(FOCUS_AREAS.length).optional(),
});
export type EditChildRequest = z.infer<typeof EditChildRequest>;

/** The parent sets or corrects a birthday, or removes it with null. */
export const UpdateBirthdayRequest = z.object({
  child_id: z.uuid('child_id must be a child id.'),
  birthday: Birthday.nullable(),
});
export type UpdateBirthdayRequest = z.infer<typeof UpdateBirthdayRequest>;

/** The parent corrects a child's username. */
export const UpdateUsernameRequest = z.object({
  child_id: z.uuid('child_id must be a child id.'),
  username: Username,
});
export type UpdateUsernameRequest = z.infer<typeof UpdateUsernameRequest>;

export const CourseRef = z.object({ id: z.string(), title: z.string() });
export type CourseRef = z.infer<typeof CourseRef>;

/** The spec's child summary: exactly these fields (DESIGN.md section 5). */
export const ChildSummary = z.strictObject({
  child_avatar: z.string().nullable(),
  child_id: z.string(),
  child_name: z.string(),
  /** The latest survey percent (0-100), or null before the first survey. */
  child_self_esteem: z.number().int().nullable(),
  completed_course_count: z.number().int(),
  completed_courses: z.array(CourseRef),
  not_started_course_count: z.number().int(),
  not_started_courses: z.array(CourseRef),
  ongoing_course_count: z.number().int(),
  ongoing_courses: z.array(CourseRef),
  total_course_count: z.number().int(),
});
export type ChildSummary = z.infer<typeof ChildSummary>;
export const ChildList = z.array(ChildSummary);

export const SelfEsteemTrend = z.enum(['up', 'down', 'flat']);
export type SelfEsteemTrend = z.infer<typeof SelfEsteemTrend>;

/** The dashboard card extras, beside the child summary. */
export const DashboardChild = z.object({
  child_id: z.string(),
  self_esteem_percent: z.number().int().nullable(),
  /** Latest survey against the one before; null until there are two. */
  self_esteem_trend: SelfEsteemTrend.nullable(),
  last_survey_at: z.string().nullable(),
  /** Active seconds since Monday 00:00 UTC of the current week. */
  seconds_this_week: z.number().int(),
  color: z.string(),
});
export type DashboardChild = z.infer<typeof DashboardChild>;
export const Dashboard = z.array(DashboardChild);

export const MetricsQuery = ChildIdQuery.extend({
  /** How many days of daily metrics, counting back from today (UTC). */
  days: z.coerce.number().int().min(1).max(730).default(180),
});

/** The spec's self-esteem data (DESIGN.md section 5). */
export const SelfEsteemData = z.object({
  user_id: z.string(),
  name: z.string(),
  color: z.string(),
  survey_scores: z.array(
    z.object({ score: z.number().int(), complete_date: z.string(), percent: z.number().int() }),
  ),
  metrics: z.array(
    z.object({
      datestamp: z.string(),
      self_esteem_score: z.number().int().nullable(),
      time_logged: z.number().int(),
    }),
  ),
});
export type SelfEsteemData = z.infer<typeof SelfEsteemData>;

export const COURSE_STATUSES = ['not-started', 'started', 'completed'] as const;
export const CheckProgressRequest = z
  .object({ child_id: z.uuid('child_id must be a child id.').optional() })
  .default({});
export const CourseProgress = z.object({
  child_id: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  status: z.enum(COURSE_STATUSES),
  percent_complete: z.number().int().min(0).max(100),
  last_activity_at: z.string().nullable(),
});
export type CourseProgress = z.infer<typeof CourseProgress>;
export const CheckProgressResponse = z.array(CourseProgress);

export const CourseRatingRequest = z.object({
  child_id: z.uuid('child_id must be a child id.'),
  course_id: z.string().trim().min(1, 'course_id is required.').max(100),
  stars: z
    .number({ error: 'Please choose 1 to 5 stars.' })
    .int()
    .min(1, 'Please choose 1 to 5 stars.')
    .max(5, 'Please choose 1 to 5 stars.'),
  comment: z.string().trim().max(1000, 'The comment must be at most 1000 characters long.').nullish(),
});
export type CourseRatingRequest = z.infer<typeof CourseRatingRequest>;
export const CourseRating = z.object({
  id: z.number().int(),
  child_id: z.string(),
  course_id: z.string(),
  stars: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type CourseRating = z.infer<typeof CourseRating>;

export const ActivityRequest = z.object({
  page_view_id: z.string().trim().min(1).max(64),
  /** Counts up per page view; a batch sent twice (same page view and sequence) is counted once. */
  sequence: z.number().int().min(0).max(1_000_000),
  seconds: z
    .number()
    .int()
    .min(1)
    .max(ACTIVITY_MAX_SECONDS, `A batch holds at most ${ACTIVITY_MAX_SECONDS} seconds.`),
});
export type ActivityRequest = z.infer<typeof ActivityRequest>;
export const ActivityResponse = z.object({
  datestamp: z.string(),
  time_logged: z.number().int(),
  /** False when this batch had been counted already. */
  counted: z.boolean(),
});
export type ActivityResponse = z.infer<typeof ActivityResponse>;

/** Everything we hold about a child, with keys a person can read (GET /v1/family/child/export). */
export const ChildExport = z.object({
  'About this file': z.string(),
  'Exported at': z.string(),
  Child: z.object({
    Name: z.string(),
    'Last name': z.string(),
    Username: z.string(),
    Birthday: z.string().nullable(),
    Avatar: z.string().nullable(),
    'Focus areas': z.array(z.string()),
    'Account created': z.string(),
    'Last sign-in': z.string().nullable(),
  }),
  'Self-esteem survey results': z.array(
    z.object({
      'Completed at': z.string(),
      Survey: z.string(),
      'Score (0-30)': z.number().int(),
      Percent: z.number().int(),
      Answers: z.array(z.object({ Question: z.string(), Answer: z.string() })),
    }),
  ),
  'Daily activity': z.array(
    z.object({
      Date: z.string(),
      'Seconds on the platform': z.number().int(),
      'Self-esteem percent': z.number().int().nullable(),
    }),
  ),
  'Course ratings by the parent': z.array(
    z.object({
      Course: z.string(),
      'Course title': z.string().nullable(),
      Stars: z.number().int(),
      Comment: z.string().nullable(),
      'Rated at': z.string(),
    }),
  ),
  /** Courses started, completed or assigned, with progress. */
  Courses: z.array(
    z.object({
      Course: z.string(),
      Status: z.string(),
      'Percent complete': z.number().int(),
      'Last activity': z.string().nullable(),
    }),
  ),
  'Lesson results': z.array(
    z.object({
      Course: z.string(),
      Lesson: z.string(),
      Status: z.string(),
      'Best score (0-100)': z.number().int().nullable(),
      Stars: z.number().int(),
      Attempts: z.number().int(),
      XP: z.number().int(),
      'Started at': z.string(),
      'Completed at': z.string().nullable(),
    }),
  ),
  'Lessons and games played': z.array(
    z.object({
      Course: z.string(),
      Lesson: z.string(),
      Game: z.string().nullable(),
      'Score (0-100)': z.number().int(),
      Stars: z.number().int(),
      XP: z.number().int(),
      'Duration in seconds': z.number().int(),
      'Played at': z.string(),
    }),
  ),
  Badges: z.array(z.object({ Badge: z.string(), 'Earned at': z.string() })),
  /** The child's private reflection journal. */
  'Journal entries': z.array(
    z.object({
      Course: z.string(),
      Lesson: z.string(),
      Text: z.string(),
      'Written at': z.string(),
      'Last changed at': z.string(),
    }),
  ),
  Certificates: z.array(
    z.object({ Course: z.string(), 'Certificate number': z.string(), 'Issued at': z.string() }),
  ),
  Bookmarks: z.array(
    z.object({ Type: z.string(), Title: z.string().nullable(), 'Bookmarked at': z.string() }),
  ),
  'Discussion board posts': z.array(
    z.object({
      Course: z.string(),
      Board: z.string(),
      Text: z.string(),
      Status: z.string(),
      'Why it was held': z.string().nullable(),
      'Shown to others as': z.string().nullable(),
      'Written at': z.string(),
      'Checked at': z.string().nullable(),
    }),
  ),
  'Quiz and survey answers': z.array(
    z.object({
      Quiz: z.string(),
      Kind: z.string(),
      'Submitted at': z.string(),
      Answers: z.array(z.object({ Question: z.string(), Answer: z.string().nullable() })),
    }),
  ),
  'Work set by instructors': z.array(
    z.object({
      Instructor: z.string(),
      Course: z.string(),
      Lesson: z.string().nullable(),
      'Due on': z.string(),
      Note: z.string(),
      'Set at': z.string(),
    }),
  ),
  'Courses assigned': z.array(
    z.object({ Course: z.string(), 'Assigned by': z.string(), 'Assigned at': z.string() }),
  ),
  'Rating reminders to the parent': z.array(
    z.object({ Course: z.string(), 'Shown from': z.string(), 'Answered at': z.string().nullable() }),
  ),
  'Activity reports from the browser': z.array(
    z.object({ 'Page view': z.string(), 'Report number': z.number().int(), 'Received at': z.string() }),
  ),
  'Failed sign-ins with this username': z.array(z.object({ 'IP address': z.string(), At: z.string() })),
  'Sessions (signed-in devices)': z.array(
    z.object({
      App: z.string(),
      'Signed in at': z.string(),
      'Expires at': z.string(),
      'Renewed at': z.string().nullable(),
      'Signed out at': z.string().nullable(),
      'Opened by staff': z.boolean(),
    }),
  ),
  'One-time sign-in links': z.array(
    z.object({
      'Made by': z.string(),
      'Made at': z.string(),
      'Expires at': z.string(),
      'Used at': z.string().nullable(),
    }),
  ),
  'Password reset links': z.array(
    z.object({ 'Made at': z.string(), 'Expires at': z.string(), 'Used at': z.string().nullable() }),
  ),
  'Organisation memberships': z.array(
    z.object({ Organisation: z.string(), Role: z.string(), Since: z.string() }),
  ),
  'Webinar sign-ups': z.array(
    z.object({ Webinar: z.string(), Starts: z.string(), Status: z.string(), 'Signed up at': z.string() }),
  ),
  'Webinar attendance': z.array(
    z.object({ Webinar: z.string(), Joined: z.string(), Left: z.string().nullable() }),
  ),
  'Webinar reminders sent': z.array(z.object({ Reminder: z.string(), 'Sent at': z.string() })),
  /** The parent's consent for this child: how it was given, when, to which privacy policy. */
  'Parental consent': z.array(
    z.object({
      Method: z.string(),
      'Privacy policy version': z.string(),
      'Given at': z.string(),
      'Notice emailed at': z.string().nullable(),
    }),
  ),
  /**
   * Learned personalisation (decision 048): the parent's switch and, while it is on, each course the
   * learned ranker showed with the probability the policy gave it.
   */
  'Learned personalisation': z.object({
    'Turned on': z.boolean(),
    'Changed at': z.string().nullable(),
    'Courses shown': z.array(
      z.object({
        Course: z.string(),
        Position: z.number(),
        'Chance of coming first': z.number(),
        'Expected change (points)': z.number().nullable(),
        Policy: z.string(),
        'Shown at': z.string(),
      }),
    ),
    /** The game skill kept between games while the switch is on (decision 052), in logits. */
    'Game skill kept': z
      .object({ Skill: z.number(), 'Answers counted': z.number(), 'Updated at': z.string() })
      .nullable(),
  }),
  /**
   * Adaptive games (decision 052): each first try at a quiz question, sort card or match pair (what
   * item difficulty is learned from), and plays still open with their within-game skill estimate.
   */
  'Game answers': z.object({
    Answers: z.array(z.object({ Game: z.string(), Item: z.string(), Right: z.boolean(), At: z.string() })),
    'Games in progress': z.array(
      z.object({
        Game: z.string(),
        'Skill estimate': z.number(),
        'Items answered': z.number(),
        'Started at': z.string(),
      }),
    ),
  }),
  /** Crisis alerts the safety layer sent the parent (decision 046): never the child's words. */
  'Safety alerts to the parent': z.array(
    z.object({
      Where: z.string(),
      Kind: z.string(),
      'Rules version': z.string(),
      'Raised at': z.string(),
      'Seen by the parent at': z.string().nullable(),
    }),
  ),
  /**
   * The reflection helper (decision 051): the parent's switch and every reflection, each turn as the
   * child wrote or read it, with why a helper reply was replaced.
   */
  'Reflections with the helper': z.object({
    'Turned on': z.boolean(),
    'Changed at': z.string().nullable(),
    Reflections: z.array(
      z.object({
        Lesson: z.string(),
        'Started at': z.string(),
        'Finished at': z.string().nullable(),
        Model: z.string(),
        Turns: z.array(z.object({ Who: z.string(), Text: z.string(), Note: z.string().nullable() })),
      }),
    ),
  }),
  /** The parent's streak choice (decision 042): off until turned on. */
  Streaks: z.object({ 'Turned on': z.boolean(), 'Changed at': z.string().nullable() }),
  /** The parent's boards choice (decision 041): off until turned on, the display name they approved. */
  'Boards and display name': z.object({
    'Turned on': z.boolean(),
    'Display name': z.string().nullable(),
    'Changed at': z.string().nullable(),
    'Privacy policy version': z.string().nullable(),
  }),
  /** Posts the child reported to the teacher. */
  'Board posts the child reported': z.array(
    z.object({
      Board: z.string(),
      Reason: z.string(),
      'Reported at': z.string(),
      'Settled at': z.string().nullable(),
    }),
  ),
  /** Reports other children made about the child's posts: the reason, never who. */
  "Reports about the child's posts": z.array(
    z.object({
      Board: z.string(),
      Post: z.string(),
      Reason: z.string(),
      'Reported at': z.string(),
      'Settled at': z.string().nullable(),
    }),
  ),
  /** Classes (groups of children taught together) the child is in or waiting for. */
  Classes: z.array(z.object({ Class: z.string(), Status: z.string(), Since: z.string() })),
  /** The record of what was done to or by the account (kept for accountability). */
  'Audit records': z.array(
    z.object({
      Action: z.string(),
      'Done by the child': z.boolean(),
      Details: z.record(z.string(), z.unknown()),
      'IP address': z.string().nullable(),
      At: z.string(),
    }),
  ),
});
export type ChildExport = z.infer<typeof ChildExport>;
