import { z } from 'zod';
import { text, UserType } from './common.ts';
import { isCommonPassword } from './common-passwords.ts';

// Requests and responses of /v1/auth/*, /v1/router/user/profile and the contact forms. The web forms
// validate with these same schemas, so every message is written for a person to read.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The password rule for every new password (sign-up, reset, change, a child's account). */
export const Password = text({ error: 'Please enter a password.' })
  .min(PASSWORD_MIN, `The password must be at least ${PASSWORD_MIN} characters long.`)
  .max(PASSWORD_MAX, `The password must be at most ${PASSWORD_MAX} characters long.`)
  .refine((p) => !isCommonPassword(p), 'This password is too common. Please choose another.');

/** A password being checked, not set: any non-empty string within the maximum length. */
const GivenPassword = text({ error: 'Please enter your password.' })
  .min(1, 'Please enter your password.')
  .max(PASSWORD_MAX, 'The email/username or password is incorrect.');

export const Email = text({ error: 'Please enter an email address.' })
  .trim()
  .max(254, 'This email address is too long.')
  .pipe(z.email('Please enter a valid email address.'));

const Name = (what: string) =>
  text({ error: `Please enter your ${what}.` })
    .trim()
    .min(1, `Please enter your ${what}.`)
    .max(100, `The ${what} must be at most 100 characters long.`);

export const SignupRequest = z.object({
  email: Email,
  password: Password,
  first_name: Name('first name'),
  last_name: Name('last name'),
});
export type SignupRequest = z.infer<typeof SignupRequest>;

/** The user as the sign-in answer describes it. Children have a username and no email. */
export const AuthUser = z.object({
  id: z.string(),
  type: UserType,
  email: z.string().nullable().optional(),
  username: z.string().nullable().optional(),
  first_name: z.string(),
  last_name: z.string(),
});
export type AuthUser = z.infer<typeof AuthUser>;

export const TokenResponse = z.object({ token: z.string(), refresh_token: z.string(), user: AuthUser });
export type TokenResponse = z.infer<typeof TokenResponse>;

/** Adults sign in with their email, children with their username: one of the two is required. */
export const LoginRequest = z
  .object({
    email: text().trim().max(254, 'The email/username or password is incorrect.').optional(),
    username: text().trim().max(150, 'The email/username or password is incorrect.').optional(),
    password: GivenPassword,
  })
  .refine((b) => Boolean(b.email || b.username), {
    message: 'Please enter your email or username.',
    path: ['email'],
  });
export type LoginRequest = z.infer<typeof LoginRequest>;

export const RefreshRequest = z.object({
  refresh: text().min(1, 'The refresh token is missing.').max(512),
});
export type RefreshRequest = z.infer<typeof RefreshRequest>;
export const RefreshResponse = z.object({ access: z.string(), refresh: z.string() });
export type RefreshResponse = z.infer<typeof RefreshResponse>;

export const ForgotPasswordRequest = z.object({ email: Email });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

/** The same answer for every email, known or not. */
export const FORGOT_PASSWORD_DETAIL =
  'If an account exists for this email, we have sent a link to reset the password.';

export const ResetPasswordRequest = z.object({
  token: text().min(1, 'The reset link is not valid.').max(512, 'The reset link is not valid.'),
  password: Password,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const UpdatePasswordRequest = z.object({ old_password: GivenPassword, new_password: Password });
export type UpdatePasswordRequest = z.infer<typeof UpdatePasswordRequest>;

/** A changed password ends every other session; this one continues with the fresh pair. */
export const UpdatePasswordResponse = z.object({
  detail: z.string(),
  token: z.string(),
  refresh_token: z.string(),
});
export type UpdatePasswordResponse = z.infer<typeof UpdatePasswordResponse>;

export const Profile = z.object({
  id: z.string(),
  type: UserType,
  email: z.string().nullable(),
  username: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  birthday: z.string().nullable(),
  timezone: z.string().nullable(),
  bio: z.string().nullable(),
  last_login_at: z.string().nullable(),
  date_joined: z.string(),
  parent_id: z.string().nullable(),
  /** Set while an admin is acting as this user. */
  is_impersonated: z.boolean(),
});
export type Profile = z.infer<typeof Profile>;
