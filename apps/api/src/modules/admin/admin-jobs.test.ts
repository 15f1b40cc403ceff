import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, JobQueue } from '../../jobs/queue.ts';
import { DEMO_FAILED_JOB_ERROR, seedDemoFailedJob } from '../../seed/failed-job.ts';
import { authAs, createChild, createInstructor, createParent, createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';

let t: TestContext;
type Who = 'admin' | 'parent' | 'child' | 'instructor';
const as: Record<Who, Record<string, string>> = { admin: {}, parent: {}, child: {}, instructor: {} };
const REFUSED: readonly Who[] = ['parent', 'child', 'instructor'];
const QUEUE = 'test.flaky';
/** A real job that throws until told not to. */
let broken = true;
let runs = 0;
let flaky: JobQueue;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { type: 'admin', firstName: 'Ada', lastName: 'Min' });
  const parent = await createParent(t.db);
  as.admin = await authAs(t.app, admin);
  as.parent = await authAs(t.app, parent);
  as.child = await authAs(t.app, await createChild(t.db, parent));
  as.instructor = await authAs(t.app, await createInstructor(t.db));
  // A queue of its own on the same pgboss schema, whose handler fails for real (no retries left).
  flaky = new JobQueue({
    pool: t.pool,
    db: t.db,
    config: t.app.config,
    log: t.app.log,
    definitions: [
      defineJob({
        name: QUEUE,
        payload: z.object({ note: z.string() }),
        retryLimit: 0,
        handle: async () => {
          runs++;
          if (broken) throw new Error('The flaky service said no.');
        },
      }),
    ],
  });
});
afterAll(async () => {
  await flaky?.stop();
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = as.admin) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string> = as.admin) =>
  t.app.inject({ method: 'POST', url, headers });
const del = (url: string, headers: Record<string, string> = as.admin) =>
  t.app.inject({ method: 'DELETE', url, headers });

interface Queue {
  name: string;
  counts: Record<string, number>;
}
const countsOf = async (name: string) =>
  ((await get('/v1/admin/jobs')).json().queues as Queue[]).find((q) => q.name === name)?.counts;

