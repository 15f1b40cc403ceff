import type { AuthUser, SignupRequest, TokenResponse } from '@ye/contracts/auth';
import { IMPERSONATION_MINUTES } from '@ye/contracts/first-download';
import type { Me, MeshTokens, ProgramLoginResponse } from '@ye/contracts/mesh';
import { hasPermission, landingPath, type Permission } from '@ye/contracts/roles';
import { toast } from 'react-toastify';
import { api } from './api-client.ts';
import { ApiError, detailOf, readBody } from './api-error.ts';
import { clearHandoffCookies, readCookie } from './cookies.ts';
import { errorMessage } from './error-toast.ts';
import { setFlash } from './flash.ts';
import { logout } from './logout.ts';
import { graphql } from './mesh-client.ts';
import { loadPage, navigateTo } from './navigation.ts';
import { PATHS } from './paths.ts';
import { queryClient } from './query-client.ts';
import { getItem, getJson, MESH_KEYS, removeItems, setItem, setJson } from './storage.ts';

/** The session helpers of DESIGN.md section 6. React code reads the result through useSession(). */

export type Credentials = { email: string; password: string } | { username: string; password: string };

export const ME_QUERY = 'query Me { me { id permissions hasActiveStripeSubscription organizations { id } } }';

function storeMainSession(tokens: { access: string; refresh: string; role: string }): void {
  setItem('accessToken', tokens.access);
  setItem('refreshToken', tokens.refresh);
  setItem('role', tokens.role);
}

/** Reads `me` with the mesh token and keeps permissions, me_id and organization ids. */
export async function loadMe(): Promise<Pick<Me, 'id' | 'permissions' | 'organizations'> | null> {
  const data = await graphql<{ me: Pick<Me, 'id' | 'permissions' | 'organizations'> | null }>(ME_QUERY);
  const me = data?.me ?? null;
  if (me) {
    setJson('meshPermissions', me.permissions);
    setItem('meId', me.id);
    setJson(
      'meshOrganizations',
      me.organizations.map((o) => o.id),
    );
  }
  return me;
}

/**
 * Signs in to the mesh with the same credentials (multipart username + password; adults use their
 * email) and loads `me`. Failure here does not undo the main sign-in: the app works without mesh data,
 * permission checks simply answer false, and the next sign-in tries again.
 */
async function meshLogin(username: string, password: string): Promise<void> {
  try {
    const form = new FormData();
    form.set('username', username);
    form.set('password', password);
    const res = await fetch('/auth/login', {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json' },
    });
    const body = await readBody(res);
    if (!res.ok) throw new ApiError(res.status, detailOf(body), body);
    const tokens = body as MeshTokens;
    setItem('meshAccessToken', tokens.access_token);
    setItem('meshRefreshToken', tokens.refresh_token);
    await loadMe();
  } catch (err) {
    console.warn('Mesh sign-in failed; continuing without mesh data.', err);
  }
}

function startSession(res: TokenResponse, meshUsername: string, password: string): Promise<AuthUser> {
  logout();
  storeMainSession({ access: res.token, refresh: res.refresh_token, role: res.user.type });
  return meshLogin(meshUsername, password).then(() => res.user);
}

/** Email + password (adults) or username + password (children). Resolves with the signed-in user. */
export async function login(credentials: Credentials): Promise<AuthUser> {
  const res = await api.post<TokenResponse>('/v1/auth/token/get', credentials, { auth: false });
  const username = 'email' in credentials ? credentials.email : credentials.username;
  return startSession(res, username, credentials.password);
}

/** A parent's new account; signed in straight away. */
export async function signup(input: SignupRequest): Promise<AuthUser> {
  const res = await api.post<TokenResponse>('/v1/auth/signup', input, { auth: false });
  return startSession(res, input.email, input.password);
}

/** Whether the mesh gave the user this permission. */
export function can(permission: Permission | string): boolean {
  return hasPermission(getJson<string[]>('meshPermissions', []), permission as Permission);
}

/**
 * Program login (an admin impersonating a user, or another program handing a user over):
 * POST /auth/prg/login?auth_token=T. Stores both sessions and the role; issuer 'impersonate' sets the
 * impersonating flag. On failure the server's detail is shown as a toast, storage is cleared and null
 * is returned.
 */
