import {
  TestAdvanceRequest,
  TestCardRequest,
  TestCheckout,
  TestPayResponse,
  TestPlanRequest,
  TestPortal,
} from '@ye/contracts/billing';
import { ErrorBody } from '@ye/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { now } from '../../../clock.ts';
import { viaProvider } from '../provider.ts';
import { TestBillingProvider } from './service.ts';

// The built-in test provider's checkout and portal pages call these (only when the server has no
// Stripe keys). No bearer token: the unguessable session id in the address is the credential, as on
// Stripe's own pages, and each call reads or changes only that session's customer.

const SessionParams = z.object({ sessionId: z.string().min(1).max(255) });
const CardParams = SessionParams.extend({ cardId: z.string().min(1).max(255) });
const LIMIT = { max: 20, timeWindow: 60 * 1000 };
const CHECKOUT_GONE = 'This checkout has expired or does not exist.';
const PORTAL_GONE = 'This page has expired. Open “Manage subscription” again.';
const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

export default async function testProviderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];
  const provider = new TestBillingProvider({ db: app.db, config: app.config, jobs: app.jobs, now });
  const schema = <P extends z.ZodType, B extends z.ZodType | undefined = undefined>(
    summary: string,
    response: z.ZodType,
    params: P,
    body?: B,
  ): { config: object; schema: { params: P; body: B } & Record<string, unknown> } => ({
    config: { rateLimit: LIMIT },
    // A route without a body leaves the key out: Fastify warns about a schema key set to undefined.
    schema: {
      tags,
      summary,
      security: [],
      params,
      ...(body ? { body } : {}),
      response: { 200: response, ...errors },
    } as { params: P; body: B } & Record<string, unknown>,
  });
  type Action = Parameters<TestBillingProvider['portalAction']>[1];
  const act = (sessionId: string, action: Action) =>
    viaProvider(() => provider.portalAction(sessionId, action), PORTAL_GONE);

  app.get(
    '/v1/billing/test/checkout/:sessionId',
    { ...schema('Test mode: the checkout page’s session', TestCheckout, SessionParams) },
    async (request) => viaProvider(() => provider.checkoutPage(request.params.sessionId), CHECKOUT_GONE),
  );

  app.post(
    '/v1/billing/test/checkout/:sessionId/pay',
    {
      ...schema(
        'Test mode: pay a checkout with a test card',
        TestPayResponse,
        SessionParams,
        TestCardRequest,
      ),
    },
    async (request) =>
      viaProvider(() => provider.payCheckout(request.params.sessionId, request.body), CHECKOUT_GONE),
  );

  app.get(
    '/v1/billing/test/portal/:sessionId',
    { ...schema('Test mode: the customer portal', TestPortal, SessionParams) },
    async (request) => viaProvider(() => provider.portalPage(request.params.sessionId), PORTAL_GONE),
  );

  app.post(
    '/v1/billing/test/portal/:sessionId/plan',
    { ...schema('Test mode: switch between monthly and yearly', TestPortal, SessionParams, TestPlanRequest) },
    async (request) => act(request.params.sessionId, { kind: 'plan', frequency: request.body.frequency }),
  );

  app.post(
    '/v1/billing/test/portal/:sessionId/cancel',
    { ...schema('Test mode: cancel at the end of the period', TestPortal, SessionParams) },
    async (request) => act(request.params.sessionId, { kind: 'cancel' }),
  );

  app.post(
    '/v1/billing/test/portal/:sessionId/resume',
    { ...schema('Test mode: keep a membership that was set to cancel', TestPortal, SessionParams) },
    async (request) => act(request.params.sessionId, { kind: 'resume' }),
  );

  app.post(
    '/v1/billing/test/portal/:sessionId/cards',
    { ...schema('Test mode: add a test card', TestPortal, SessionParams, TestCardRequest) },
    async (request) => act(request.params.sessionId, { kind: 'add-card', card: request.body }),
  );

  app.post(
    '/v1/billing/test/portal/:sessionId/cards/:cardId/default',
    {
      ...schema(
        'Test mode: make a card the default (a failed payment is tried again)',
        TestPortal,
        CardParams,
      ),
    },
    async (request) => act(request.params.sessionId, { kind: 'default-card', cardId: request.params.cardId }),
  );

  app.delete(
    '/v1/billing/test/portal/:sessionId/cards/:cardId',
    { ...schema('Test mode: remove a card', TestPortal, CardParams) },
    async (request) => act(request.params.sessionId, { kind: 'remove-card', cardId: request.params.cardId }),
  );

  app.post(
    '/v1/billing/test/portal/:sessionId/advance',
    {
      ...schema(
        'Test mode: end the trial or the period now (a test clock)',
        TestPortal,
        SessionParams,
        TestAdvanceRequest,
      ),
    },
    async (request) => act(request.params.sessionId, { kind: 'advance', to: request.body.to }),
  );
}
