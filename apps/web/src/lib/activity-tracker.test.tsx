import type { ActivityRequest } from '@ye/contracts/family';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ActivityTracker,
  FLUSH_EVERY_MS,
  sendWithKeepalive,
  startActivityTracker,
} from './activity-tracker.ts';
import { setItem } from './storage.ts';

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

const fetchMock = vi.fn<typeof fetch>();
let tracker: ActivityTracker | null = null;

function sentBatches(): ActivityRequest[] {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as ActivityRequest);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  visibility = 'visible';
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response('{}', { status: 201 }));
  vi.stubGlobal('fetch', fetchMock);
  setItem('accessToken', 'child-token');
});

afterEach(async () => {
  await tracker?.stop();
  tracker = null;
  vi.useRealTimers();
  localStorage.clear();
});

describe('activity tracker', () => {
  it('sends the visible seconds every 60 s with a page view id, an increasing sequence and keepalive', async () => {
    tracker = startActivityTracker({ newId: () => 'pv-1' });
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS);
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS);
    expect(sentBatches()).toEqual([
      { page_view_id: 'pv-1', sequence: 0, seconds: 60 },
      { page_view_id: 'pv-1', sequence: 1, seconds: 60 },
    ]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v1/family/activity');
    expect(init?.method).toBe('POST');
    expect(init?.keepalive).toBe(true);
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer child-token');
  });

  it('uses a fresh random page view id per page load', () => {
    const a = startActivityTracker();
    const b = startActivityTracker();
    expect(a.pageViewId).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.pageViewId).not.toBe(b.pageViewId);
    void a.stop();
    void b.stop();
  });

  it('counts only while the page is visible and sends when it becomes hidden', async () => {
    tracker = startActivityTracker({ newId: () => 'pv' });
    await vi.advanceTimersByTimeAsync(20_000);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(sentBatches()).toEqual([{ page_view_id: 'pv', sequence: 0, seconds: 20 }]);

    // Hidden for 5 minutes: nothing counted, nothing sent.
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Visible again at 5:20; the 60 s timer ticks at 6:00, so that batch holds 40 s.
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(40_000);
    expect(sentBatches()[1]).toEqual({ page_view_id: 'pv', sequence: 1, seconds: 40 });
  });

  it('starts counting at zero when the page loads hidden', async () => {
    visibility = 'hidden';
    tracker = startActivityTracker();
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS * 3);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(tracker.pendingSeconds()).toBe(0);
  });

  it('keeps the seconds of a failed send and adds them to the next batch', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"detail":"Down"}', { status: 503 }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    tracker = startActivityTracker({ newId: () => 'pv' });
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS); // 503
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS); // network error
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS); // ok
    expect(sentBatches()).toEqual([
      { page_view_id: 'pv', sequence: 0, seconds: 60 },
      { page_view_id: 'pv', sequence: 1, seconds: 120 },
      { page_view_id: 'pv', sequence: 2, seconds: 180 },
    ]);
    expect(tracker.pendingSeconds()).toBe(0);
  });

  it('never puts more than 300 s in one batch', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    tracker = startActivityTracker({ newId: () => 'pv' });
    for (let i = 0; i < 6; i++) await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS);
    fetchMock.mockResolvedValue(new Response('{}', { status: 201 }));
    fetchMock.mockClear();
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS);
    const seconds = sentBatches().map((b) => b.seconds);
    expect(seconds).toEqual([300, 120]);
    expect(sentBatches().map((b) => b.sequence)).toEqual([7, 8]); // the 6th failing tick already split 360 s into two batches
    expect(Math.max(...seconds)).toBeLessThanOrEqual(300);
  });

  it('asks for a fresh token after a 401 and keeps the seconds', async () => {
    const onUnauthorized = vi.fn();
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 401 }));
    tracker = startActivityTracker({ onUnauthorized });
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(tracker.pendingSeconds()).toBe(60);
  });

  it('sends what is left when stopped, then stops listening', async () => {
    tracker = startActivityTracker({ newId: () => 'pv' });
    await vi.advanceTimersByTimeAsync(12_500);
    await tracker.stop();
    expect(sentBatches()).toEqual([{ page_view_id: 'pv', sequence: 0, seconds: 12 }]);
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS * 2);
    setVisibility('hidden');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not call the API without a session', async () => {
    localStorage.clear();
    expect(await sendWithKeepalive({ page_view_id: 'pv', sequence: 0, seconds: 5 })).toBe('no-session');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
