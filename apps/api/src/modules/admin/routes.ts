import {
  AdminUser,
  AdminUserList,
  AdminUserParams,
  AdminUsersQuery,
  AuditEntryList,
  DisableUserBody,
  UpdateUserBody,
} from '@ye/contracts/admin';
import { ErrorBody, PageQuery } from '@ye/contracts/common';
import { ImpersonateBody, ImpersonateResponse } from '@ye/contracts/mesh';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Unauthorized } from '../../errors.ts';
import { callerOf } from '../../plugins/auth.ts';
import {
  adminUserList,
  changeUserType,
  disableUser,
  enableUser,
  startImpersonation,
  userAudit,
} from './service.ts';

const TAGS = ['admin'];
const ERRORS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } as const;

/** Platform admins: the user list and impersonation. */
export default async function adminRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v1/admin/users',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: TAGS,
        summary: 'Every account, newest first; q searches email, username and names',
        querystring: AdminUsersQuery,
        response: { 200: AdminUserList, ...ERRORS },
      },
    },
    async (request) =>
      adminUserList(app.db, {
        page: request.query.page,
        pageSize: request.query.page_size,
        q: request.query.q,
      }),
  );

  app.post(
    '/v1/admin/impersonate',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: TAGS,
        summary:
          'Mint a one-time auth_token (2 minutes) to sign in as a user via POST /auth/prg/login, for 30 minutes, with a reason',
        body: ImpersonateBody,
        response: { 201: ImpersonateResponse, ...ERRORS, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      if (!request.user) throw new Unauthorized();
      const result = await startImpersonation(app.db, {
        adminId: request.user.userId,
        userId: request.body.user_id,
        reason: request.body.reason,
        ip: request.ip,
      });
      return reply.status(201).send(result);
    },
  );

  const CHANGE_ERRORS = { ...ERRORS, 404: ErrorBody, 409: ErrorBody } as const;

  app.post(
    '/v1/admin/users/:id/disable',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: TAGS,
        summary: 'Disable an account with a reason: it is signed out everywhere at once and cannot sign in',
        params: AdminUserParams,
        body: DisableUserBody,
        response: { 200: AdminUser, ...CHANGE_ERRORS },
      },
    },
    async (request) => disableUser(app.db, callerOf(request), request.params.id, request.body.reason),
  );

  app.post(
    '/v1/admin/users/:id/enable',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: TAGS,
        summary: 'Enable a disabled account again (it signs in afresh)',
        params: AdminUserParams,
        response: { 200: AdminUser, ...CHANGE_ERRORS },
      },
    },
    async (request) => enableUser(app.db, callerOf(request), request.params.id),
  );

  app.patch(
    '/v1/admin/users/:id',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: TAGS,
        summary: "Change an adult account's role (never the last enabled admin's, never your own)",
        params: AdminUserParams,
        body: UpdateUserBody,
        response: { 200: AdminUser, ...CHANGE_ERRORS },
      },
    },
    async (request) => changeUserType(app.db, callerOf(request), request.params.id, request.body.type),
  );

  app.get(
    '/v1/admin/users/:id/audit',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: TAGS,
        summary: 'The audit log about one user: what was done to them and what they did, newest first',
        params: AdminUserParams,
        querystring: PageQuery,
        response: { 200: AuditEntryList, ...ERRORS, 404: ErrorBody },
      },
    },
    async (request) =>
      userAudit(app.db, {
        userId: request.params.id,
        page: request.query.page,
        pageSize: request.query.page_size,
      }),
  );
}
