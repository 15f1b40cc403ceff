import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminJob, JobQueueSummary } from '@ye/contracts/admin-jobs';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import JobQueuePage from './job-queue-page.tsx';

const ZERO = { created: 0, retry: 0, active: 0, completed: 0, cancelled: 0, failed: 0 };
const queue = (name: string, counts: Partial<JobQueueSummary['counts']> = {}): JobQueueSummary => ({
  name,
  counts: { ...ZERO, ...counts },
});
const JOB_ID = 'aaaaaaaa-1111-4111-8111-111111111111';
const job = (over: Partial<AdminJob> = {}): AdminJob => ({
  id: JOB_ID,
  queue: 'mail.send',
  state: 'failed',
  attempts: 1,
  retry_limit: 0,
  error: 'The mail server did not answer.',
  created_at: '2026-11-20T10:00:00.000Z',
  started_at: '2026-11-20T10:00:01.000Z',
  completed_at: '2026-11-20T10:00:02.000Z',
  ...over,
});
const page = (results: AdminJob[]) => ({ count: results.length, page: 1, page_size: 10, results });

describe('JobQueuePage', () => {
  it('shows the queues with counts and the failed jobs of the first failing queue, without payloads', async () => {
    mockApi({
      'GET /v1/admin/jobs': {
        queues: [
          queue('auth.password-reset', { completed: 4 }),
          queue('mail.send', { failed: 1, completed: 9 }),
        ],
      },
      'GET /v1/admin/jobs/mail.send': page([job()]),
    });
    renderPage(<JobQueuePage />, '/job-queue', '/job-queue');
    expect(screen.getByRole('heading', { level: 1, name: 'Job queue' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Queues' });
    const row = within(table).getByRole('row', { name: /mail\.send/ });
    expect(row.textContent).toContain('9');
    expect(await screen.findByText('The mail server did not answer.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Failed jobs in mail.send' })).toBeTruthy();
    const item = screen.getByRole('listitem', { name: `Job ${JOB_ID}` });
    expect(item.textContent).toContain('1 of 1');
    expect(within(item).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('retries a failed job and says so', async () => {
    let retried = false;
    const { calls } = mockApi({
      'GET /v1/admin/jobs': () => ({ queues: [queue('mail.send', retried ? { retry: 1 } : { failed: 1 })] }),
      'GET /v1/admin/jobs/mail.send': () => page([retried ? job({ state: 'retry' }) : job()]),
      [`POST /v1/admin/jobs/mail.send/${JOB_ID}/retry`]: () => {
        retried = true;
        return [204, null];
      },
    });
    renderPage(<JobQueuePage />, '/job-queue', '/job-queue');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The job is queued again.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/retry'))).toBe(true);
    expect(await screen.findByText('Waiting to retry')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    const { calls } = mockApi({
      'GET /v1/admin/jobs': { queues: [queue('mail.send', { failed: 1 })] },
      'GET /v1/admin/jobs/mail.send': page([job()]),
      [`DELETE /v1/admin/jobs/mail.send/${JOB_ID}`]: [204, null],
    });
    renderPage(<JobQueuePage />, '/job-queue', '/job-queue');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The job is deleted.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('says so when nothing failed, and shows a chosen queue that has no failed jobs', async () => {
    mockApi({
      'GET /v1/admin/jobs': { queues: [queue('mail.send', { completed: 3 })] },
      'GET /v1/admin/jobs/mail.send': page([]),
    });
    renderPage(<JobQueuePage />, '/job-queue', '/job-queue');
    expect(await screen.findByText('No job has failed. Choose a queue above to look at it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'mail.send' }));
    expect(await screen.findByText('No failed jobs in this queue.')).toBeTruthy();
  });

  it('shows a refused action as a toast', async () => {
    mockApi({
      'GET /v1/admin/jobs': { queues: [queue('mail.send', { failed: 1 })] },
      'GET /v1/admin/jobs/mail.send': page([job()]),
      [`POST /v1/admin/jobs/mail.send/${JOB_ID}/retry`]: [
        409,
        { detail: 'Only a failed job can be retried.' },
      ],
    });
    renderPage(<JobQueuePage />, '/job-queue', '/job-queue');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Only a failed job can be retried.')).toBeTruthy();
  });
});
