import { Detail, ErrorBody, PageQuery } from '@ye/contracts/common';
import {
  BoardIdParams,
  BoardPostsQuery,
  ChildBoards,
  ChildIdParams,
  CreateBoardRequest,
  CreatePostRequest,
  DeleteBoardResponse,
  DISCUSSION_ROLES,
  InstructorBoard,
  InstructorBoardListQuery,
  InstructorBoardPage,
  InstructorPost,
  InstructorPostPage,
  ModerationQueueQuery,
  PostIdParams,
  ReportPostRequest,
  StudentBoard,
  StudentBoardPage,
  StudentBoardsStatus,
  StudentPostCreated,
  StudentPostPage,
  UpdateBoardRequest,
  UpdateChildBoardsRequest,
} from '@ye/contracts/discussion';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clock } from '../../clock.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import * as discussion from './service.ts';

const tags = ['discussion'];

/**
 * Moderated discussion boards. Instructors (ely_admins, admins) run boards on their own courses and
 * moderate every child post; someone else's board or post is 404. Children read and reply on boards
 * of courses they started; other boards are 404. Parents and other roles get 403. No route takes a
 * user to write to: posts go to a board, for everyone in the course, after the instructor's approval.
 */
export default async function discussionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const instructorOnly = app.requireRole(...DISCUSSION_ROLES);
  const childOnly = app.requireRole('child');
  const parentOnly = app.requireRole('parent');

  // ---- instructor: boards ----------------------------------------------------------------------
  app.get(
    '/v1/instructor/discussion/boards',
    {
      preHandler: instructorOnly,
      schema: {
        tags,
        summary: "The caller's boards with waiting counts, newest first",
        querystring: InstructorBoardListQuery,
        response: { 200: InstructorBoardPage, ...errorResponses },
      },
    },
    async (request) => discussion.listBoards(app.db, callerOf(request), request.query),
  );
  app.post(
    '/v1/instructor/discussion/boards',
    {
      preHandler: instructorOnly,
      schema: {
        tags,
        summary: 'Open a board with a prompt on one of your courses',
        body: CreateBoardRequest,
        response: { 201: InstructorBoard, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await discussion.createBoard(app.db, callerOf(request), request.body)),
  );
  app.get(
    '/v1/instructor/discussion/boards/:id',
    {
      preHandler: instructorOnly,
      schema: {
        tags,
        summary: 'One of your boards with its waiting and approved counts',
        params: BoardIdParams,
        response: { 200: InstructorBoard, ...errorResponses },
      },
    },
    async (request) => discussion.getBoard(app.db, callerOf(request), request.params.id),
  );
  app.patch(
    '/v1/instructor/discussion/boards/:id',
    {
      preHandler: instructorOnly,
      schema: {
        tags,
        summary: 'Rename, reword, close or reopen a board',
        params: BoardIdParams,
        body: UpdateBoardRequest,
        response: { 200: InstructorBoard, ...errorResponses },
      },
    },
    async (request) => discussion.updateBoard(app.db, callerOf(request), request.params.id, request.body),
  );
  app.delete(
    '/v1/instructor/discussion/boards/:id',
    {
      preHandler: instructorOnly,
      schema: {
        tags,
        summary: 'Delete a board and all its posts',
        params: BoardIdParams,
        response: { 200: DeleteBoardResponse, ...errorResponses },
      },
    },
    async (request) => discussion.deleteBoard(app.db, callerOf(request), request.params.id),
  );

  // ---- instructor: posts and moderation --------------------------------------------------------
  app.get(
    '/v1/instructor/discussion/boards/:id/posts',
    {
      preHandler: instructorOnly,
      schema: {
        tags,
        summary: 'Every post of a board, any status, oldest first',
        params: BoardIdParams,
        querystring: BoardPostsQuery,
        response: { 200: InstructorPostPage, ...errorResponses },
      },
    },
    async (request) => discussion.boardPosts(app.db, callerOf(request), request.params.id, request.query),
  );
  app.post(
    '/v1/instructor/discussion/boards/:id/posts',
    {
      preHandler: instructorOnly,
      schema: {
        tags,
        summary: "The instructor's own post, approved at once",
        params: BoardIdParams,
        body: CreatePostRequest,
        response: { 201: InstructorPost, ...errorResponses, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await discussion.instructorPost(app.db, callerOf(request), request.params.id, request.body.body),
        ),
  );
  app.get(
    '/v1/instructor/discussion/queue',
    {
      preHandler: instructorOnly,
      schema: {
        tags,
        summary: 'Posts waiting for approval on your boards, oldest first, with held reasons',
        querystring: ModerationQueueQuery,
        response: { 200: InstructorPostPage, ...errorResponses },
      },
    },
    async (request) => discussion.moderationQueue(app.db, callerOf(request), request.query),
  );
  app.post(
    '/v1/instructor/discussion/posts/:id/approve',
    {
      preHandler: instructorOnly,
      schema: {
        tags,
        summary: 'Approve a post: everyone in the course can read it',
        params: PostIdParams,
        response: { 200: InstructorPost, ...errorResponses },
      },
    },
    async (request) => discussion.moderatePost(app.db, callerOf(request), request.params.id, 'approved'),
  );
  app.post(
    '/v1/instructor/discussion/posts/:id/reject',
    {
      preHandler: instructorOnly,
      schema: {
        tags,
        summary: 'Reject a post: only you can see it',
        params: PostIdParams,
        response: { 200: InstructorPost, ...errorResponses },
      },
    },
    async (request) => discussion.moderatePost(app.db, callerOf(request), request.params.id, 'rejected'),
  );

  // ---- child -----------------------------------------------------------------------------------
  app.get(
    '/v1/discussion/boards',
    {
      preHandler: childOnly,
      schema: {
        tags,
        summary: 'Boards of the courses the child started, newest first',
        querystring: PageQuery,
        response: { 200: StudentBoardPage, ...errorResponses },
      },
    },
    async (request) => discussion.studentBoards(app.db, callerOf(request), request.query),
  );
  app.get(
    '/v1/discussion/boards/:id',
    {
      preHandler: childOnly,
      schema: {
        tags,
        summary: 'One board of a course the signed-in child started',
        params: BoardIdParams,
        response: { 200: StudentBoard, ...errorResponses },
      },
    },
    async (request) => discussion.studentBoard(app.db, callerOf(request), request.params.id),
  );
  app.get(
    '/v1/discussion/boards/:id/posts',
    {
      preHandler: childOnly,
      schema: {
        tags,
        summary: "Approved posts and the child's own waiting ones, oldest first",
        params: BoardIdParams,
        querystring: PageQuery,
        response: { 200: StudentPostPage, ...errorResponses },
      },
    },
    async (request) => discussion.studentPosts(app.db, callerOf(request), request.params.id, request.query),
  );
  app.post(
    '/v1/discussion/boards/:id/posts',
    {
      preHandler: childOnly,
      schema: {
        tags,
        summary: 'Reply on the board; the post waits for the teacher (403 while boards are off)',
        params: BoardIdParams,
        body: CreatePostRequest,
        response: { 201: StudentPostCreated, ...errorResponses, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await discussion.createStudentPost(
            app.db,
            callerOf(request),
            request.params.id,
            request.body.body,
            { db: app.db, jobs: app.jobs, config: app.config },
          ),
        ),
  );
  app.get(
    '/v1/discussion/me',
    {
      preHandler: childOnly,
      schema: {
        tags,
        summary: 'Whether my grown-up turned boards on, and the name other children see',
        response: { 200: StudentBoardsStatus, ...errorResponses },
      },
    },
    async (request) => discussion.studentStatus(app.db, callerOf(request)),
  );
  app.post(
    '/v1/discussion/posts/:id/report',
    {
      preHandler: childOnly,
      schema: {
        tags,
        summary: 'Tell the teacher something is wrong with a post (who reported stays private)',
        params: PostIdParams,
        body: ReportPostRequest,
        response: { 200: Detail, ...errorResponses, 409: ErrorBody },
      },
    },
    async (request) => ({
      detail: await discussion.reportPost(app.db, callerOf(request), request.params.id, request.body.reason),
    }),
  );

  // ---- parent: boards consent (decision 041) ---------------------------------------------------
  app.get(
    '/v1/discussion/children/:id/boards',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: "My child's boards choice: on or off, the approved display name, when and by whom",
        params: ChildIdParams,
        response: { 200: ChildBoards, ...errorResponses },
      },
    },
    async (request) => discussion.childBoards(app.db, callerOf(request), request.params.id),
  );
  app.put(
    '/v1/discussion/children/:id/boards',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: 'Turn boards (posting and live chat) on or off for my child, with a display name',
        params: ChildIdParams,
        body: UpdateChildBoardsRequest,
        response: { 200: ChildBoards, ...errorResponses },
      },
    },
    async (request) =>
      discussion.updateChildBoards(app.db, callerOf(request), request.params.id, request.body, clock.now()),
  );
}
