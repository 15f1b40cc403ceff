import { z } from 'zod';
import { PageQuery, paginated, text, UserType } from './common.ts';

/** GET /v1/admin/users?page=&page_size=&q= (admins only), newest first. */
export const AdminUsersQuery = PageQuery.extend({
  q: z.string().trim().max(100, 'The search is too long.').optional(),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminUser = z.object({
  id: z.string(),
  type: UserType,
  email: z.string().nullable(),
  username: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  /** Set while the account is disabled, with the admin's reason. */
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserList = paginated(AdminUser);
export type AdminUserList = z.infer<typeof AdminUserList>;

/** `/v1/admin/users/{id}/...` */
export const AdminUserParams = z.object({ id: z.uuid('There is no such user.') });

/** POST /v1/admin/users/{id}/disable: why, in words the audit log keeps. */
export const DisableUserBody = z.object({
  reason: text()
    .trim()
    .min(3, 'Please say why you are disabling this account.')
    .max(500, 'Please keep the reason under 500 characters.'),
});
export type DisableUserBody = z.infer<typeof DisableUserBody>;

/**
 * Roles an admin may give with PATCH /v1/admin/users/{id}: every adult role. A child account stays a
 * child (it has a parent and no email) and no adult becomes one.
 */
export const ADULT_TYPES = [
  'parent',
  'instructor',
  'provider',
  'ely_admin',
  'external_admin',
  'admin',
] as const satisfies readonly UserType[];
export const UpdateUserBody = z.object({
  type: z.enum(ADULT_TYPES, { error: 'Please choose one of the adult roles.' }),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

/** One line of a user's audit history: what was done, by whom, to whom. */
export const AuditPerson = z.object({ id: z.string(), name: z.string(), email: z.string().nullable() });
export const AuditEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: AuditPerson.nullable(),
  target: AuditPerson.nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** GET /v1/admin/users/{id}/audit?page=: what was done to the user and by the user, newest first. */
export const AuditEntryList = paginated(AuditEntry);
export type AuditEntryList = z.infer<typeof AuditEntryList>;
