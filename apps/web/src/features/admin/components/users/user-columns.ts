import type { AdminUser } from '@ye/contracts/admin';

export const ROLE_LABELS: Record<AdminUser['type'], string> = {
  parent: 'Parent',
  child: 'Child',
  instructor: 'Instructor',
  provider: 'Provider',
  ely_admin: 'ELY admin',
  external_admin: 'External admin',
  admin: 'Admin',
};

/** Columns that only fit from `sm` (email, role) and from `md` (dates) up; on a phone they go under the name. */
export const FROM_SM = { display: { xs: 'none', sm: 'table-cell' } } as const;
export const FROM_MD = { display: { xs: 'none', md: 'table-cell' } } as const;
/** One line, cut with an ellipsis when too long (the full text is in its title and the row's button name). */
export const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
/** What identifies an account in the confirm dialog: adults by email, children by username. */
export const accountLabel = (u: AdminUser) =>
  u.email ?? u.username ?? `${u.first_name} ${u.last_name}`.trim();
