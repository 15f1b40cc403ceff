import {
  CohortCourseParams,
  CohortCourseRequest,
  CohortCourseResponse,
  CohortCreateRequest,
  CohortCsvRequest,
  CohortCsvResult,
  CohortDetail,
  CohortEnrolRequest,
  CohortInviteRequest,
  CohortListQuery,
  CohortOrganizationList,
  CohortPage,
  CohortParams,
  CohortStaffMember,
  CohortStaffParams,
  CohortStaffRequest,
  CohortStudentParams,
  CohortStudentRequest,
  CohortStudentResponse,
  CohortUpdateRequest,
  FamilyCohort,
  FamilyCohortList,
  FamilyCohortQuery,
  MyClassList,
} from '@ye/contracts/cohorts';
import { ErrorBody } from '@ye/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import * as cohorts from './service.ts';

/** Who runs classes: course authors (STUDIO_ROLES); admins may manage every class. */
const STAFF = ['instructor', 'ely_admin', 'admin'] as const;
/** Who may read classes: staff, and providers and external admins for their organizations' classes. */
const READERS = [...STAFF, 'provider', 'external_admin'] as const;

/**
 * Cohorts (decision 034): the staff's classes (another's is a 404), a parent's enrolment of their
 * own child, and the child's "My class". Everything answers 404 while the `cohort` flag is off.
 */
