import type { RefreshResponse } from '@ye/contracts/auth';
import { loginPathFor } from '@ye/contracts/roles';
import { ApiError, detailOf, readBody } from './api-error.ts';
import { logout } from './logout.ts';
import { navigateTo } from './navigation.ts';
import { getAccessToken, getRefreshToken, getRole, replaceTokens } from './storage.ts';

/**
 * The main API client: JSON in and out, `Authorization: Bearer <access token>`, cookies sent
 * (credentials 'include', as the spec asks of the main backend), errors thrown as ApiError.
 *
 * A 401 on a request that carried an access token starts ONE refresh (POST /v1/auth/token/refresh).
 * Requests that fail with 401 while it runs wait in a queue and are retried with the new token. If the
 * refresh itself answers 401 the session is over: storage is cleared and the user goes to
 * /student/login (child or student) or /login (everyone else).
 */

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON unless it is FormData. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** false: send no Authorization header and never refresh (sign-in calls). */
  auth?: boolean;
}

export const REFRESH_PATH = '/v1/auth/token/refresh';

function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function send(path: string, opts: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(buildUrl(path, opts.query), {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    credentials: 'include',
    signal: opts.signal,
  });
}

// ---- refresh once, with a queue --------------------------------------------------------------

type Waiter = { resolve: (token: string) => void; reject: (err: unknown) => void };
let refreshing = false;
let queue: Waiter[] = [];

function settleQueue(err: unknown, token?: string): void {
  const waiting = queue;
  queue = [];
  for (const w of waiting) {
    if (token) w.resolve(token);
    else w.reject(err);
  }
}

/** The session ended: clear everything and send the user to the sign-in page of their area. */
function endSession(): void {
  const role = getRole();
  logout();
  navigateTo(loginPathFor(role));
}

/**
 * Resolves with a fresh access token. The first caller performs the refresh; callers arriving while it
 * runs are queued and get the same token (or the same failure).
 */
export function refreshAccessToken(): Promise<string> {
  const promise = new Promise<string>((resolve, reject) => queue.push({ resolve, reject }));
  if (refreshing) return promise;
  refreshing = true;
  void (async () => {
    try {
      const refresh = getRefreshToken();
      if (!refresh) throw new ApiError(401, 'Your session has ended. Please sign in again.', undefined);
      const res = await send(REFRESH_PATH, { method: 'POST', body: { refresh } }, null);
      const body = await readBody(res);
      if (!res.ok) throw new ApiError(res.status, detailOf(body), body);
      const tokens = body as RefreshResponse;
      // Stored before anyone is released (a late 401 must see the new token, not start a second
      // refresh with the spent refresh token), quietly, so the waiting requests go out at once.
      replaceTokens(tokens.access, tokens.refresh);
      refreshing = false;
      settleQueue(null, tokens.access);
    } catch (err) {
      refreshing = false;
      if (err instanceof ApiError && err.status === 401) endSession();
      settleQueue(err);
    }
  })();
  return promise;
}

/** Only for tests: forget any refresh in flight. */
export function resetRefreshStateForTests(): void {
  refreshing = false;
  queue = [];
}

/** Sends with the access token; on a 401 refreshes once (see above) and sends again. */
async function sendWithRefresh(path: string, opts: RequestOptions): Promise<Response> {
  const useAuth = opts.auth !== false;
  const token = useAuth ? getAccessToken() : null;
  const res = await send(path, opts, token);
  if (res.status === 401 && useAuth && token) {
    // Another request may already have refreshed while this one was in flight: use its token.
    const current = getAccessToken();
    const fresh = current && current !== token ? current : await refreshAccessToken();
    return send(path, opts, fresh);
  }
  return res;
}

export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await sendWithRefresh(path, opts);
  const body = await readBody(res);
  if (!res.ok) throw new ApiError(res.status, detailOf(body), body);
  return body as T;
}

/**
 * The file name a Content-Disposition header gives (`filename*=UTF-8''…` preferred over
 * `filename="…"`), without any folder part; null when it names none.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2] ?? null;
  }
  // A server name is a hint, never a path.
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base || null;
}

/**
 * A file the API serves behind the bearer token (a certificate PDF, a CSV export): the body as a
 * Blob, or as a File carrying the server's name when the response's Content-Disposition gives one.
 */
export async function apiBlob(
  path: string,
  opts: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<Blob> {
  const res = await sendWithRefresh(path, {
    ...opts,
    method: 'GET',
    headers: { Accept: '*/*', ...opts.headers },
  });
  if (!res.ok) {
    const body = await readBody(res);
    throw new ApiError(res.status, detailOf(body), body);
  }
  const blob = await res.blob();
  const name = fileNameFromDisposition(res.headers.get('content-disposition'));
  return name ? new File([blob], name, { type: blob.type }) : blob;
}

export const api = {
  get: <T>(path: string, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...opts, method: 'GET' }),
  post: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...opts, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...opts, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...opts, method: 'PATCH', body }),
  delete: <T>(path: string, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...opts, method: 'DELETE' }),
  blob: apiBlob,
};
