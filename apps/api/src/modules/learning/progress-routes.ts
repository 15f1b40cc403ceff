import type { FastifyInstance } from 'fastify';

// Routes of this file are being written (issue 4); registered in modules/index.ts.
export default async function learningProgressRoutes(fastify: FastifyInstance) {
  void fastify;
}
