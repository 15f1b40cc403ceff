import { Detail, ErrorBody } from '@ye/contracts/common';
import { ContactRequest, ParentContactRequest } from '@ye/contracts/contact';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as service from './service.ts';

// Per address: enough for a person, too few for a spam run.
const LIMIT = { max: 5, timeWindow: 15 * 60 * 1000 };

export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['contact'];

  app.post(
    '/v1/auth/contact-us',
    {
      config: { rateLimit: LIMIT },
      schema: {
        tags,
        summary: 'Send a message to support (anyone)',
        security: [],
        body: ContactRequest,
        response: { 201: Detail, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        detail: await service.contactPublic(app.db, app.jobs, app.config, request.log, request.body),
      }),
  );

  app.post(
    '/v1/parent/contact-us',
    {
      preHandler: app.requireRole('parent'),
      config: { rateLimit: LIMIT },
      schema: {
        tags,
        summary: 'Send a message to support as the signed-in parent',
        body: ParentContactRequest,
        response: { 201: Detail, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new Error('requireRole did not set the user');
      const detail = await service.contactAsParent(
        app.db,
        app.jobs,
        app.config,
        request.log,
        user.userId,
        request.body,
      );
      return reply.status(201).send({ detail });
    },
  );
}
