import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CANNOT_AUTHENTICATE, FAILED_TO_REFRESH, graphql } from './mesh-client.ts';
import { getItem, setItem } from './storage.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const jwtError = { data: null, errors: [{ message: 'JWT is invalid or expired' }] };
const bearer = (init?: RequestInit) => new Headers(init?.headers).get('Authorization');

beforeEach(() => {
  localStorage.clear();
  setItem('accessToken', 'main');
  setItem('role', 'parent');
  setItem('meshAccessToken', 'mesh-old');
  setItem('meshRefreshToken', 'mesh-refresh-old');
});
describe('mesh client', () => {
  it('sends the query with the mesh bearer token and returns data', async () => {
    const fetchMock = vi.fn(async (_u: string, _i?: RequestInit) => json(200, { data: { me: { id: '1' } } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(graphql('query { me { id } }', { a: 1 })).resolves.toEqual({ me: { id: '1' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/graphql');
    expect(bearer(init)).toBe('Bearer mesh-old');
    expect(JSON.parse(String(init?.body))).toEqual({ query: 'query { me { id } }', variables: { a: 1 } });
  });

  it('joins GraphQL errors with ", "', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { errors: [{ message: 'First' }, { message: 'Second' }] })),
    );
    await expect(graphql('query { x }')).rejects.toThrow('First, Second');
  });

  it.each([
    ['a GraphQL "JWT is invalid or expired" error', () => json(200, jwtError)],
    ['an HTTP 401', () => json(401, { detail: 'Not signed in.' })],
  ])('refreshes once after %s and retries with the new token', async (_name, reject) => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/auth/refresh') {
        expect(JSON.parse(String(init?.body))).toEqual({ refresh_token: 'mesh-refresh-old' });
        return json(200, { access_token: 'mesh-new', refresh_token: 'mesh-refresh-new' });
      }
      return bearer(init) === 'Bearer mesh-new' ? json(200, { data: { ok: true } }) : reject();
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(graphql('query { ok }')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(getItem('meshAccessToken')).toBe('mesh-new');
    expect(getItem('meshRefreshToken')).toBe('mesh-refresh-new');
  });

  it("logs out with 'Cannot authenticate.' when the retry is still rejected", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/auth/refresh'
          ? json(200, { access_token: 'mesh-new', refresh_token: 'r2' })
          : json(200, jwtError),
      ),
    );
    await expect(graphql('query { ok }')).rejects.toThrow(CANNOT_AUTHENTICATE);
    expect(CANNOT_AUTHENTICATE).toBe('Cannot authenticate.');
    expect(getItem('meshAccessToken')).toBeNull();
    expect(getItem('accessToken')).toBeNull();
    expect(getItem('role')).toBeNull();
  });

  it("logs out with 'Failed to refresh token.' when the refresh call fails", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/auth/refresh' ? json(401, { detail: 'Refresh token is invalid.' }) : json(200, jwtError),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(graphql('query { ok }')).rejects.toThrow(FAILED_TO_REFRESH);
    expect(FAILED_TO_REFRESH).toBe('Failed to refresh token.');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getItem('meshAccessToken')).toBeNull();
    expect(getItem('accessToken')).toBeNull();
  });
});
