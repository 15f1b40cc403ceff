import { z } from 'zod';
import { PageQuery, paginated } from './common.ts';
import { UserType } from './roles.ts';

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
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserList = paginated(AdminUser);
export type AdminUserList = z.infer<typeof AdminUserList>;
