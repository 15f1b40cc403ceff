/**
 * Browser storage for the session, under stable keys (localStorage, so a session survives a reload and
 * is shared by the tabs of one browser). Every key the app writes is listed here and nowhere else:
 *
 *   ye.access_token        main API (/v1) access token (JWT, short-lived)
 *   ye.refresh_token       main API refresh token (opaque, single use, rotated by /v1/auth/token/refresh)
 *   ye.role                the signed-in user's type: parent | child | instructor | provider | ely_admin |
 *                          external_admin | admin (also 'student' / 'auth' from older hand-offs)
 *   ye.mesh_access_token   mesh (identity service) access token, bearer for /graphql
 *   ye.mesh_refresh_token  mesh refresh token for POST /auth/refresh
 *   ye.mesh_permissions    JSON array of permission names from the mesh `me` query
 *   ye.me_id               the mesh user id (`me.id`)
 *   ye.mesh_organizations  JSON array of organization ids from `me.organizations`
 *   ye.impersonating       'true' while an admin acts as this user (program login, issuer 'impersonate')
 *   ye.impersonator        JSON: the admin's own session (main and mesh tokens, role) kept while they
 *                          impersonate, so "Stop" hands the admin back their session (cleared on logout)
 *   ye.impersonation       JSON {ends_at, reason}: when the impersonation ends (30 minutes after it
 *                          started) and why the admin started it, for the banner
 *   ye.last_login          ISO time of the last login recorded by wasLastLoginBeforeToday()
 *   ye.started_course      the child's client state startedCourse: the course of the lesson last opened
 *                          ('0' or absent: none yet); with the two below it builds "continue where you
 *                          left off" before the server answers
 *   ye.started_level       startedLevel: that lesson's chapter (level in a game course), default '0'
 *   ye.started_mission     startedMission: that lesson (mission), default '0'
 *   ye.child_welcome_seen  JSON array of the child ids who closed the welcome on this browser
 *                          (childWelcomeModal is true, the default, for everyone else)
 *
 * Logout removes all of them except ye.last_login and ye.child_welcome_seen (a welcome is for the first
 * visit only, so it must survive signing out). Writes notify subscribers (useSession re-renders) and
 * other tabs see them through the 'storage' event.
 */
export const STORAGE_KEYS = {
  accessToken: 'ye.access_token',
  refreshToken: 'ye.refresh_token',
  role: 'ye.role',
  meshAccessToken: 'ye.mesh_access_token',
  meshRefreshToken: 'ye.mesh_refresh_token',
  meshPermissions: 'ye.mesh_permissions',
  meId: 'ye.me_id',
  meshOrganizations: 'ye.mesh_organizations',
  impersonating: 'ye.impersonating',
  impersonator: 'ye.impersonator',
  impersonation: 'ye.impersonation',
  lastLogin: 'ye.last_login',
  startedCourse: 'ye.started_course',
  startedLevel: 'ye.started_level',
  startedMission: 'ye.started_mission',
  childWelcomeSeen: 'ye.child_welcome_seen',
} as const;
export type StorageKey = keyof typeof STORAGE_KEYS;

/** Keys of the mesh session only (the cookie hand-off logs out of the mesh session alone). */
export const MESH_KEYS: readonly StorageKey[] = [
  'meshAccessToken',
  'meshRefreshToken',
  'meshPermissions',
  'meId',
  'meshOrganizations',
];
/** Everything logout clears: tokens, role, mesh data, the impersonating flag, the child's last lesson. */
export const SESSION_KEYS: readonly StorageKey[] = [
  'accessToken',
  'refreshToken',
  'role',
  ...MESH_KEYS,
  'impersonating',
  'impersonator',
  'impersonation',
  'startedCourse',
  'startedLevel',
  'startedMission',
];

type Listener = () => void;
const listeners = new Set<Listener>();
let version = 0;

function notify(): void {
  version += 1;
  for (const l of listeners) l();
}

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode in some browsers)
  }
}

export function getItem(key: StorageKey): string | null {
  return store()?.getItem(STORAGE_KEYS[key]) ?? null;
}

export function setItem(key: StorageKey, value: string | null | undefined): void {
  const s = store();
  if (!s) return;
  if (value === null || value === undefined) s.removeItem(STORAGE_KEYS[key]);
  else s.setItem(STORAGE_KEYS[key], value);
  notify();
}

/**
 * Stores a refreshed token pair without notifying subscribers. Rotating the tokens does not change the
 * session (useSession derives only signed-in-or-not from the token), and a notification re-renders
 * the whole app synchronously before the requests waiting for the refresh can go out again.
 */
export function replaceTokens(access: string, refresh: string): void {
  const s = store();
  if (!s) return;
  s.setItem(STORAGE_KEYS.accessToken, access);
  s.setItem(STORAGE_KEYS.refreshToken, refresh);
}

export function removeItems(keys: readonly StorageKey[]): void {
  const s = store();
  if (!s) return;
  for (const k of keys) s.removeItem(STORAGE_KEYS[k]);
  notify();
}

export function getJson<T>(key: StorageKey, fallback: T): T {
  const raw = getItem(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function setJson(key: StorageKey, value: unknown): void {
  setItem(key, JSON.stringify(value));
}

/** Subscribe to session changes (this tab's writes and other tabs'). Returns the unsubscribe function. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith('ye.')) {
      version += 1;
      listener();
    }
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** A number that changes whenever the session storage changes (a useSyncExternalStore snapshot). */
export const getVersion = (): number => version;

export const getAccessToken = () => getItem('accessToken');
export const getRefreshToken = () => getItem('refreshToken');
export const getRole = () => getItem('role');
export const isImpersonating = () => getItem('impersonating') === 'true';
