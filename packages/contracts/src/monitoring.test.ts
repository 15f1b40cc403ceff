import { describe, expect, it } from 'vitest';
import { isChildPath, scrubEvent, TRACES_SAMPLE_RATE } from './monitoring.ts';

const CHILD_ID = '3f1c2a9e-6b7d-4c1e-9a2b-1d2e3f4a5b6c';

describe('scrubEvent (Sentry beforeSend)', () => {
  const event = {
    event_id: 'abc',
    message: `Child ${CHILD_ID} failed; call 555 123 4567 or mum@example.test`,
    user: { id: CHILD_ID, ip_address: '203.0.113.9', email: 'mum@example.test' },
    server_name: 'api-1',
    request: {
      method: 'POST',
      url: `https://ye.test/v1/family/child/get-profile?child_id=${CHILD_ID}`,
      data: { password: 'Secret#2026', name: 'Mia' },
      headers: { authorization: 'Bearer x', cookie: 'a=b', 'x-forwarded-for': '203.0.113.9' },
      cookies: { session: 'x' },
      query_string: `child_id=${CHILD_ID}`,
      env: { REMOTE_ADDR: '203.0.113.9' },
    },
    exception: { values: [{ type: 'Error', value: `No child ${CHILD_ID}` }] },
    breadcrumbs: [
      {
        category: 'fetch',
        message: `GET /v1/consent/child?child_id=${CHILD_ID}`,
        data: { method: 'GET', url: `/v1/x/${CHILD_ID}?token=t`, status_code: 404, body: 'secret' },
      },
    ],
    transaction: `/studentDashboard/${CHILD_ID}`,
    extra: { child_id: CHILD_ID, course: 'Brave', note: `for ${CHILD_ID}` },
    contexts: { user_context: { username: 'mia' }, runtime: { name: 'node' } },
    tags: { route: `/v1/x/${CHILD_ID}` },
  };

  it('strips the user, IP, request body, headers, cookies, query and child ids', () => {
    const out = scrubEvent(event);
    const text = JSON.stringify(out);
    expect(text).not.toContain(CHILD_ID);
    expect(text).not.toContain('203.0.113.9');
    expect(text).not.toContain('mum@example.test');
    expect(text).not.toContain('Secret#2026');
    expect(text).not.toContain('Bearer');
    expect(text).not.toContain('mia');
    expect(text).not.toContain('555 123 4567');
    expect(out).not.toHaveProperty('user');
    expect(out).not.toHaveProperty('server_name');
    expect(out.request).toEqual({ method: 'POST', url: 'https://ye.test/v1/family/child/get-profile' });
    expect(out.breadcrumbs[0]?.data).toEqual({ method: 'GET', url: '/v1/x/[id]', status_code: 404 });
    expect(out.transaction).toBe('/studentDashboard/[id]');
    expect(out.extra).toEqual({ course: 'Brave', note: 'for [id]' });
    expect(out.exception.values[0]).toEqual({ type: 'Error', value: 'No child [id]' });
  });

  it('keeps what finds the bug and leaves the input as it was', () => {
    const out = scrubEvent(event);
    expect(out.event_id).toBe('abc');
    expect(out.contexts).toEqual({ runtime: { name: 'node' } });
    expect(event.user.id).toBe(CHILD_ID);
  });

  it('traces a small share and knows the child pages', () => {
    expect(TRACES_SAMPLE_RATE).toBeLessThanOrEqual(0.05);
    expect(isChildPath('/student/home')).toBe(true);
    expect(isChildPath('/student')).toBe(true);
    expect(isChildPath('/studentDashboard/x')).toBe(false);
    expect(isChildPath('/dashboard')).toBe(false);
  });
});
