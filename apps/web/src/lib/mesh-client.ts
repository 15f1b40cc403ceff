import { JWT_INVALID_MESSAGE } from '@ye/contracts/first-download';
import type { GraphqlResponse, MeshTokens } from '@ye/contracts/mesh';
import { ApiError, detailOf, readBody } from './api-error.ts';
import { logout } from './logout.ts';
import { getItem, setItem } from './storage.ts';

/**
 * The mesh (identity service) GraphQL client. Requests carry the mesh bearer token. On HTTP 401 or a
 * GraphQL error saying the JWT is invalid or expired it refreshes once (POST /auth/refresh) and retries.
 * A retry that still fails logs out and rejects with 'Cannot authenticate.'; a refresh that fails logs
 * out and rejects with 'Failed to refresh token.'. Other GraphQL errors become one Error, joined by ', '.
 */

export const CANNOT_AUTHENTICATE = 'Cannot authenticate.';
export const FAILED_TO_REFRESH = 'Failed to refresh token.';

type Answer<T> = { status: number; body: GraphqlResponse<T> | undefined; raw: unknown };

async function post<T>(query: string, variables: Record<string, unknown> | undefined): Promise<Answer<T>> {
  const token = getItem('meshAccessToken');
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch('/graphql', {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables: variables ?? {} }),
  });
  const raw = await readBody(res);
  const body = raw && typeof raw === 'object' ? (raw as GraphqlResponse<T>) : undefined;
  return { status: res.status, body, raw };
}

const jwtRejected = (a: Answer<unknown>): boolean =>
  a.status === 401 ||
  Boolean(a.body?.errors?.some((e) => e.message.toLowerCase().includes(JWT_INVALID_MESSAGE.toLowerCase())));

async function refreshMeshToken(): Promise<void> {
  const refresh_token = getItem('meshRefreshToken');
  let ok = false;
  if (refresh_token) {
    try {
      const res = await fetch('/auth/refresh', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refresh_token }),
      });
      if (res.ok) {
        const tokens = (await res.json()) as MeshTokens;
        setItem('meshAccessToken', tokens.access_token);
        setItem('meshRefreshToken', tokens.refresh_token);
        ok = true;
      }
    } catch {
      ok = false;
    }
  }
  if (!ok) {
    logout();
    throw new Error(FAILED_TO_REFRESH);
  }
}

function unwrap<T>(a: Answer<T>): T {
  if (a.body?.errors?.length) throw new Error(a.body.errors.map((e) => e.message).join(', '));
  if (a.status < 200 || a.status >= 300) throw new ApiError(a.status, detailOf(a.raw), a.raw);
  return a.body?.data as T;
}

export async function graphql<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const first = await post<T>(query, variables);
  if (!jwtRejected(first)) return unwrap(first);
  await refreshMeshToken();
  const second = await post<T>(query, variables);
  if (jwtRejected(second)) {
    logout();
    throw new Error(CANNOT_AUTHENTICATE);
  }
  return unwrap(second);
}
