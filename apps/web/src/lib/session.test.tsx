import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('react-toastify', () => ({
  toast: { error: vi.fn(), clearWaitingQueue: vi.fn(), dismiss: vi.fn() },
}));

import { toast } from 'react-toastify';
import { readCookie } from './cookies.ts';
import { logout } from './logout.ts';
import { setNavigator, setPageLoader } from './navigation.ts';
import { queryClient } from './query-client.ts';
import {
  adoptCookieHandoff,
  can,
  login,
  startProgramLogin,
  stopImpersonating,
  wasLastLoginBeforeToday,
} from './session.ts';
import {
  getItem,
  getJson,
  isImpersonating,
  SESSION_KEYS,
  STORAGE_KEYS,
  setItem,
  setJson,
} from './storage.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fillSession() {
  setItem('accessToken', 'a');
  setItem('refreshToken', 'r');
  setItem('role', 'parent');
  setItem('meshAccessToken', 'ma');
  setItem('meshRefreshToken', 'mr');
  setJson('meshPermissions', ['family:manage']);
  setItem('meId', 'me-1');
  setJson('meshOrganizations', ['org-1']);
  setItem('impersonating', 'true');
  setItem('lastLogin', '2026-01-01T10:00:00.000Z');
}

function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the marketing site setting cookies
  document.cookie = value;
}

let navigations: string[];
beforeEach(() => {
  localStorage.clear();
  for (const c of ['access_token', 'refresh_token', 'type']) setCookie(`${c}=; max-age=0; path=/`);
  navigations = [];
  setNavigator((p) => navigations.push(p));
  setPageLoader((p) => navigations.push(`load ${p}`));
  vi.mocked(toast.error).mockClear();
});
describe('storage keys', () => {
  it('are stable and namespaced', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'ye.access_token',
      'ye.refresh_token',
      'ye.role',
      'ye.mesh_access_token',
      'ye.mesh_refresh_token',
      'ye.mesh_permissions',
      'ye.me_id',
      'ye.mesh_organizations',
      'ye.impersonating',
      'ye.impersonator',
      'ye.impersonation',
      'ye.last_login',
      'ye.started_course',
      'ye.started_level',
      'ye.started_mission',
      'ye.child_welcome_seen',
    ]);
  });
});

describe('logout', () => {
  it('clears tokens, role, mesh data and the impersonating flag; keeps the last login time', () => {
    fillSession();
    queryClient.setQueryData(['profile'], { id: '1' });
    setCookie('access_token=x; path=/');
    setCookie('type=child; path=/');
    logout();
    for (const key of SESSION_KEYS) expect(getItem(key)).toBeNull();
    expect(isImpersonating()).toBe(false);
    expect(getItem('lastLogin')).toBe('2026-01-01T10:00:00.000Z');
    expect(readCookie('access_token')).toBeNull();
    expect(readCookie('type')).toBeNull();
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
  });

  it('stopImpersonating logs out and goes to /login', () => {
    fillSession();
    stopImpersonating();
    expect(getItem('accessToken')).toBeNull();
    expect(getItem('impersonating')).toBeNull();
    expect(navigations).toEqual(['/login']);
  });
});

describe('cross-site cookie hand-off', () => {
  it('stores the cookie tokens with role child, logs out of the mesh and deletes the cookies', () => {
    fillSession();
    setCookie('access_token=cookie-access; path=/');
    setCookie('refresh_token=cookie-refresh; path=/');
    setCookie('type=child; path=/');
    expect(adoptCookieHandoff()).toBe(true);
    expect(getItem('accessToken')).toBe('cookie-access');
    expect(getItem('refreshToken')).toBe('cookie-refresh');
    expect(getItem('role')).toBe('child');
    expect(getItem('meshAccessToken')).toBeNull();
    expect(getItem('meshRefreshToken')).toBeNull();
    expect(getItem('meshPermissions')).toBeNull();
    expect(getItem('meId')).toBeNull();
    expect(getItem('impersonating')).toBeNull();
    expect(readCookie('access_token')).toBeNull();
    expect(readCookie('refresh_token')).toBeNull();
    expect(readCookie('type')).toBeNull();
  });

  it('does nothing without the cookies', () => {
    fillSession();
    expect(adoptCookieHandoff()).toBe(false);
    expect(getItem('role')).toBe('parent');
    expect(getItem('meshAccessToken')).toBe('ma');
  });
});

