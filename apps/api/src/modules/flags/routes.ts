import { ErrorBody } from '@ye/contracts/common';
import { AdminFlag, AdminFlagList, FlagParams, FlagQuery, FlagState, FlagUpdate } from '@ye/contracts/flags';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { now } from '../../clock.ts';
import { Unauthorized } from '../../errors.ts';
import { adminFlagList, isFlagEnabled, setFlag } from './service.ts';

const ADMIN_ERRORS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } as const;

/** Feature flags (decision 032): anyone may read one; admins list and change them. */
export default async function flagRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  // Public: the flags decide what the public pages show too (the how-to guide and its footer link),
  // and a flag's state is no secret.
  app.get(
    '/v1/feature-flag/is-enabled',
    {
      schema: {
        tags: ['flags'],
        summary:
          'Whether a feature flag is on (cohort, how_to, registration_flow); off until an admin turns it on',
        querystring: FlagQuery,
        response: { 200: FlagState, 400: ErrorBody },
      },
    },
    async (request) => isFlagEnabled(app.db, request.query.name),
  );

  app.get(
    '/v1/admin/feature-flags',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Every feature flag with its state and who changed it last',
        response: { 200: AdminFlagList, ...ADMIN_ERRORS },
      },
    },
    async () => adminFlagList(app.db),
  );

  app.patch(
    '/v1/admin/feature-flags/:name',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Turn a feature flag on or off (recorded in the audit log)',
        params: FlagParams,
        body: FlagUpdate,
        response: { 200: AdminFlag, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      if (!request.user) throw new Unauthorized();
      return setFlag(app.db, {
        name: request.params.name,
        enabled: request.body.enabled,
        adminId: request.user.userId,
        ip: request.ip,
        now: now(),
      });
    },
  );
}
