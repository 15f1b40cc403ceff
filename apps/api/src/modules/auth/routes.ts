import {
  ForgotPasswordRequest,
  LoginRequest,
  Profile,
  RefreshRequest,
  RefreshResponse,
  ResetPasswordRequest,
  SignupRequest,
  TokenResponse,
  UpdatePasswordRequest,
  UpdatePasswordResponse,
} from '@ye/contracts/auth';
import { Detail, ErrorBody } from '@ye/contracts/common';
import { VERIFY_EMAIL_JOB } from '@ye/contracts/consent';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { JobQueue } from '../../jobs/queue.ts';
import * as service from './service.ts';

const queueVerificationLink = (jobs: Pick<JobQueue, 'send'>, userId: string) =>
  jobs.send(VERIFY_EMAIL_JOB, { user_id: userId });

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** /v1/auth/* and the signed-in user's profile. Handlers only parse, call the service and answer. */
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  app.post(
    '/v1/auth/signup',
    {
      config: { rateLimit: { max: 50, timeWindow: FIFTEEN_MINUTES } },
      schema: {
        tags,
        summary: 'Create a parent account and sign in',
        security: [],
        body: SignupRequest,
        response: { 201: TokenResponse, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const answer = await service.signup(app.db, app.config, request.body);
      // The confirmation link a parent needs before adding a child (decision 035).
      await queueVerificationLink(app.jobs, answer.user.id);
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/v1/auth/token/get',
    {
      schema: {
        tags,
        summary: 'Sign in with an email (adults) or a username (children)',
        security: [],
        body: LoginRequest,
        response: { 200: TokenResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const { email, username, password } = request.body;
      return service.login(app.db, app.config, { login: email || username || '', password, ip: request.ip });
    },
  );

  app.post(
    '/v1/auth/token/refresh',
    {
      schema: {
        tags,
        summary: 'Exchange a refresh token (once) for a new pair',
        security: [],
        body: RefreshRequest,
        response: { 200: RefreshResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => service.refresh(app.db, app.config, request.body.refresh),
  );

  app.post(
    '/v1/auth/forgot-password',
    {
      config: { rateLimit: { max: 10, timeWindow: FIFTEEN_MINUTES } },
      schema: {
        tags,
        summary: 'Email a password reset link (same answer for every email)',
        security: [],
        body: ForgotPasswordRequest,
        response: { 200: Detail, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => ({
      detail: await service.forgotPassword(app.jobs, request.body.email),
    }),
  );

  app.post(
    '/v1/auth/reset-password',
    {
      config: { rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES } },
      schema: {
        tags,
        summary: 'Set a new password with the token from the reset link',
        security: [],
        body: ResetPasswordRequest,
        response: { 200: Detail, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      await service.resetPassword(app.db, { ...request.body, ip: request.ip });
      return { detail: 'Your password has been reset. You can sign in with the new password.' };
    },
  );

  app.post(
    '/v1/auth/password/update',
    {
      preHandler: app.authenticate,
      // The old password is checked here, so guesses with a stolen access token are limited too.
      config: { rateLimit: { max: 10, timeWindow: FIFTEEN_MINUTES } },
      schema: {
        tags,
        summary: 'Change the password; other sessions end and this one gets a fresh pair',
        body: UpdatePasswordRequest,
        response: {
          200: UpdatePasswordResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new Error('authenticate did not set the user');
      return service.updatePassword(app.db, app.config, user, { ...request.body, ip: request.ip });
    },
  );

  app.get(
    '/v1/router/user/profile',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'The signed-in user', response: { 200: Profile, 401: ErrorBody } },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new Error('authenticate did not set the user');
      return service.profile(app.db, user);
    },
  );
}
