import { vi } from 'vitest';

/** One request the page sent, with its JSON body parsed (undefined when it had none or sent FormData). */
export interface MockCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

/**
 * What a route answers: a JSON body, `[status, body]`, a Response as is, or a function of the URL and
 * the request init that returns one of those (a Promise is awaited, to hold a page in its loading state).
 */
export type MockAnswer = unknown | ((url: URL, init?: RequestInit) => unknown);

/**
 * Stubs the global fetch with a table of `METHOD /path` or `/path` (any method) → answer; records every
 * request in `calls`. Unknown paths answer 404 with a `detail`, as the API does.
 */
export function mockApi(routes: Record<string, MockAnswer>) {
  const calls: MockCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, url, body });
    const entry = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    if (entry === undefined) return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 });
    const value = await (typeof entry === 'function'
      ? (entry as (u: URL, i?: RequestInit) => unknown)(url, init)
      : entry);
    if (value instanceof Response) return value;
    const [status, payload] =
      Array.isArray(value) && typeof value[0] === 'number' && value.length === 2 ? value : [200, value];
    // A 204 may carry no body: the Response constructor refuses one.
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
