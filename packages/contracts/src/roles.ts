/** Every kind of account (`user.type`). ely_admin is treated as an instructor everywhere. */
export const USER_TYPES = [
  'parent',
  'child',
  'instructor',
  'provider',
  'ely_admin',
  'external_admin',
  'admin',
] as const;
// The schema of an account type is UserType in common.ts: this module stays free of zod because the
// web app's first download needs its plain functions (decision 050).
export type UserType = (typeof USER_TYPES)[number];

/**
 * Roles a page may declare. `student` is the child's area name and `auth` the generic signed-in role
 * that lands on the parent dashboard.
 */
export type PageRole = UserType | 'student' | 'auth';

/** Accounts that author courses and use the instructor area. */
export const INSTRUCTOR_TYPES: readonly UserType[] = [
  'instructor',
  'ely_admin',
  'provider',
  'external_admin',
];
export const isInstructorLike = (t: UserType): boolean => INSTRUCTOR_TYPES.includes(t);

/** Where each role lands after signing in (DESIGN.md section 6). */
export function landingPath(type: string): string {
  switch (type) {
    case 'child':
    case 'student':
      return '/student/home';
    case 'instructor':
    case 'ely_admin':
    case 'provider':
      return '/instructor/';
    case 'external_admin':
      return '/instructor/profile';
    case 'admin':
      return '/users';
    default:
      return '/dashboard';
  }
}

/** Where signing out (or a failed refresh) sends each role. */
export function loginPathFor(type: string | null | undefined): string {
  return type === 'child' || type === 'student' ? '/student/login' : '/login';
}

/** The mesh service's permission names. One table, read by the API (GraphQL `me`) and the web (`can`). */
export const PERMISSIONS = [
  'course:take',
  'family:manage',
  'billing:manage',
  'certificate:view',
  'course:author',
  'course:publish',
  'webinar:host',
  'cohort:manage',
  'analytics:view',
  'organization:view',
  'user:manage',
  'user:impersonate',
  'job:view',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const AUTHOR: Permission[] = [
  'course:author',
  'course:publish',
  'webinar:host',
  'cohort:manage',
  'analytics:view',
];

export const ROLE_PERMISSIONS: Record<UserType, readonly Permission[]> = {
  child: ['course:take'],
  parent: ['family:manage', 'billing:manage', 'certificate:view'],
  instructor: AUTHOR,
  ely_admin: AUTHOR,
  provider: AUTHOR,
  external_admin: [...AUTHOR, 'organization:view'],
  admin: [...AUTHOR, 'organization:view', 'user:manage', 'user:impersonate', 'job:view'],
};

export const hasPermission = (permissions: readonly string[] | null | undefined, name: Permission): boolean =>
  Array.isArray(permissions) && permissions.includes(name);
