import { AdminUserList, AdminUsersQuery } from '@ye/contracts/admin';
import { ErrorBody } from '@ye/contracts/common';
import { ImpersonateBody, ImpersonateResponse } from '@ye/contracts/mesh';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Unauthorized } from '../../errors.ts';
import { adminUserList, startImpersonation } from './service.ts';

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
        summary: 'Mint a one-time auth_token (2 minutes) to sign in as a user via POST /auth/prg/login',
        body: ImpersonateBody,
        response: { 201: ImpersonateResponse, ...ERRORS, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      if (!request.user) throw new Unauthorized();
      const result = await startImpersonation(app.db, {
        adminId: request.user.userId,
        userId: request.body.user_id,
        ip: request.ip,
      });
      return reply.status(201).send(result);
    },
  );
}
