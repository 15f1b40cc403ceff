import { InstructorAvatarUploadRequest, UpdateInstructorProfileRequest } from '@ye/contracts/account';
import { Profile } from '@ye/contracts/auth';
import { ErrorBody } from '@ye/contracts/common';
import { INSTRUCTOR_TYPES } from '@ye/contracts/roles';
import { UploadUrlResponse } from '@ye/contracts/studio';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import * as instructor from './instructor-service.ts';

const tags = ['account'];

/**
 * The instructor's own profile: names, bio, photo and time zone, for instructors, ely_admins,
 * providers and external admins (parents and children get 403). Read it at GET /v1/router/user/profile.
 */
export default async function instructorProfileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const instructorLike = app.requireRole(...INSTRUCTOR_TYPES);

  app.patch(
    '/v1/instructor/profile',
    {
      preHandler: instructorLike,
      schema: {
        tags,
        summary: 'Update the instructor profile (any of: names, bio, time zone, photo)',
        body: UpdateInstructorProfileRequest,
        response: { 200: Profile, ...errorResponses },
      },
    },
    async (request) => instructor.updateInstructorProfile(app.db, callerOf(request), request.body),
  );

  app.post(
    '/v1/instructor/profile/generate-upload-url',
    {
      preHandler: instructorLike,
      schema: {
        tags,
        summary: 'A signed URL (15 minutes) to PUT the profile photo to: JPEG or PNG, at most 5 MB',
        body: InstructorAvatarUploadRequest,
        response: { 200: UploadUrlResponse, ...errorResponses, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request) =>
      instructor.instructorAvatarUploadUrl(app.db, callerOf(request), request.body, {
        secret: app.config.jwtSecret,
        // The public URL from config: a Host or X-Forwarded-Host header must not steer where files go.
        origin: app.config.appUrl,
        maxVideoBytes: app.config.maxVideoUploadBytes,
      }),
  );
}
