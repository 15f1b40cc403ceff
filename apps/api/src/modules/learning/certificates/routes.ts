import { ErrorBody } from '@ye/contracts/common';
import {
  CertificateList,
  CertificateListQuery,
  CertificateSerialParams,
  CertificateVerification,
  ParentCertificates,
} from '@ye/contracts/learning';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../plugins/auth.ts';
import { errorResponses } from '../../../plugins/errors.ts';
import * as certificates from './service.ts';

/**
 * Certificates: the child's own and their parent's lists, the PDF download (owner or parent only,
 * 404 for everyone else) and the public check by serial (rate-limited, initial only).
 */
export default async function learningCertificateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['certificates'];

  app.get(
    '/v1/course/certificates/list',
    {
      preHandler: app.requireRole('child', 'parent'),
      schema: {
        tags,
        summary: "A child's own certificates, or a parent's children's (child_id: one child)",
        querystring: CertificateListQuery,
        response: { 200: CertificateList, ...errorResponses },
      },
    },
    async (request) => certificates.listCertificates(app.db, callerOf(request), request.query.child_id),
  );

  app.get(
    '/v1/course/certificates/get/:serial',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Download a certificate as a PDF (the child or their parent)',
        params: CertificateSerialParams,
        response: { 200: z.any().describe('application/pdf'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await certificates.certificatePdf(
        app.db,
        callerOf(request),
        request.params.serial,
        app.config.appUrl,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/v1/course/certificates/verify/:serial',
    {
      // Public: generous for a person checking a few serials, useless for guessing 60-bit ones.
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Check a certificate by its number (public; shows the child’s initial only)',
        security: [],
        params: CertificateSerialParams,
        response: { 200: CertificateVerification, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => certificates.verifyCertificate(app.db, request.params.serial),
  );

  app.get(
    '/v1/course/parent/certificate',
    {
      preHandler: app.requireRole('parent'),
      schema: {
        tags,
        summary: 'Every child of the parent with their certificates',
        response: { 200: ParentCertificates, ...errorResponses },
      },
    },
    async (request) => certificates.parentCertificates(app.db, callerOf(request).userId),
  );
}
