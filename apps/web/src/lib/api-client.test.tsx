import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, fileNameFromDisposition, REFRESH_PATH, resetRefreshStateForTests } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { setNavigator } from './navigation.ts';
import { getItem, setItem, setJson, subscribe } from './storage.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function authHeader(init: RequestInit | undefined): string | undefined {
  return new Headers(init?.headers).get('Authorization') ?? undefined;
}

let navigations: string[];

beforeEach(() => {
  localStorage.clear();
  resetRefreshStateForTests();
  navigations = [];
  setNavigator((p) => navigations.push(p));
  setItem('accessToken', 'old-access');
  setItem('refreshToken', 'old-refresh');
  setItem('role', 'parent');
});

describe('api client', () => {
  it('sends JSON with the bearer token and cookies', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/v1/thing', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v1/thing');
    expect(init?.credentials).toBe('include');
    expect(authHeader(init)).toBe('Bearer old-access');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('throws ApiError with status, detail and body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { detail: 'Not found.' })),
    );
    const err = await api.get('/v1/missing').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, detail: 'Not found.', body: { detail: 'Not found.' } });
  });

  it('downloads a file as a Blob with the bearer token, refreshing once on a 401', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === REFRESH_PATH) return json(200, { access: 'new-access', refresh: 'new-refresh' });
      if (authHeader(init) === 'Bearer old-access') return json(401, { detail: 'Expired.' });
      return new Response('%PDF-1.7 test', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const blob = await api.blob('/v1/course/certificates/get/YE-AAAA-BBBB-CCCC');
    expect(await blob.text()).toBe('%PDF-1.7 test');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/v1/course/certificates/get/YE-AAAA-BBBB-CCCC',
      REFRESH_PATH,
      '/v1/course/certificates/get/YE-AAAA-BBBB-CCCC',
    ]);
  });

  it('a download names its file after the Content-Disposition header, when it has one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('a,b\n1,2\n', {
            status: 200,
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="impact-analysis-2026-11-21.csv"',
            },
          }),
      ),
    );
    const file = await api.blob('/v1/instructor/impact-analysis/export.csv');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('impact-analysis-2026-11-21.csv');
    expect(file.type).toContain('text/csv');
    expect(await file.text()).toBe('a,b\n1,2\n');
  });

  it('reads file names from Content-Disposition, never a folder path', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=report.csv')).toBe('report.csv');
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".csv"')).toBe('a "b".csv');
    expect(fileNameFromDisposition(`attachment; filename="plain.csv"; filename*=UTF-8''caf%C3%A9.csv`)).toBe(
      'café.csv',
    );
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
  });

  it('a failed file download throws ApiError with the server detail', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { detail: 'We could not find this certificate.' })),
    );
    const err = await api.blob('/v1/course/certificates/get/YE-AAAA-BBBB-CCCC').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, detail: 'We could not find this certificate.' });
  });

  it('refreshes once for concurrent 401s; the waiting requests retry with the new token', async () => {
    let refreshCalls = 0;
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((r) => {
      releaseRefresh = r;
    });
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === REFRESH_PATH) {
        refreshCalls += 1;
        expect(JSON.parse(String(init?.body))).toEqual({ refresh: 'old-refresh' });
        await refreshGate;
        return json(200, { access: 'new-access', refresh: 'new-refresh' });
      }
      return authHeader(init) === 'Bearer new-access'
        ? json(200, { url })
        : json(401, { detail: 'Expired.' });
    });
    vi.stubGlobal('fetch', fetchMock);

    const pending = Promise.all([api.get('/v1/a'), api.get('/v1/b'), api.get('/v1/c')]);
    await vi.waitFor(() => expect(refreshCalls).toBe(1));
    releaseRefresh();
    await expect(pending).resolves.toEqual([{ url: '/v1/a' }, { url: '/v1/b' }, { url: '/v1/c' }]);
    expect(refreshCalls).toBe(1);
    expect(getItem('accessToken')).toBe('new-access');
    expect(getItem('refreshToken')).toBe('new-refresh');
    // each request: one 401 + one retry; plus the single refresh
    expect(fetchMock).toHaveBeenCalledTimes(7);
  });

  it('the waiting requests go out again before any session subscriber runs (no app re-render in between)', async () => {
    // useSession subscribes to storage; a notification re-renders the whole app synchronously, which
    // on a busy machine held the waiting requests (the account menu's profile among them) back.
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((r) => {
      releaseRefresh = r;
    });
    let retries = 0;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === REFRESH_PATH) {
        await refreshGate;
        return json(200, { access: 'new-access', refresh: 'new-refresh' });
      }
      if (authHeader(init) === 'Bearer new-access') {
        retries += 1;
        return json(200, { url });
      }
      return json(401, { detail: 'Expired.' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const retriesSentWhenNotified: number[] = [];
    const unsubscribe = subscribe(() => retriesSentWhenNotified.push(retries));
    try {
      const pending = Promise.all([api.get('/v1/profile'), api.get('/v1/a'), api.get('/v1/b')]);
      await vi.waitFor(() =>
        expect(fetchMock.mock.calls.filter(([u]) => u === REFRESH_PATH)).toHaveLength(1),
      );
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
      releaseRefresh();
      await expect(pending).resolves.toHaveLength(3);
    } finally {
      unsubscribe();
    }
    expect(retries).toBe(3);
    expect(retriesSentWhenNotified.filter((n) => n < 3)).toEqual([]);
    expect(getItem('accessToken')).toBe('new-access');
    expect(getItem('refreshToken')).toBe('new-refresh');
  });

  it('a 401 arriving after the refresh answered retries with the new token instead of refreshing again', async () => {
    let releaseLate: () => void = () => {};
    const lateGate = new Promise<void>((r) => {
      releaseLate = r;
    });
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === REFRESH_PATH) return json(200, { access: 'new-access', refresh: 'new-refresh' });
      if (authHeader(init) === 'Bearer new-access') return json(200, { url });
      if (url === '/v1/late') await lateGate;
      return json(401, { detail: 'Expired.' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const late = api.get('/v1/late');
    await expect(api.get('/v1/early')).resolves.toEqual({ url: '/v1/early' });
    releaseLate();
    await expect(late).resolves.toEqual({ url: '/v1/late' });
    expect(fetchMock.mock.calls.filter(([u]) => u === REFRESH_PATH)).toHaveLength(1);
  });

  it('does not refresh a 401 from a request sent without a token', async () => {
    localStorage.clear();
    const fetchMock = vi.fn(async () => json(401, { detail: 'Wrong email or password.' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/v1/auth/token/get', {}, { auth: false })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['child', '/student/login'],
    ['student', '/student/login'],
    ['parent', '/login'],
    ['instructor', '/login'],
    ['external_admin', '/login'],
  ])('a refresh failing with 401 clears storage and sends %s to %s', async (role, path) => {
    setItem('role', role);
    setItem('meshAccessToken', 'mesh');
    setJson('meshPermissions', ['course:take']);
    setItem('impersonating', 'true');
    const fetchMock = vi.fn(async (url: string) =>
      url === REFRESH_PATH
        ? json(401, { detail: 'Refresh token reused.' })
        : json(401, { detail: 'Expired.' }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const results = await Promise.allSettled([api.get('/v1/a'), api.get('/v1/b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(fetchMock.mock.calls.filter(([u]) => u === REFRESH_PATH)).toHaveLength(1);
    for (const key of [
      'accessToken',
      'refreshToken',
      'role',
      'meshAccessToken',
      'meshPermissions',
      'impersonating',
    ] as const) {
      expect(getItem(key)).toBeNull();
    }
    expect(navigations).toEqual([path]);
  });

  it('a refresh failing for another reason (server down) keeps the session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === REFRESH_PATH ? json(503, { detail: 'Database away.' }) : json(401, {}),
      ),
    );
    await expect(api.get('/v1/a')).rejects.toMatchObject({ status: 503, detail: 'Database away.' });
    expect(getItem('accessToken')).toBe('old-access');
    expect(navigations).toEqual([]);
  });
});
