import type { PageRole } from '@ye/contracts/roles';
import { PATHS } from '../lib/paths.ts';

/** Whether a stored role may open a page that declares `roles`. child = student; ely_admin = instructor. */
export function roleAllowed(roles: readonly PageRole[], role: string | null): boolean {
  if (!role) return false;
  if ((roles as readonly string[]).includes(role)) return true;
  if (role === 'child' && roles.includes('student')) return true;
  if (role === 'student' && roles.includes('child')) return true;
  if (role === 'ely_admin' && roles.includes('instructor')) return true;
  return false;
}

/** The sign-in page for a protected path: the student area has its own. */
export function loginPathForPath(pathname: string): string {
  return pathname === PATHS.student || pathname.startsWith('/student/') ? PATHS.studentLogin : PATHS.login;
}

/**
 * Where the role guard sends a visitor, or null to show the page: signed-out visitors of a page with
 * roles go to the sign-in page of its area; signed-in users whose role is not allowed go to '/'.
 */
export function guardRedirect(
  roles: readonly PageRole[] | undefined,
  session: { isAuthenticated: boolean; role: string | null },
  pathname: string,
): string | null {
  if (!roles) return null;
  if (!session.isAuthenticated) return loginPathForPath(pathname);
  return roleAllowed(roles, session.role) ? null : PATHS.home;
}
