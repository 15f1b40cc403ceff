import { Detail, ErrorBody } from '@ye/contracts/common';
import {
  AcceptPolicyRequest,
  ChildConsent,
  ChildConsentQuery,
  EmailVerificationStatus,
  ParentPolicyStatus,
  PolicyVersion,
  PolicyVersions,
  PublishedPolicyVersions,
  PublishPolicyRequest,
  VerifyEmailRequest,
} from '@ye/contracts/consent';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clock } from '../../clock.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import * as policy from './policy-service.ts';
import * as consent from './service.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** /v1/consent/*: the parent's email verification and the consent recorded for a child (decision 035). */
export default async function consentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['consent'];
  const parentOnly = app.requireRole('parent');

  app.get(
    '/v1/consent/email',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: 'Whether my email address is confirmed',
        response: { 200: EmailVerificationStatus, ...errorResponses },
      },
    },
    async (request) => consent.emailStatus(app.db, callerOf(request)),
  );

  app.post(
    '/v1/consent/email/send',
    {
      preHandler: parentOnly,
      // Each call mails someone: a handful per quarter hour is plenty for "send again".
      config: { rateLimit: { max: 5, timeWindow: FIFTEEN_MINUTES } },
      schema: {
        tags,
        summary: 'Mail me a fresh confirmation link (the older one stops working)',
        response: { 200: Detail, ...errorResponses, 429: ErrorBody },
      },
    },
    async (request) => ({
      detail: await consent.resendVerificationLink(app.db, app.jobs, callerOf(request)),
    }),
  );

  app.post(
    '/v1/consent/email/verify',
    {
      config: { rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES } },
      schema: {
        tags,
        summary: 'Confirm an email address with the token from the emailed link',
        security: [],
        body: VerifyEmailRequest,
        response: { 200: Detail, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => ({ detail: await consent.verifyEmail(app.db, request.body.token, clock.now()) }),
  );

  app.get(
    '/v1/consent/child',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: 'The consent I gave for my child: method, time, policy version, notice',
        querystring: ChildConsentQuery,
        response: { 200: ChildConsent, ...errorResponses },
      },
    },
    async (request) => consent.childConsent(app.db, callerOf(request), request.query.child_id),
  );

  // ---- versions of the privacy policy and terms (decision 043) ------------------------------
  const adminOnly = app.requireRole('admin');

  app.get(
    '/v1/consent/policy/current',
    {
      schema: {
        tags,
        summary: 'The version of the privacy policy and terms in force, and the next one if published',
        security: [],
        // The 400 every route gives for a malformed request (e.g. a NUL in the query).
        response: { 200: PolicyVersions, 400: ErrorBody },
      },
    },
    async () => policy.policyVersions(app.db, clock.now()),
  );

  app.get(
    '/v1/consent/policy',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: 'The policy versions, and whether I must accept the one in force (asked at sign-in)',
        response: { 200: ParentPolicyStatus, ...errorResponses },
      },
    },
    async (request) => policy.parentPolicyStatus(app.db, callerOf(request), clock.now()),
  );

  app.post(
    '/v1/consent/policy/accept',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: 'Accept a version (the one in force, or the next one early): my consents move to it',
        body: AcceptPolicyRequest,
        response: { 200: ParentPolicyStatus, ...errorResponses },
      },
    },
    async (request) => policy.acceptPolicy(app.db, callerOf(request), request.body.version, clock.now()),
  );

  app.get(
    '/v1/consent/policy/versions',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Every published version, newest first, with how many parents were emailed',
        response: { 200: PublishedPolicyVersions, ...errorResponses },
      },
    },
    async () => policy.listPublished(app.db),
  );

  app.post(
    '/v1/consent/policy/versions',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: `Publish a new version, taking effect at least 30 days later; every parent is emailed`,
        body: PublishPolicyRequest,
        response: { 201: PolicyVersion, ...errorResponses, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const published = await policy.publishVersion(
        app.db,
        app.jobs,
        callerOf(request),
        request.body,
        clock.now(),
      );
      return reply.status(201).send(published);
    },
  );
}
