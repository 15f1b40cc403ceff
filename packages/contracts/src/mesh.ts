import { z } from 'zod';

export { IMPERSONATION_MINUTES, JWT_INVALID_MESSAGE } from './first-download.ts';

import { text, UserType } from './common.ts';

/**
 * The identity service the spec calls "mesh": /auth/login, /auth/refresh, /auth/prg/login and /graphql.
 * Its tokens are not the main (/v1) tokens: the access token's audience is 'mesh'.
 */

/** POST /auth/login, multipart/form-data. Adults use their email as username, children their username. */
export const MeshLoginBody = z.object({
  username: text().trim().min(1, 'Enter your email or username.').max(254),
  password: text().min(1, 'Enter your password.').max(128),
});
export type MeshLoginBody = z.infer<typeof MeshLoginBody>;

/** POST /auth/login and POST /auth/refresh answer with this. */
export const MeshTokens = z.object({ access_token: z.string(), refresh_token: z.string() });
export type MeshTokens = z.infer<typeof MeshTokens>;

/** POST /auth/refresh */
export const MeshRefreshBody = z.object({
  refresh_token: text().min(1, 'refresh_token is required.').max(512),
});
export type MeshRefreshBody = z.infer<typeof MeshRefreshBody>;

/** Who minted a program-login token: an admin acting as the user, or the program itself. */
export const PROGRAM_LOGIN_ISSUERS = ['program', 'impersonate'] as const;
export const ProgramLoginIssuer = z.enum(PROGRAM_LOGIN_ISSUERS);
export type ProgramLoginIssuer = z.infer<typeof ProgramLoginIssuer>;

/** Program-login tokens work once and only for this long. */
export const PROGRAM_LOGIN_TOKEN_TTL_SECONDS = 120;

/** POST /auth/prg/login?auth_token=T */
export const ProgramLoginQuery = z.object({
  auth_token: text().min(1, 'auth_token is required.').max(512),
});
export type ProgramLoginQuery = z.infer<typeof ProgramLoginQuery>;

/** access_token/refresh_token are a main (/v1) session; mesh_* a mesh session, both for the same user. */
export const ProgramLoginResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  type: UserType,
  issuer: ProgramLoginIssuer,
  mesh_access_token: z.string(),
  mesh_refresh_token: z.string(),
});
export type ProgramLoginResponse = z.infer<typeof ProgramLoginResponse>;

/** POST /v1/admin/impersonate: who, and why (kept in the audit log). */
export const ImpersonateBody = z.object({
  user_id: z.uuid('user_id must be a user id.'),
  reason: text()
    .trim()
    .min(3, 'Please say why you are impersonating this user.')
    .max(500, 'Please keep the reason under 500 characters.'),
});
export type ImpersonateBody = z.infer<typeof ImpersonateBody>;

export const ImpersonatedUser = z.object({
  id: z.string(),
  type: UserType,
  email: z.string().nullable(),
  username: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
});
export type ImpersonatedUser = z.infer<typeof ImpersonatedUser>;

export const ImpersonateResponse = z.object({
  auth_token: z.string(),
  expires_in: z.number().int(),
  user: ImpersonatedUser,
});
export type ImpersonateResponse = z.infer<typeof ImpersonateResponse>;

// ---- GraphQL (camelCase) -------------------------------------------------------------------

export const SUBSCRIPTION_FREQUENCIES = ['MONTHLY', 'YEARLY'] as const;
export const SubscriptionFrequency = z.enum(SUBSCRIPTION_FREQUENCIES);
export type SubscriptionFrequency = z.infer<typeof SubscriptionFrequency>;

export const MeSubscription = z.object({
  id: z.string(),
  status: z.string().nullable(),
  trialEndAt: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type MeSubscription = z.infer<typeof MeSubscription>;

/** The `me` query's result. Ask only for the fields you need; every field is shown here. */
export const Me = z.object({
  id: z.string(),
  permissions: z.array(z.string()),
  hasActiveStripeSubscription: z.boolean(),
  organizations: z.array(z.object({ id: z.string(), name: z.string().nullable().optional() })),
  subscriptionStatus: z.string().nullable().optional(),
  stripe: z
    .object({ subscriptions: z.array(MeSubscription) })
    .nullable()
    .optional(),
});
export type Me = z.infer<typeof Me>;

/** A GraphQL answer: data and/or the standard errors array. */
export interface GraphqlResponse<T> {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}
