import type { FastifyInstance } from 'fastify';

// Routes of this file are being written (issue 4); registered in modules/index.ts.
export default async function catalogRoutes(fastify: FastifyInstance) {
  void fastify;
}
