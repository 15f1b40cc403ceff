import { z } from 'zod';
import { Email } from './auth.ts';

// The parent's own account: POST /v1/parent_router/parent/update_profile and the profile picture.
// The answer is the profile shape of GET /v1/router/user/profile (`Profile` in auth.ts).

/** True when `tz` is an IANA time zone name this runtime knows. */
export function isTimeZone(tz: string): boolean {
  try {
    if (tz === 'UTC' || Intl.supportedValuesOf('timeZone').includes(tz)) return true;
    // Browsers and servers list different names of one zone (Chromium 'Asia/Kolkata', Node
    // 'Asia/Calcutta'; 'Europe/Kyiv' and 'Europe/Kiev'): an Area/Place name the runtime can format in
    // is accepted too. Formatting throws a RangeError for a zone it does not know.
    if (!/^[A-Z][A-Za-z_-]*(\/[A-Z0-9][A-Za-z0-9_+-]*)+$/.test(tz)) return false;
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const PersonName = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Please enter your ${what}.`)
    .max(100, `The ${what} must be at most 100 characters long.`);

export const UpdateParentProfileRequest = z.object({
  first_name: PersonName('first name').optional(),
  last_name: PersonName('last name').optional(),
  email: Email.optional(),
  /** Required when the email changes. */
  current_password: z.string().max(128).optional(),
  timezone: z.string().refine(isTimeZone, 'Please choose a time zone from the list.').nullish(),
  bio: z.string().trim().max(1000, 'The bio must be at most 1000 characters long.').nullish(),
});
export type UpdateParentProfileRequest = z.infer<typeof UpdateParentProfileRequest>;

/**
 * POST /v1/parent_router/parent/delete-account (DESIGN §9, privacy): the parent's password, asked
 * again because this cannot be undone. 204 on success.
 */
export const DeleteAccountRequest = z.object({
  password: z.string().min(1, 'Please enter your password.').max(128, 'That password is too long.'),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

// ---- the instructor's own profile (PATCH /v1/instructor/profile) --------------------------------
// Instructors, ely_admins, providers and external admins (INSTRUCTOR_TYPES in roles.ts) keep their
// names, the bio parents read beside their courses, a photo and a time zone. The answer is `Profile`.

/** The bio sits beside the instructor's courses in the catalogue: a short paragraph, not a CV. */
export const INSTRUCTOR_BIO_MAX = 600;

export const UpdateInstructorProfileRequest = z.object({
  first_name: PersonName('first name').optional(),
  last_name: PersonName('last name').optional(),
  bio: z
    .string()
    .trim()
    .max(INSTRUCTOR_BIO_MAX, `The bio must be at most ${INSTRUCTOR_BIO_MAX} characters long.`)
    .nullish(),
  timezone: z.string().refine(isTimeZone, 'Please choose a time zone from the list.').nullish(),
  /**
   * The photo: the `file_url` of an avatar the caller uploaded (POST
   * /v1/instructor/profile/generate-upload-url, then PUT the bytes), or null to remove the photo.
   */
  avatar_url: z.string().trim().max(500).nullish(),
});
export type UpdateInstructorProfileRequest = z.infer<typeof UpdateInstructorProfileRequest>;

/**
 * POST /v1/instructor/profile/generate-upload-url: a signed URL for the photo (JPEG or PNG, at most
 * 5 MB), answered as `UploadUrlResponse` of studio.ts. The studio's own upload URL is for course
 * authors only; providers and external admins have a profile photo too.
 */
export const InstructorAvatarUploadRequest = z.object({
  filename: z.string().trim().min(1, 'Please give the file name.').max(200, 'The file name is too long.'),
  content_type: z.string().trim().max(100, 'The content type is too long.'),
  size: z.number().int().min(1, 'The file is empty.'),
});
export type InstructorAvatarUploadRequest = z.infer<typeof InstructorAvatarUploadRequest>;
