import {
  ASSIGN_ROLES,
  ASSIGNMENT_LIST_ROLES,
  AssignmentIdParams,
  AssignmentListQuery,
  AssignmentListResponse,
  ChildWorkPage,
  ChildWorkParams,
  CreateAssignmentsRequest,
  CreateAssignmentsResponse,
  DeleteAssignmentResponse,
} from '@ye/contracts/assignments';
import { PageQuery } from '@ye/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import * as assignments from './service.ts';

const tags = ['assignments'];

/**
 * Instructor assignments (/v1/course/assignments): the studio roles assign a course or a lesson to
 * their students with a due date, list what they assigned with its completion, and remove it; a child
 * lists what was assigned to them; a parent reads their child's, notes and all. Providers get 403;
 * someone else's course, assignment or child is 404.
 */
export default async function assignmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const assigners = app.requireRole(...ASSIGN_ROLES);

  app.post(
    '/v1/course/assignments',
    {
      preHandler: assigners,
      schema: {
        tags,
        summary: 'Assign a course or one of its lessons to students, due on a day',
        body: CreateAssignmentsRequest,
        response: { 201: CreateAssignmentsResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await assignments.assign(app.db, callerOf(request), request.body)),
  );
  app.get(
    '/v1/course/assignments',
    {
      preHandler: app.requireRole(...ASSIGNMENT_LIST_ROLES),
      schema: {
        tags,
        summary: 'An instructor: what they assigned, with completion (paginated). A child: their own.',
        querystring: AssignmentListQuery,
        response: { 200: AssignmentListResponse, ...errorResponses },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return caller.type === 'child'
        ? assignments.listForChild(app.db, caller, request.query)
        : assignments.listForInstructor(app.db, caller, request.query);
    },
  );
  // The parent's view of their child's work and every note on it (decision 042).
  app.get(
    '/v1/course/assignments/children/:id',
    {
      preHandler: app.requireRole('parent'),
      schema: {
        tags,
        summary: 'My child: what instructors set, with every note they wrote (paginated)',
        params: ChildWorkParams,
        querystring: PageQuery,
        response: { 200: ChildWorkPage, ...errorResponses },
      },
    },
    async (request) => assignments.listForParent(app.db, callerOf(request), request.params.id, request.query),
  );
  app.delete(
    '/v1/course/assignments/:id',
    {
      preHandler: assigners,
      schema: {
        tags,
        summary: 'Remove an assignment',
        params: AssignmentIdParams,
        response: { 200: DeleteAssignmentResponse, ...errorResponses },
      },
    },
    async (request) => assignments.remove(app.db, callerOf(request), request.params.id),
  );
}