export default async function cohortRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['cohorts'];
  const staff = app.requireRole(...STAFF);
  const readers = app.requireRole(...READERS);
  const parents = app.requireRole('parent');
  const children = app.requireRole('child');
  const deps = cohorts.depsOf(app);
  const noContent = z.null().describe('No content');
  const withConflict = { ...errorResponses, 409: ErrorBody };

  app.get(
    '/v1/cohort/',
    {
      preHandler: readers,
      schema: {
        tags,
        summary:
          'My classes (an admin: every class; a provider or external admin: their organizations’), active first, paged',
        querystring: CohortListQuery,
        response: { 200: CohortPage, ...errorResponses },
      },
    },
    async (request) => cohorts.listCohorts(deps, callerOf(request), request.query),
  );

  app.post(
    '/v1/cohort/create',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Make a class (the caller leads it), with its courses',
        body: CohortCreateRequest,
        response: { 201: CohortDetail, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await cohorts.createCohort(deps, callerOf(request), request.body)),
  );

  app.get(
    '/v1/cohort/:id',
    {
      preHandler: readers,
      schema: {
        tags,
        summary:
          'A class with its courses, staff and children (progress, activity, quiz scores, live attendance) and its self-esteem change',
        params: CohortParams,
        response: { 200: CohortDetail, ...errorResponses },
      },
    },
    async (request) => cohorts.getCohort(deps, callerOf(request), request.params.id),
  );

  app.patch(
    '/v1/cohort/:id',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Change a class; status archived archives it (more places move the waitlist up)',
        params: CohortParams,
        body: CohortUpdateRequest,
        response: { 200: CohortDetail, ...withConflict },
      },
    },
    async (request) => cohorts.updateCohort(deps, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/v1/cohort/delete/:id',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Delete a class (its places go with it; the children and their progress stay)',
        params: CohortParams,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await cohorts.deleteCohort(deps, callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/cohort/:id/report.csv',
    {
      preHandler: readers,
      schema: {
        tags,
        summary: 'The class’s children with progress, activity and quiz scores as a CSV download',
        params: CohortParams,
        response: { 200: z.string().describe('text/csv'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await cohorts.cohortReport(deps, callerOf(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.post(
    '/v1/cohort/:id/student',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Add a child: a place while there is one, else the waitlist (200 when already there)',
        params: CohortParams,
        body: CohortStudentRequest,
        response: { 200: CohortStudentResponse, 201: CohortStudentResponse, ...withConflict },
      },
    },
    async (request, reply) => {
      const r = await cohorts.addStudent(deps, callerOf(request), request.params.id, request.body.child_id);
      return reply.status(r.created ? 201 : 200).send({ status: r.status });
    },
  );

  app.post(
    '/v1/cohort/:id/students/csv',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          'Add children by a CSV of usernames; says which were added, already there, not found or refused',
        params: CohortParams,
        body: CohortCsvRequest,
        response: { 200: CohortCsvResult, ...errorResponses },
      },
    },
    async (request) => cohorts.addStudentsCsv(deps, callerOf(request), request.params.id, request.body.csv),
  );

  app.delete(
    '/v1/cohort/:id/student/:child_id',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Take a child out of the class (the first on the waitlist moves up)',
        params: CohortStudentParams,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await cohorts.removeStudent(deps, callerOf(request), request.params.id, request.params.child_id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/cohort/:id/course',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Add a published course to the class',
        params: CohortParams,
        body: CohortCourseRequest,
        response: { 201: CohortCourseResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await cohorts.addCourse(deps, callerOf(request), request.params.id, request.body.course_id)),
  );

  app.delete(
    '/v1/cohort/:id/course/:course_id',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Take a course off the class (the children keep their progress)',
        params: CohortCourseParams,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await cohorts.removeCourse(deps, callerOf(request), request.params.id, request.params.course_id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/cohort/organizations',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'The organizations I may give a class (mine; an admin: every active one)',
        response: { 200: CohortOrganizationList, ...errorResponses },
      },
    },
    async (request) => cohorts.organizationChoices(deps, callerOf(request)),
  );

  app.post(
    '/v1/cohort/:id/staff',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'The lead adds an instructor as an assistant, by email (200 when already on the staff)',
        params: CohortParams,
        body: CohortStaffRequest,
        response: { 200: CohortStaffMember, 201: CohortStaffMember, ...errorResponses },
      },
    },
    async (request, reply) => {
      const r = await cohorts.addAssistant(deps, callerOf(request), request.params.id, request.body.email);
      return reply.status(r.created ? 201 : 200).send(r.member);
    },
  );

  app.delete(
    '/v1/cohort/:id/staff/:user_id',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'The lead removes an assistant (the lead stays)',
        params: CohortStaffParams,
        response: { 204: noContent, ...withConflict },
      },
    },
    async (request, reply) => {
      await cohorts.removeAssistant(deps, callerOf(request), request.params.id, request.params.user_id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/cohort/invite',
    {
      preHandler: parents,
      schema: {
        tags,
        summary: 'Find the class an invite code opens, for my child (the code stays out of the address)',
        body: CohortInviteRequest,
        response: { 200: FamilyCohort, ...errorResponses },
      },
    },
    async (request) => cohorts.findByInvite(deps, callerOf(request), request.body),
  );

  app.get(
    '/v1/cohort/family',
    {
      preHandler: parents,
      schema: {
        tags,
        summary: 'Classes open to my child’s age, and the ones my child is in, with the child’s place',
        querystring: FamilyCohortQuery,
        response: { 200: FamilyCohortList, ...errorResponses },
      },
    },
    async (request) => cohorts.familyCohorts(deps, callerOf(request), request.query.child_id),
  );

  app.post(
    '/v1/cohort/:id/enrol',
    {
      preHandler: parents,
      schema: {
        tags,
        summary: 'Enrol my child: a place while there is one, else the waitlist (200 when already there)',
        params: CohortParams,
        body: CohortEnrolRequest,
        response: { 200: CohortStudentResponse, 201: CohortStudentResponse, ...withConflict },
      },
    },
    async (request, reply) => {
      const r = await cohorts.enrol(deps, callerOf(request), request.params.id, request.body);
      return reply.status(r.created ? 201 : 200).send({ status: r.status });
    },
  );

  app.delete(
    '/v1/cohort/:id/enrol/:child_id',
    {
      preHandler: parents,
      schema: {
        tags,
        summary: 'Withdraw my child from the class (the first on the waitlist moves up)',
        params: CohortStudentParams,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await cohorts.withdraw(deps, callerOf(request), request.params.id, request.params.child_id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/router/user/my-class',
    {
      preHandler: children,
      schema: {
        tags,
        summary: 'A child’s classes with their courses (“My class”)',
        response: { 200: MyClassList, ...errorResponses },
      },
    },
    async (request) => cohorts.myClasses(deps, callerOf(request)),
  );
}
