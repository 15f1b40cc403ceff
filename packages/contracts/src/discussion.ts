import { z } from 'zod';
import { PageQuery, paginated } from './common.ts';
import { SafetyNotice } from './safety.ts';
import { STUDIO_ROLES } from './studio.ts';

// Moderated discussion boards (/instructor/group_discussion). An instructor opens a board on
// one of their courses with a prompt; children who started the course reply on the board for the
// whole course to read. Every child post waits for the instructor's approval; a word filter adds the
// reason it held a post. Nothing here lets one user write to another user: no private messages, no
// user ids of authors, only first names.

/** Who runs boards: the studio's roles (an admin may act on any course's board). */
export const DISCUSSION_ROLES = STUDIO_ROLES;

export const BOARD_TITLE_MAX = 120;
export const PROMPT_MAX = 1000;
export const POST_MAX = 500;
/** A child with this many posts still waiting on one board waits for the teacher before posting more. */
export const MAX_WAITING_POSTS = 5;

export const POST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const PostStatus = z.enum(POST_STATUSES);
export type PostStatus = z.infer<typeof PostStatus>;

const boardTitle = z
  .string({ error: 'Please give the board a title.' })
  .trim()
  .min(1, 'Please give the board a title.')
  .max(BOARD_TITLE_MAX, `A title can be at most ${BOARD_TITLE_MAX} characters.`);
const prompt = z
  .string({ error: 'Please write a prompt for the children.' })
  .trim()
  .min(1, 'Please write a prompt for the children.')
  .max(PROMPT_MAX, `A prompt can be at most ${PROMPT_MAX} characters.`);
const postBody = z
  .string({ error: 'Please write something first.' })
  .trim()
  .min(1, 'Please write something first.')
  .max(POST_MAX, `A post can be at most ${POST_MAX} characters.`);

export const BoardIdParams = z.object({ id: z.uuid('This is not a board id.') });
export const PostIdParams = z.object({ id: z.uuid('This is not a post id.') });

/** A post's author as others see them: a first name, and whether it is the course's teacher. */
export const PostAuthor = z.object({
  first_name: z.string(),
  is_teacher: z.boolean(),
});
export type PostAuthor = z.infer<typeof PostAuthor>;

// ---------------------------------------------------------------- instructor

/** POST /v1/instructor/discussion/boards: a board on one of the caller's courses. */
export const CreateBoardRequest = z.object({
  course_id: z.uuid('Please choose a course.'),
  title: boardTitle,
  prompt,
});
export type CreateBoardRequest = z.infer<typeof CreateBoardRequest>;

/** PATCH /v1/instructor/discussion/boards/{id}: rename, reword, close (true) or reopen (false). */
export const UpdateBoardRequest = z
  .object({ title: boardTitle.optional(), prompt: prompt.optional(), closed: z.boolean().optional() })
  .refine((v) => v.title !== undefined || v.prompt !== undefined || v.closed !== undefined, {
    message: 'Nothing to change.',
  });
export type UpdateBoardRequest = z.infer<typeof UpdateBoardRequest>;

export const InstructorBoard = z.object({
  id: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  title: z.string(),
  prompt: z.string(),
  created_at: z.string(),
  /** A closed board stays readable and takes no new posts. */
  closed_at: z.string().nullable(),
  pending_count: z.number().int(),
  approved_count: z.number().int(),
  rejected_count: z.number().int(),
});
export type InstructorBoard = z.infer<typeof InstructorBoard>;

/** GET /v1/instructor/discussion/boards: the caller's boards, newest first; `course_id` narrows it. */
export const InstructorBoardListQuery = PageQuery.extend({
  course_id: z.uuid('This is not a course id.').optional(),
});
export type InstructorBoardListQuery = z.infer<typeof InstructorBoardListQuery>;
export const InstructorBoardPage = paginated(InstructorBoard);
export type InstructorBoardPage = z.infer<typeof InstructorBoardPage>;

export const DeleteBoardResponse = z.object({ id: z.string(), deleted: z.literal(true) });
export type DeleteBoardResponse = z.infer<typeof DeleteBoardResponse>;

/** A post as the instructor sees it: any status, with the filter's reason when it held the post. */
export const InstructorPost = z.object({
  id: z.string(),
  board_id: z.string(),
  board_title: z.string(),
  course_title: z.string(),
  /** The teacher sees the child's first name; `display_name` is what other children see. */
  author: PostAuthor.extend({ display_name: z.string() }),
  body: z.string(),
  status: PostStatus,
  /** Why the word filter held it, in plain words; null when it found nothing. */
  held_reason: z.string().nullable(),
  created_at: z.string(),
  moderated_at: z.string().nullable(),
  /** Children's reports not yet decided on, by reason (never who reported). */
  reports: z.array(z.object({ reason: z.string(), count: z.number().int() })),
});
export type InstructorPost = z.infer<typeof InstructorPost>;
export const InstructorPostPage = paginated(InstructorPost);
export type InstructorPostPage = z.infer<typeof InstructorPostPage>;

/**
 * GET /v1/instructor/discussion/queue: waiting posts, and approved posts children reported, on the
 * caller's boards, oldest first. Rejecting a reported post hides it; approving it keeps it; either
 * settles its reports.
 */
