import type { InstructorAvatarUploadRequest, UpdateInstructorProfileRequest } from '@ye/contracts/account';
import type { Profile } from '@ye/contracts/auth';
import type { UploadUrlResponse } from '@ye/contracts/studio';
import type { Db } from '../../db/client.ts';
import { Invalid, NotFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { accountWrites, profile } from '../auth/service.ts';
import { createUploadUrl, FILES_PREFIX, PURPOSE_FOLDER, STORED_NAME } from '../studio/uploads.ts';
import * as q from './instructor-queries.ts';

export const AVATAR_NOT_YOURS = 'Please upload the photo from this page before saving it.';

const AVATAR_URL_PREFIX = `${FILES_PREFIX}${PURPOSE_FOLDER.avatar}/`;

/**
 * The stored name behind a photo URL, or null when the URL is not one of our avatar files. Only the
 * path the upload flow hands out is accepted (no other origin, folder or file name).
 */
export function avatarStoredName(url: string): string | null {
  if (!url.startsWith(AVATAR_URL_PREFIX)) return null;
  const name = url.slice(AVATAR_URL_PREFIX.length);
  return STORED_NAME.test(name) && /\.(jpg|png)$/.test(name) ? name : null;
}

/**
 * An instructor's (ely_admin's, provider's, external admin's) own details. The photo must be an
 * avatar this user uploaded and that arrived whole; anyone else's file, a pending upload, a cover or
 * a video, or an address elsewhere is refused, so a profile can never point at a file it does not own.
 */
export async function updateInstructorProfile(
  db: Db,
  caller: Caller,
  input: UpdateInstructorProfileRequest,
): Promise<Profile> {
  const set: {
    firstName?: string;
    lastName?: string;
    timezone?: string | null;
    bio?: string | null;
    avatar?: string | null;
  } = {};
  if (input.first_name !== undefined) set.firstName = input.first_name;
  if (input.last_name !== undefined) set.lastName = input.last_name;
  if (input.timezone !== undefined) set.timezone = input.timezone;
  if (input.bio !== undefined) set.bio = input.bio?.trim() ? input.bio.trim() : null;
  if (input.avatar_url === null || input.avatar_url === '') set.avatar = null;
  else if (input.avatar_url !== undefined) {
    const storedName = avatarStoredName(input.avatar_url);
    if (!storedName || !(await q.isOwnStoredAvatar(db, { ownerId: caller.userId, storedName })))
      throw new Invalid(AVATAR_NOT_YOURS, 'avatar_not_yours');
    set.avatar = `${AVATAR_URL_PREFIX}${storedName}`;
  }
  // The update also proves the account is instructor-like (the route's role guard said so already).
  const updated = await accountWrites.updateInstructorProfile(db, { userId: caller.userId, set });
  if (!updated) throw new NotFound('We could not find your account.');
  return profile(db, caller);
}

/** A signed upload URL for the caller's photo: the studio's avatar rule (JPEG or PNG, at most 5 MB). */
export function instructorAvatarUploadUrl(
  db: Db,
  caller: Caller,
  input: InstructorAvatarUploadRequest,
  options: { secret: string; origin: string; maxVideoBytes: number },
): Promise<UploadUrlResponse> {
  return createUploadUrl(db, {
    secret: options.secret,
    origin: options.origin,
    ownerId: caller.userId,
    courseId: null,
    input: { ...input, purpose: 'avatar' },
    maxVideoBytes: options.maxVideoBytes,
  });
}
