import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { UpdateParentProfileRequest } from '@ye/contracts/account';
import type { Profile } from '@ye/contracts/auth';
import {
  APP_IMAGE_FORMAT_ERROR,
  IMAGE_SIZE_ERROR,
  MAX_IMAGE_BYTES,
  validateAppImage,
} from '@ye/contracts/uploads';
import { type Db, isUniqueViolation } from '../../db/client.ts';
import {
  Conflict,
  Forbidden,
  Invalid,
  NotFound,
  PayloadTooLarge,
  UnsupportedMediaType,
} from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { type FileStore, filesRoot } from '../../storage/file-store.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { accountWrites, passwordHashOf, profile, recordAudit } from '../auth/service.ts';
import type { BillingDeps } from '../billing/provider.ts';
import { closeAccount } from '../billing/service.ts';
import * as q from './queries.ts';

export const EMAIL_TAKEN = 'An account with this email already exists.';
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';
export const AVATAR_URL_PREFIX = '/uploads/avatars/';

/**
 * A parent's own details. Changing the email asks for the current password (a stolen session must
 * not be able to take the account over); the other fields do not.
 */
export async function updateParentProfile(
  db: Db,
  caller: Caller,
  input: UpdateParentProfileRequest,
): Promise<Profile> {
  const account = await q.findParentAccount(db, { parentId: caller.userId });
  if (!account) throw new NotFound('We could not find your account.');
  const set: {
    firstName?: string;
    lastName?: string;
    email?: string;
    timezone?: string | null;
    bio?: string | null;
  } = {};
  if (input.first_name !== undefined) set.firstName = input.first_name;
  if (input.last_name !== undefined) set.lastName = input.last_name;
  if (input.timezone !== undefined) set.timezone = input.timezone;
  if (input.bio !== undefined) set.bio = input.bio?.trim() ? input.bio.trim() : null;
  const emailChanges =
    input.email !== undefined && input.email.toLowerCase() !== (account.email ?? '').toLowerCase();
  if (input.email !== undefined && emailChanges) {
    if (!input.current_password)
      throw new Invalid('Please enter your current password to change your email.', 'password_required');
    const hash = await passwordHashOf(db, caller.userId);
    if (!hash || !(await verifyPassword(hash, input.current_password))) {
      throw new Invalid(WRONG_CURRENT_PASSWORD, 'wrong_password');
    }
    if (await q.isEmailUsedByAnother(db, { email: input.email, userId: caller.userId }))
      throw new Conflict(EMAIL_TAKEN, 'email_taken');
    set.email = input.email;
  } else if (input.email !== undefined) {
    // The same address in another case: keep what the parent typed.
    set.email = input.email;
  }
  try {
    if (Object.keys(set).length > 0)
      await accountWrites.updateParentProfile(db, { parentId: caller.userId, set });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_unique')) throw new Conflict(EMAIL_TAKEN, 'email_taken');
    throw err;
  }
  return profile(db, caller);
}

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The real format of the bytes (magic numbers), whatever the browser claimed. */
export function sniffImage(bytes: Uint8Array): 'jpg' | 'png' | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(JPEG)) return 'jpg';
  if (starts(PNG)) return 'png';
  return null;
}

/** Checks the browser's description before reading the file: a wrong format is refused at once. */
export function checkDeclaredImage(file: { filename: string; mimetype: string }): void {
  const check = validateAppImage({ name: file.filename, type: file.mimetype, size: 0 });
  if (!check.ok) throw new UnsupportedMediaType(check.error);
}

/** The file store's folder of parents' pictures (the studio's photos are in `avatars`). */
export const PARENT_AVATAR_FOLDER = 'parent-avatars';

/**
 * Stores a parent's profile picture in the file store (local disk or S3, like every upload) after
 * checking the size and the real bytes, points the account at it and removes the picture it replaces.
 */
