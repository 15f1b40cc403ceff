import { z } from 'zod';
import { Email } from './auth.ts';

// The parent's own account: POST /v1/parent_router/parent/update_profile and the profile picture.
// The answer is the profile shape of GET /v1/router/user/profile (`Profile` in auth.ts).

/** True when `tz` is an IANA time zone name this runtime knows. */
export function isTimeZone(tz: string): boolean {
  try {
    return Intl.supportedValuesOf('timeZone').includes(tz) || tz === 'UTC';
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