export const ModerationQueueQuery = PageQuery.extend({
  board_id: z.uuid('This is not a board id.').optional(),
});
export type ModerationQueueQuery = z.infer<typeof ModerationQueueQuery>;

/** GET /v1/instructor/discussion/boards/{id}/posts: every post of the board, oldest first. */
export const BoardPostsQuery = PageQuery.extend({ status: PostStatus.optional() });
export type BoardPostsQuery = z.infer<typeof BoardPostsQuery>;

/** POST .../boards/{id}/posts (instructor or child): one reply on the board. */
export const CreatePostRequest = z.object({ body: postBody });
export type CreatePostRequest = z.infer<typeof CreatePostRequest>;

// ---------------------------------------------------------------- child

/** A board as a child sees it (GET /v1/discussion/boards, /v1/discussion/boards/{id}). */
export const StudentBoard = z.object({
  id: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  title: z.string(),
  prompt: z.string(),
  created_at: z.string(),
  closed: z.boolean(),
  /** Approved posts everyone can read. */
  post_count: z.number().int(),
  /** The child's own posts still waiting for the teacher. */
  my_waiting_count: z.number().int(),
  /** False while the child's grown-up has not turned boards on: the child may read, not post. */
  can_post: z.boolean(),
});
export type StudentBoard = z.infer<typeof StudentBoard>;
export const StudentBoardPage = paginated(StudentBoard);
export type StudentBoardPage = z.infer<typeof StudentBoardPage>;

/**
 * A post a child may read: an approved post, or their own post that is `waiting` for the teacher.
 * Rejected posts are never shown to anyone but the instructor.
 */
export const StudentPost = z.object({
  id: z.string(),
  author: PostAuthor.extend({ is_me: z.boolean() }),
  body: z.string(),
  created_at: z.string(),
  waiting: z.boolean(),
  /** The child has reported this post (the Report button says so instead). */
  reported_by_me: z.boolean(),
});
export type StudentPost = z.infer<typeof StudentPost>;
export const StudentPostPage = paginated(StudentPost);
export type StudentPostPage = z.infer<typeof StudentPostPage>;

/**
 * POST /v1/discussion/boards/{id}/posts by a child -> 201: the post, waiting. `tip` is a kind word
 * when the filter noticed something private (an email, a phone number, an address); null otherwise.
 */
export const StudentPostCreated = StudentPost.extend({
  tip: z.string().nullable(),
  /** The safety layer's calm message when the post holds a crisis phrase (decision 046). */
  safety_notice: SafetyNotice.optional(),
});
export type StudentPostCreated = z.infer<typeof StudentPostCreated>;

// ---------------------------------------------------------------- boards consent (decision 041)

/** Shown to other children for a child whose parent has not approved a display name. */
export const NEUTRAL_NAME = 'A classmate';
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 20;

/** Said to a child who tries to post or chat while their grown-up has not turned boards on. */
export const BOARDS_OFF =
  'Posting is turned off for you for now. Your grown-up can turn it on for you in their Youth Enrichments account.';

export const ChildIdParams = z.object({ id: z.uuid('This is not a child id.') });

/** GET/PUT /v1/discussion/children/{id}/boards: a parent's boards choice for their child. */
export const ChildBoards = z.object({
  child_id: z.string(),
  enabled: z.boolean(),
  /** The name other children see, approved by the parent; null: they see NEUTRAL_NAME. */
  display_name: z.string().nullable(),
  /** When the choice was last made, by whom (the parent's first name), to which policy version. */
  changed_at: z.string().nullable(),
  changed_by: z.string().nullable(),
  policy_version: z.string().nullable(),
});
export type ChildBoards = z.infer<typeof ChildBoards>;

export const UpdateChildBoardsRequest = z.object({
  enabled: z.boolean({ error: 'Please say whether boards are on or off.' }),
  display_name: z
    .string()
    .trim()
    .max(DISPLAY_NAME_MAX, `A display name can be at most ${DISPLAY_NAME_MAX} characters.`)
    .nullable()
    .transform((v) => (v === '' || v === null ? null : v))
    .refine((v) => v === null || v.length >= DISPLAY_NAME_MIN, {
      message: `A display name needs at least ${DISPLAY_NAME_MIN} characters.`,
    }),
});
export type UpdateChildBoardsRequest = z.input<typeof UpdateChildBoardsRequest>;

/** GET /v1/discussion/me: whether the signed-in child may post, and the name others see. */
export const StudentBoardsStatus = z.object({ can_post: z.boolean(), display_name: z.string() });
export type StudentBoardsStatus = z.infer<typeof StudentBoardsStatus>;

export const REPORT_REASONS = ['unkind', 'private', 'scary', 'other'] as const;
export const ReportReason = z.enum(REPORT_REASONS, { error: 'Please choose why you are reporting it.' });
export type ReportReason = z.infer<typeof ReportReason>;
/** The short list a child chooses from, in their words. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  unkind: 'It is unkind or rude',
  private: 'It has something private in it',
  scary: 'It makes me feel worried or scared',
  other: 'Something else is wrong',
};

/** POST /v1/discussion/posts/{id}/report by a child -> 200 {detail}. */
export const ReportPostRequest = z.object({ reason: ReportReason });
export type ReportPostRequest = z.infer<typeof ReportPostRequest>;