export async function saveParentAvatar(
  db: Db,
  files: { store: FileStore; dataDir: string },
  caller: Caller,
  file: { filename: string; mimetype: string; bytes: Buffer; truncated: boolean },
): Promise<Profile> {
  const check = validateAppImage({ name: file.filename, type: file.mimetype, size: file.bytes.length });
  if (file.truncated || file.bytes.length > MAX_IMAGE_BYTES) throw new PayloadTooLarge(IMAGE_SIZE_ERROR);
  if (!check.ok)
    throw check.error === IMAGE_SIZE_ERROR
      ? new PayloadTooLarge(check.error)
      : new UnsupportedMediaType(check.error);
  const ext = sniffImage(file.bytes);
  if (!ext) throw new UnsupportedMediaType(APP_IMAGE_FORMAT_ERROR);
  const account = await q.findParentAccount(db, { parentId: caller.userId });
  if (!account) throw new NotFound('We could not find your account.');

  const name = `${crypto.randomUUID()}.${ext}`;
  const temp = path.join(filesRoot(files.dataDir), 'tmp', `parent-${name}`);
  await fs.mkdir(path.dirname(temp), { recursive: true });
  await fs.writeFile(temp, file.bytes, { mode: 0o640 });
  await files.store.put(PARENT_AVATAR_FOLDER, name, temp, ext === 'png' ? 'image/png' : 'image/jpeg');
  await accountWrites.updateParentProfile(db, {
    parentId: caller.userId,
    set: { avatar: `${AVATAR_URL_PREFIX}${name}` },
  });
  const previous = account.avatar?.startsWith(AVATAR_URL_PREFIX)
    ? account.avatar.slice(AVATAR_URL_PREFIX.length)
    : null;
  if (previous && AVATAR_FILE.test(previous)) {
    await files.store.remove(PARENT_AVATAR_FOLDER, previous);
    await fs.rm(path.join(legacyAvatarDir(files.dataDir), previous), { force: true });
  }
  return profile(db, caller);
}

export const NO_SUCH_PICTURE = 'There is no such picture.';

/**
 * Whether the caller may see the parent's picture `file`: the parent whose account points at it, or
 * an admin (any picture: the names are random, and an admin may help with any account).
 */
export async function maySeeParentAvatar(db: Db, caller: Caller, file: string): Promise<boolean> {
  if (caller.type === 'admin') return true;
  if (caller.type !== 'parent') return false;
  const account = await q.findParentAccount(db, { parentId: caller.userId });
  return account?.avatar === `${AVATAR_URL_PREFIX}${file}`;
}

export const AVATAR_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png)$/;

/** Where pictures were kept before they went through the file store; still read, never written. */
export const legacyAvatarDir = (dataDir: string) => path.join(dataDir, 'uploads', 'avatars');

export const ACCOUNT_DELETED = 'Your account and your children’s accounts are deleted.';
export const WRONG_PASSWORD = 'The password is not correct.';

/**
 * Deletes the parent's account with their children and everything any of them did (foreign keys
 * cascade), after the password is given again. The membership is ended at the payment provider
 * first, so nothing is charged again. The audit keeps that an account was deleted and how many
 * children went with it, never a name (the rows point at nobody once the account is gone).
 */
export async function deleteParentAccount(
  deps: BillingDeps & { files: { store: FileStore; dataDir: string } },
  caller: Caller,
  password: string,
): Promise<void> {
  if (caller.impersonatorId)
    throw new Forbidden('An account cannot be deleted while impersonating.', 'impersonating');
  const { db } = deps;
  const account = await q.findParentAccount(db, { parentId: caller.userId });
  const hash = account ? await passwordHashOf(db, caller.userId) : null;
  if (!account || !hash) throw new NotFound('We could not find your account.');
  if (!(await verifyPassword(hash, password))) throw new Invalid(WRONG_PASSWORD, 'wrong_password');

  await removeFamily(deps, { parentId: caller.userId, avatar: account.avatar, ip: caller.ip ?? null });
}

/**
 * Removes a parent and their children with everything they did: the membership ended at the
 * provider first (so nothing is charged again), then the rows (foreign keys cascade; the audit rows
 * about them pseudonymised), then the picture. `reason` is said in the audit row, never a name.
 */
export async function removeFamily(
  deps: BillingDeps & { files: { store: FileStore; dataDir: string } },
  params: { parentId: string; avatar: string | null; ip: string | null; reason?: 'inactive' },
): Promise<void> {
  const { db } = deps;
  await closeAccount(deps, params.parentId);
  await db.transaction(async (tx) => {
    const deleted = await accountWrites.deleteParent(tx, params.parentId);
    if (!deleted) throw new NotFound('We could not find your account.');
    await recordAudit(tx, {
      actorId: null,
      action: 'account.delete',
      targetUserId: null,
      // The id (random, now pointing at nobody) lets a restore from backup delete the family again.
      details: {
        parent_id: params.parentId,
        children: deleted.children,
        ...(params.reason ? { reason: params.reason } : {}),
      },
      ip: params.ip,
    });
  });
  // The picture goes last: a failure here leaves a file nobody can reach, never a half-deleted family.
  const picture = params.avatar?.startsWith(AVATAR_URL_PREFIX)
    ? params.avatar.slice(AVATAR_URL_PREFIX.length)
    : null;
  if (picture && AVATAR_FILE.test(picture)) {
    await deps.files.store.remove(PARENT_AVATAR_FOLDER, picture).catch(() => undefined);
    await fs.rm(path.join(legacyAvatarDir(deps.files.dataDir), picture), { force: true });
  }
}