describe('the job-queue console', () => {
  it('lists every queue the app defines with counts by state', async () => {
    const res = await get('/v1/admin/jobs');
    expect(res.statusCode).toBe(200);
    const names = (res.json().queues as Queue[]).map((q) => q.name);
    for (const name of ['mail.send', 'auth.password-reset', 'maintenance.clean-up'])
      expect(names).toContain(name);
    expect(await countsOf('mail.send')).toEqual({
      created: 0,
      retry: 0,
      active: 0,
      completed: 0,
      cancelled: 0,
      failed: 0,
    });
  });

  it('shows a job that really failed, with its error and no payload, and retries it', async () => {
    const id = await flaky.send(QUEUE, { note: 'private: Mia, 9 years old' });
    expect(await flaky.drain(QUEUE)).toBe(1);
    expect(await countsOf(QUEUE)).toMatchObject({ failed: 1, created: 0 });

    const list = await get(`/v1/admin/jobs/${QUEUE}?page=1&page_size=10`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ count: 1, page: 1, page_size: 10 });
    const [job] = list.json().results;
    expect(job).toMatchObject({
      id,
      queue: QUEUE,
      state: 'failed',
      attempts: 1,
      retry_limit: 0,
      error: 'The flaky service said no.',
    });
    expect(job.created_at).toEqual(expect.any(String));
    expect(job.completed_at).toEqual(expect.any(String));
    expect(list.body).not.toContain('Mia');

    // Retry: it goes back to the queue and, the service fixed, completes.
    broken = false;
    expect((await post(`/v1/admin/jobs/${QUEUE}/${id}/retry`)).statusCode).toBe(204);
    expect(await countsOf(QUEUE)).toMatchObject({ failed: 0, retry: 1 });
    expect((await get(`/v1/admin/jobs/${QUEUE}?state=retry`)).json().results[0]).toMatchObject({
      id,
      state: 'retry',
    });
    expect(await flaky.drain(QUEUE)).toBe(1);
    expect(runs).toBe(2);
    expect(await countsOf(QUEUE)).toMatchObject({ failed: 0, retry: 0, completed: 1 });
    expect((await get(`/v1/admin/jobs/${QUEUE}`)).json()).toMatchObject({ count: 0, results: [] });

    // A completed job cannot be retried or cancelled, but can be deleted.
    expect((await post(`/v1/admin/jobs/${QUEUE}/${id}/retry`)).statusCode).toBe(409);
    expect((await post(`/v1/admin/jobs/${QUEUE}/${id}/cancel`)).statusCode).toBe(409);
    expect((await del(`/v1/admin/jobs/${QUEUE}/${id}`)).statusCode).toBe(204);
    expect((await post(`/v1/admin/jobs/${QUEUE}/${id}/retry`)).statusCode).toBe(404);
    expect(await countsOf(QUEUE)).toMatchObject({ completed: 0 });
  });

  it('cancels a job waiting to run, and pages the list newest first', async () => {
    const first = await flaky.send(QUEUE, { note: 'one' });
    const second = await flaky.send(QUEUE, { note: 'two' });
    if (!first || !second) throw new Error('not queued');
    expect((await post(`/v1/admin/jobs/${QUEUE}/${first}/cancel`)).statusCode).toBe(204);
    expect((await post(`/v1/admin/jobs/${QUEUE}/${second}/cancel`)).statusCode).toBe(204);
    expect(await countsOf(QUEUE)).toMatchObject({ created: 0, cancelled: 2 });
    const page1 = (await get(`/v1/admin/jobs/${QUEUE}?state=cancelled&page=1&page_size=1`)).json();
    const page2 = (await get(`/v1/admin/jobs/${QUEUE}?state=cancelled&page=2&page_size=1`)).json();
    expect(page1.count).toBe(2);
    expect(new Set([page1.results[0].id, page2.results[0].id])).toEqual(new Set([first, second]));
    // Cancelled: nothing runs.
    expect(await flaky.drain(QUEUE)).toBe(0);
  });

  it('the demo seed leaves one failed mail that a retry sends', async () => {
    const id = await seedDemoFailedJob(t.db, t.app.config);
    const [job] = (await get('/v1/admin/jobs/mail.send')).json().results;
    expect(job).toMatchObject({ id, state: 'failed', error: DEMO_FAILED_JOB_ERROR });
    expect((await post(`/v1/admin/jobs/mail.send/${id}/retry`)).statusCode).toBe(204);
    expect(await t.app.jobs.drain('mail.send')).toBe(1);
    expect(await countsOf('mail.send')).toMatchObject({ failed: 0, completed: 1 });
  });

  it('says 404 for an unknown queue or job and 400 for an id that is not one', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await get('/v1/admin/jobs/no.such.queue'),
      await get(`/v1/admin/jobs/${encodeURIComponent('[]')}`),
      await del(`/v1/admin/jobs/${encodeURIComponent('అఴ')}/${nobody}`),
      await post(`/v1/admin/jobs/no.such.queue/${nobody}/retry`),
      await post(`/v1/admin/jobs/mail.send/${nobody}/retry`),
      await post(`/v1/admin/jobs/mail.send/${nobody}/cancel`),
      await del(`/v1/admin/jobs/mail.send/${nobody}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(typeof res.json().detail).toBe('string');
    }
    expect((await post('/v1/admin/jobs/mail.send/not-an-id/retry')).statusCode).toBe(400);
    expect((await get('/v1/admin/jobs/mail.send?state=lost')).statusCode).toBe(400);
  });

  it('is for admins only: 401 anonymous, 403 parent, child and instructor', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    const calls = [
      () => get('/v1/admin/jobs', {}),
      () => get('/v1/admin/jobs/mail.send', {}),
      () => post(`/v1/admin/jobs/mail.send/${nobody}/retry`, {}),
      () => post(`/v1/admin/jobs/mail.send/${nobody}/cancel`, {}),
      () => del(`/v1/admin/jobs/mail.send/${nobody}`, {}),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(401);
    for (const role of REFUSED) {
      expect((await get('/v1/admin/jobs', as[role])).statusCode, role).toBe(403);
      expect((await get('/v1/admin/jobs/mail.send', as[role])).statusCode, role).toBe(403);
      expect((await post(`/v1/admin/jobs/mail.send/${nobody}/retry`, as[role])).statusCode, role).toBe(403);
      expect((await post(`/v1/admin/jobs/mail.send/${nobody}/cancel`, as[role])).statusCode, role).toBe(403);
      expect((await del(`/v1/admin/jobs/mail.send/${nobody}`, as[role])).statusCode, role).toBe(403);
    }
  });
});
