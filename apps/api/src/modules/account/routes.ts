import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { DeleteAccountRequest, UpdateParentProfileRequest } from '@ye/contracts/account';
import { Profile } from '@ye/contracts/auth';
import { ErrorBody } from '@ye/contracts/common';
import { APP_IMAGE_FORMAT_ERROR, MAX_IMAGE_BYTES } from '@ye/contracts/uploads';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Invalid, NotFound, UnsupportedMediaType } from '../../errors.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { depsOf } from '../billing/service.ts';
import * as account from './service.ts';

/** The parent's own account: details and profile picture. The profile itself is GET /v1/router/user/profile. */
export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const parentOnly = app.requireRole('parent');

  // Multipart only in this plugin: one file, at most 5 MB (one byte more is read to detect "too large").
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 100 },
  });

  app.post(
    '/v1/parent_router/parent/update_profile',
    {
      preHandler: parentOnly,
      schema: {
        tags: ['account'],
        summary: "Update the parent's names, email (with the current password), time zone or bio",
        body: UpdateParentProfileRequest,
        response: { 200: Profile, ...errorResponses, 409: ErrorBody },
      },
    },
    async (request) => account.updateParentProfile(app.db, callerOf(request), request.body),
  );

  app.post(
    '/v1/parent_router/parent/avatar',
    {
      preHandler: parentOnly,
      schema: {
        tags: ['account'],
        summary: 'Upload the profile picture (multipart field "file"): JPEG or PNG, at most 5 MB',
        consumes: ['multipart/form-data'],
        response: { 200: Profile, ...errorResponses, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new UnsupportedMediaType(APP_IMAGE_FORMAT_ERROR);
      const part = await request.file();
      if (!part) throw new Invalid('Please choose an image to upload.', 'file_required');
      account.checkDeclaredImage(part);
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') return null;
        throw err;
      });
      return account.saveParentAvatar(
        app.db,
        { store: app.files, dataDir: app.config.dataDir },
        callerOf(request),
        {
          filename: part.filename,
          mimetype: part.mimetype,
          bytes: bytes ?? Buffer.alloc(0),
          truncated: bytes === null || part.file.truncated,
        },
      );
    },
  );

  app.post(
    '/v1/parent_router/parent/delete-account',
    {
      preHandler: parentOnly,
      // The password is asked again; a stolen session gets a handful of guesses, not a brute force.
      config: { rateLimit: { max: 5, timeWindow: 60 * 1000 } },
      schema: {
        tags: ['account'],
        summary: "Delete the parent's account with their children and all their data (password again)",
        body: DeleteAccountRequest,
        response: { 204: z.null().describe('No content'), ...errorResponses, 502: ErrorBody },
      },
    },
    async (request, reply) => {
      await account.deleteParentAccount(
        { ...depsOf(app), files: { store: app.files, dataDir: app.config.dataDir } },
        callerOf(request),
        request.body.password,
      );
      return reply.status(204).send(null);
    },
  );

  // A parent's profile picture is personal data: served only to that parent and to admins (a picture
  // another account asks for is 404, as if it did not exist), never cached by a browser or proxy.
  // Names are random UUIDs; only files we wrote match the pattern.
  app.get(
    '/uploads/avatars/:file',
    {
      preHandler: app.requireRole('parent', 'admin'),
      schema: {
        tags: ['account'],
        summary: 'My uploaded profile picture (a parent its own; an admin any)',
        params: z.object({ file: z.string().max(80) }),
        response: { 200: z.unknown().describe('image/png or image/jpeg bytes'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const caller = callerOf(request);
      if (!account.AVATAR_FILE.test(file) || !(await account.maySeeParentAvatar(app.db, caller, file)))
        throw new NotFound(account.NO_SUCH_PICTURE);
      const type = file.endsWith('.png') ? 'image/png' : 'image/jpeg';
      const headers = { 'cache-control': 'private, no-store', vary: 'Authorization' };
      const size = await app.files.size(account.PARENT_AVATAR_FOLDER, file);
      if (size !== null)
        return reply
          .type(type)
          .headers({ ...headers, 'content-length': size })
          .send(await app.files.read(account.PARENT_AVATAR_FOLDER, file));
      // A picture stored before pictures went through the file store.
      const legacy = path.join(account.legacyAvatarDir(app.config.dataDir), file);
      const stat = await fs.promises.stat(legacy).catch(() => null);
      if (!stat?.isFile()) throw new NotFound(account.NO_SUCH_PICTURE);
      return reply
        .type(type)
        .headers({ ...headers, 'content-length': stat.size })
        .send(fs.createReadStream(legacy));
    },
  );
}
