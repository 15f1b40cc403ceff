import { ErrorBody } from '@ye/contracts/common';
import {
  AddMemberBody,
  CreateOrganizationBody,
  MemberList,
  MemberParams,
  MyOrganizations,
  Organization,
  OrganizationList,
  OrganizationParams,
  OrganizationsQuery,
  UpdateOrganizationBody,
} from '@ye/contracts/organizations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth.ts';
import {
  addMember,
  changeOrganization,
  createOrganization,
  memberList,
  myMemberList,
  myOrganizations,
  organizationList,
  removeMember,
} from './service.ts';

const TAGS = ['organizations'];
const ERRORS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } as const;
const ONE = { ...ERRORS, 404: ErrorBody } as const;

/** Organizations (decision 037): admins manage them and their members; members see their own. */
export default async function organizationRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireRole('admin');

  app.get(
    '/v1/admin/organizations',
    {
      preHandler: admin,
      schema: {
        tags: TAGS,
        summary: 'Every organization by name; q searches names',
        querystring: OrganizationsQuery,
        response: { 200: OrganizationList, ...ERRORS },
      },
    },
    async (request) =>
      organizationList(app.db, {
        page: request.query.page,
        pageSize: request.query.page_size,
        q: request.query.q,
      }),
  );

  app.post(
    '/v1/admin/organizations',
    {
      preHandler: admin,
      schema: {
        tags: TAGS,
        summary: 'Create an organization',
        body: CreateOrganizationBody,
        response: { 201: Organization, ...ERRORS },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createOrganization(app.db, callerOf(request), request.body)),
  );

  app.patch(
    '/v1/admin/organizations/:id',
    {
      preHandler: admin,
      schema: {
        tags: TAGS,
        summary: 'Rename, archive or restore an organization',
        params: OrganizationParams,
        body: UpdateOrganizationBody,
        response: { 200: Organization, ...ONE },
      },
    },
    async (request) => changeOrganization(app.db, callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/v1/admin/organizations/:id/members',
    {
      preHandler: admin,
      schema: {
        tags: TAGS,
        summary: "An organization's members with their roles",
        params: OrganizationParams,
        response: { 200: MemberList, ...ONE },
      },
    },
    async (request) => memberList(app.db, request.params.id),
  );

  app.post(
    '/v1/admin/organizations/:id/members',
    {
      preHandler: admin,
      schema: {
        tags: TAGS,
        summary: 'Add an account by email with a role (a member again changes role)',
        params: OrganizationParams,
        body: AddMemberBody,
        response: { 201: MemberList, ...ONE },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addMember(app.db, callerOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/v1/admin/organizations/:id/members/:userId',
    {
      preHandler: admin,
      schema: {
        tags: TAGS,
        summary: 'Remove a member',
        params: MemberParams,
        response: { 204: z.null().describe('No content'), ...ONE },
      },
    },
    async (request, reply) => {
      await removeMember(app.db, callerOf(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/organizations/mine',
    {
      preHandler: app.requireRole('provider', 'external_admin', 'admin'),
      schema: {
        tags: TAGS,
        summary: "The caller's own active organizations (providers and external admins)",
        response: { 200: MyOrganizations, ...ERRORS },
      },
    },
    async (request) => myOrganizations(app.db, callerOf(request)),
  );

  app.get(
    '/v1/organizations/:id/members',
    {
      preHandler: app.requireRole('provider', 'external_admin', 'admin'),
      schema: {
        tags: TAGS,
        summary: "The members of one of the caller's own organizations (read-only; another is 404)",
        params: OrganizationParams,
        response: { 200: MemberList, ...ONE },
      },
    },
    async (request) => myMemberList(app.db, callerOf(request), request.params.id),
  );
}