describe('wasLastLoginBeforeToday', () => {
  it('is true the first time, false later the same day, true again the next day; records now', () => {
    const morning = new Date(2026, 3, 10, 8, 0);
    const evening = new Date(2026, 3, 10, 21, 30);
    const nextDay = new Date(2026, 3, 11, 0, 5);
    expect(wasLastLoginBeforeToday(morning)).toBe(true);
    expect(getItem('lastLogin')).toBe(morning.toISOString());
    expect(wasLastLoginBeforeToday(evening)).toBe(false);
    expect(getItem('lastLogin')).toBe(evening.toISOString());
    expect(wasLastLoginBeforeToday(nextDay)).toBe(true);
  });

  it('treats an unreadable stored time as before today', () => {
    setItem('lastLogin', 'not a date');
    expect(wasLastLoginBeforeToday(new Date(2026, 3, 10, 12))).toBe(true);
  });
});

describe('login', () => {
  it('stores the main tokens and role, then the mesh tokens and me data', async () => {
    setItem('impersonating', 'true');
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/v1/auth/token/get') {
        expect(JSON.parse(String(init?.body))).toEqual({
          email: 'parent@demo.test',
          password: 'Parent#2026',
        });
        return json(200, {
          token: 'main-a',
          refresh_token: 'main-r',
          user: { id: 'u1', type: 'parent', email: 'parent@demo.test', first_name: 'Pat', last_name: 'Lee' },
        });
      }
      if (url === '/auth/login') {
        const form = init?.body as FormData | undefined;
        expect(form?.get('username')).toBe('parent@demo.test');
        expect(form?.get('password')).toBe('Parent#2026');
        return json(200, { access_token: 'mesh-a', refresh_token: 'mesh-r' });
      }
      if (url === '/graphql') {
        expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer mesh-a');
        return json(200, {
          data: {
            me: {
              id: 'me-9',
              permissions: ['family:manage'],
              hasActiveStripeSubscription: false,
              organizations: [{ id: 'o1' }],
            },
          },
        });
      }
      return json(404, { detail: 'Not found.' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = await login({ email: 'parent@demo.test', password: 'Parent#2026' });
    expect(user.type).toBe('parent');
    expect(getItem('accessToken')).toBe('main-a');
    expect(getItem('refreshToken')).toBe('main-r');
    expect(getItem('role')).toBe('parent');
    expect(getItem('meshAccessToken')).toBe('mesh-a');
    expect(getItem('meshRefreshToken')).toBe('mesh-r');
    expect(getItem('meId')).toBe('me-9');
    expect(getJson('meshOrganizations', [])).toEqual(['o1']);
    expect(getItem('impersonating')).toBeNull();
    expect(can('family:manage')).toBe(true);
    expect(can('user:impersonate')).toBe(false);
  });

  it('children sign in with their username (the mesh username too)', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/v1/auth/token/get')
        return json(200, {
          token: 't',
          refresh_token: 'r',
          user: { id: 'c', type: 'child', username: 'mia', first_name: 'Mia', last_name: 'L' },
        });
      if (url === '/auth/login') {
        expect((init?.body as FormData | undefined)?.get('username')).toBe('mia');
        return json(200, { access_token: 'm', refresh_token: 'mr' });
      }
      return json(200, { data: { me: { id: 'x', permissions: ['course:take'], organizations: [] } } });
    });
    vi.stubGlobal('fetch', fetchMock);
    await login({ username: 'mia', password: 'Mia#2026' });
    expect(getItem('role')).toBe('child');
  });

  it('wrong credentials reject with the server detail and store nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { detail: 'The email/username or password is incorrect.' })),
    );
    await expect(login({ email: 'x@y.z', password: 'nope' })).rejects.toMatchObject({
      status: 401,
      detail: 'The email/username or password is incorrect.',
    });
    expect(getItem('accessToken')).toBeNull();
  });
});

