// What error monitoring (Sentry) may send (issue 16, decision 035): an error and where it happened,
// never who it happened to. The API and the web app pass every event through `scrubEvent` in Sentry's
// beforeSend / beforeSendTransaction, with default PII off; the web app sends nothing from a child's
// pages (/student/*).

/** The share of requests traced for performance: low, as tracing is not needed to find errors. */
export const TRACES_SAMPLE_RATE = 0.05;

/** Any UUID: every account (a child's included) is one, so none leaves in a message or address. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** Email addresses and long digit runs (phone numbers) that a message may quote. */
const EMAIL = /[^\s@"'<>]+@[^\s@"'<>]+\.[a-z]{2,}/gi;
const DIGITS = /\+?\d[\d\s().-]{7,}\d/g;
/** Keys of extra data and contexts that name a person or a credential: they go whole. */
const PERSONAL_KEY =
  /child|user|parent|email|token|password|cookie|authorization|ip_address|first_name|last_name|full_name/i;

/** A string with ids, emails and phone-like numbers replaced, and any query string cut off a URL. */
export function scrubText(text: string): string {
  return text.replace(UUID, '[id]').replace(EMAIL, '[email]').replace(DIGITS, '[number]');
}

function scrubUrl(url: string): string {
  return scrubText(url.split(/[?#]/)[0] ?? '');
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function scrubDeep(value: unknown, depth = 0): unknown {
  if (depth > 8) return '[dropped]';
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map((v) => scrubDeep(v, depth + 1));
  if (isObject(value)) {
    const out: Json = {};
    for (const [k, v] of Object.entries(value)) {
      if (PERSONAL_KEY.test(k)) continue;
      out[k] = scrubDeep(v, depth + 1);
    }
    return out;
  }
  return value;
}

/**
 * The event without: the user (id, IP, email), the request's body, headers, cookies and query string,
 * ids, emails and phone numbers in messages, exception values, breadcrumbs and the transaction name,
 * and any extra or context key naming a person. Returns a new object; the input is left as it was.
 */
export function scrubEvent<T extends object>(event: T): T {
  const e = { ...(event as Json) };
  delete e.user;
  delete e.server_name;
  if (isObject(e.request)) {
    const { method, url } = e.request;
    e.request = {
      ...(typeof method === 'string' ? { method } : {}),
      ...(typeof url === 'string' ? { url: scrubUrl(url) } : {}),
    };
  }
  if (typeof e.message === 'string') e.message = scrubText(e.message);
  if (isObject(e.logentry)) e.logentry = scrubDeep(e.logentry);
  if (typeof e.transaction === 'string') e.transaction = scrubUrl(e.transaction);
  if (isObject(e.exception) && Array.isArray(e.exception.values)) {
    e.exception = {
      ...e.exception,
      values: e.exception.values.map((x) =>
        isObject(x) ? { ...x, value: typeof x.value === 'string' ? scrubText(x.value) : x.value } : x,
      ),
    };
  }
  if (Array.isArray(e.breadcrumbs)) {
    e.breadcrumbs = e.breadcrumbs.map((b) => {
      if (!isObject(b)) return b;
      const data = isObject(b.data) ? b.data : undefined;
      return {
        ...b,
        ...(typeof b.message === 'string' ? { message: scrubText(b.message) } : {}),
        data: data
          ? {
              ...(typeof data.method === 'string' ? { method: data.method } : {}),
              ...(typeof data.status_code === 'number' ? { status_code: data.status_code } : {}),
              ...(typeof data.url === 'string' ? { url: scrubUrl(data.url) } : {}),
              ...(typeof data.from === 'string' ? { from: scrubUrl(data.from) } : {}),
              ...(typeof data.to === 'string' ? { to: scrubUrl(data.to) } : {}),
            }
          : undefined,
      };
    });
  }
  for (const key of ['extra', 'contexts', 'tags'] as const) if (isObject(e[key])) e[key] = scrubDeep(e[key]);
  return e as T;
}

/** True for a child's pages, where the web app sends nothing at all. */
export const isChildPath = (pathname: string) => pathname === '/student' || pathname.startsWith('/student/');
