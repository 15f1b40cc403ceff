import type { FastifyInstance } from 'fastify';

// Routes of this file are being written (issue 4); registered in modules/index.ts.
export default async function learningCertificateRoutes(fastify: FastifyInstance) {
  void fastify;
}