describe('program login', () => {
  const prg = (issuer: string) => ({
    access_token: 'pa',
    refresh_token: 'pr',
    type: 'parent',
    issuer,
    mesh_access_token: 'pma',
    mesh_refresh_token: 'pmr',
  });

  it("stores both sessions and sets the impersonating flag for issuer 'impersonate'", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/auth/prg/login')
        ? json(200, prg('impersonate'))
        : json(200, { data: { me: { id: 'm', permissions: [], organizations: [] } } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const res = await startProgramLogin('tok en');
    expect(res?.type).toBe('parent');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/auth/prg/login?auth_token=tok%20en');
    expect(getItem('accessToken')).toBe('pa');
    expect(getItem('refreshToken')).toBe('pr');
    expect(getItem('role')).toBe('parent');
    expect(getItem('meshAccessToken')).toBe('pma');
    expect(getItem('meshRefreshToken')).toBe('pmr');
    expect(isImpersonating()).toBe(true);
  });

  it('another issuer does not set the flag', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/auth/prg/login') ? json(200, prg('program')) : json(200, { data: { me: null } }),
      ),
    );
    await startProgramLogin('t');
    expect(isImpersonating()).toBe(false);
  });

  it('an admin who impersonates keeps their own session aside; Stop gives it back and lands on /users', async () => {
    setItem('accessToken', 'admin-a');
    setItem('refreshToken', 'admin-r');
    setItem('role', 'admin');
    setItem('meshAccessToken', 'admin-ma');
    setItem('meshRefreshToken', 'admin-mr');
    setJson('meshPermissions', ['admin:impersonate']);
    setItem('meId', 'admin-me');
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/auth/prg/login')
        ? json(200, prg('impersonate'))
        : json(200, { data: { me: { id: 'admin-me', permissions: ['admin'], organizations: [] } } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await startProgramLogin('t');
    expect(getItem('accessToken')).toBe('pa');
    expect(getItem('role')).toBe('parent');

    stopImpersonating();
    expect(getItem('accessToken')).toBe('admin-a');
    expect(getItem('refreshToken')).toBe('admin-r');
    expect(getItem('role')).toBe('admin');
    expect(getItem('meshAccessToken')).toBe('admin-ma');
    expect(getItem('meshRefreshToken')).toBe('admin-mr');
    expect(getJson('meshPermissions', [])).toEqual(['admin:impersonate']);
    expect(getItem('meId')).toBe('admin-me');
    expect(isImpersonating()).toBe(false);
    expect(getItem('impersonator')).toBeNull();
    expect(navigations).toEqual(['load /users']);
  });

  /** The demo admin is signed in; the program-login call answers with a session of `kind`. */
  function signedInAsAdminAnswering(kind: Parameters<typeof prg>[0]) {
    setItem('accessToken', 'admin-a');
    setItem('refreshToken', 'admin-r');
    setItem('role', 'admin');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/auth/prg/login') ? json(200, prg(kind)) : json(200, { data: { me: null } }),
      ),
    );
  }

  it('a second impersonation keeps the first (admin) session to go back to', async () => {
    signedInAsAdminAnswering('impersonate');
    await startProgramLogin('t1');
    await startProgramLogin('t2');
    stopImpersonating();
    expect(getItem('accessToken')).toBe('admin-a');
    expect(getItem('role')).toBe('admin');
  });

  it('signing out while impersonating forgets the kept admin session too', async () => {
    signedInAsAdminAnswering('impersonate');
    await startProgramLogin('t');
    expect(getItem('impersonator')).not.toBeNull();
    logout();
    expect(getItem('impersonator')).toBeNull();
    expect(getItem('accessToken')).toBeNull();
  });

  it('a program login that is not an impersonation keeps no other session', async () => {
    signedInAsAdminAnswering('program');
    await startProgramLogin('t');
    expect(getItem('impersonator')).toBeNull();
  });

  it('a failure toasts the detail and clears storage', async () => {
    fillSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { detail: 'This sign-in link has expired.' })),
    );
    await expect(startProgramLogin('t')).resolves.toBeNull();
    expect(toast.error).toHaveBeenCalledWith('This sign-in link has expired.');
    for (const key of SESSION_KEYS) expect(getItem(key)).toBeNull();
  });
});