export async function startProgramLogin(
  authToken: string,
  opts: { reason?: string } = {},
): Promise<ProgramLoginResponse | null> {
  try {
    const res = await fetch(`/auth/prg/login?auth_token=${encodeURIComponent(authToken)}`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
    });
    const body = await readBody(res);
    if (!res.ok) throw new ApiError(res.status, detailOf(body), body);
    const data = body as ProgramLoginResponse;
    // An admin who starts impersonating keeps their own session aside for "Stop" (not when one
    // impersonation follows another: the first admin session is the one to go back to).
    const impersonator =
      data.issuer === 'impersonate'
        ? (getJson<SavedSession | null>('impersonator', null) ?? currentSession())
        : null;
    logout();
    storeMainSession({ access: data.access_token, refresh: data.refresh_token, role: data.type });
    setItem('meshAccessToken', data.mesh_access_token);
    setItem('meshRefreshToken', data.mesh_refresh_token);
    setItem('impersonating', data.issuer === 'impersonate' ? 'true' : null);
    if (impersonator) setJson('impersonator', impersonator);
    // The API ends an impersonation 30 minutes after this login; the banner counts down to it.
    if (data.issuer === 'impersonate')
      setJson('impersonation', {
        ends_at: new Date(Date.now() + IMPERSONATION_MINUTES * 60 * 1000).toISOString(),
        reason: opts.reason ?? null,
      } satisfies ImpersonationInfo);
    try {
      await loadMe();
    } catch (err) {
      console.warn('Could not load mesh data after program login.', err);
    }
    return data;
  } catch (err) {
    toast.error(errorMessage(err));
    logout();
    return null;
  }
}

/**
 * The cross-site hand-off: when the cookies access_token and refresh_token (and type) are present at
 * start-up, they become this browser's session with the role child, the mesh session is logged out and
 * the cookies are deleted. Returns whether a hand-off happened.
 */
export function adoptCookieHandoff(): boolean {
  const access = readCookie('access_token');
  const refresh = readCookie('refresh_token');
  if (!access || !refresh) return false;
  removeItems(MESH_KEYS);
  setItem('impersonating', null);
  queryClient.clear();
  storeMainSession({ access, refresh, role: 'child' });
  clearHandoffCookies();
  return true;
}

/**
 * Reports whether the last recorded login was before today (true when none was recorded), then
 * records now as the last login.
 */
export function wasLastLoginBeforeToday(now: Date = new Date()): boolean {
  const last = getItem('lastLogin');
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const lastTime = last ? Date.parse(last) : Number.NaN;
  setItem('lastLogin', now.toISOString());
  return Number.isNaN(lastTime) || lastTime < startOfToday;
}

/** What the banner shows about an impersonation (storage key ye.impersonation). */
export interface ImpersonationInfo {
  ends_at: string;
  reason: string | null;
}

/** The current impersonation's end and reason, or null (none, or from before this was kept). */
export function impersonationInfo(): ImpersonationInfo | null {
  const info = getJson<ImpersonationInfo | null>('impersonation', null);
  return info && typeof info.ends_at === 'string' ? info : null;
}

/** The tokens and role of a signed-in session, as kept aside while an admin impersonates. */
interface SavedSession {
  access: string;
  refresh: string;
  role: string;
  meshAccess: string | null;
  meshRefresh: string | null;
  meshPermissions?: string[];
  meId?: string | null;
  meshOrganizations?: string[];
}

function currentSession(): SavedSession | null {
  const access = getItem('accessToken');
  const refresh = getItem('refreshToken');
  const role = getItem('role');
  if (!access || !refresh || !role) return null;
  return {
    access,
    refresh,
    role,
    meshAccess: getItem('meshAccessToken'),
    meshRefresh: getItem('meshRefreshToken'),
    meshPermissions: getJson<string[]>('meshPermissions', []),
    meId: getItem('meId'),
    meshOrganizations: getJson<string[]>('meshOrganizations', []),
  };
}

function isSavedSession(v: unknown): v is SavedSession {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  return typeof s.access === 'string' && typeof s.refresh === 'string' && typeof s.role === 'string';
}

/**
 * Ends an impersonation: the borrowed session is cleared and the admin's own session, kept aside when
 * the impersonation started, comes back; the admin's landing page (/users) loads afresh. Without a
 * kept session (another tab ended it, or storage was cleared) the admin signs in again at /login.
 */
export function stopImpersonating(message?: string): void {
  const saved = getJson<unknown>('impersonator', null);
  logout();
  // Said once the admin's page has loaded again (why the impersonation ended, when it ended by itself).
  if (message) setFlash(message);
  if (!isSavedSession(saved)) {
    navigateTo(PATHS.login);
    return;
  }
  storeMainSession(saved);
  setItem('meshAccessToken', saved.meshAccess ?? null);
  setItem('meshRefreshToken', saved.meshRefresh ?? null);
  setJson('meshPermissions', saved.meshPermissions ?? []);
  setItem('meId', saved.meId ?? null);
  setJson('meshOrganizations', saved.meshOrganizations ?? []);
  // A fresh start as the admin: permissions, me id and organizations load again, no cached data of the
  // impersonated user survives, and no guard of their page sees the admin's role first.
  loadPage(landingPath(saved.role));
}
