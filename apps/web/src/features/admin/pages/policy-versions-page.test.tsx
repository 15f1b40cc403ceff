import { fireEvent, screen, within } from '@testing-library/react';
import type { PublishedPolicyVersion } from '@ye/contracts/consent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import PolicyVersionsPage, { earliestDay } from './policy-versions-page.tsx';

const NOW = new Date('2026-11-24T10:00:00.000Z');
const published = (version: string, effective: string, notified = 3): PublishedPolicyVersion => ({
  version,
  effective_at: `${effective}T00:00:00.000Z`,
  summary: `What changes in ${version}.`,
  published_at: '2026-11-24T09:00:00.000Z',
  parents_notified: notified,
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

describe('PolicyVersionsPage', () => {
  it('computes the first allowed day as the API does: 30 days from today (UTC)', () => {
    expect(earliestDay(NOW)).toBe('2026-12-24');
    expect(earliestDay(new Date('2026-11-24T23:59:59.000Z'))).toBe('2026-12-24');
  });

  it('lists the versions, coming, in effect and replaced, with how many parents were emailed', async () => {
    mockApi({
      'GET /v1/consent/policy/versions': {
        results: [
          published('2027-02-01', '2027-02-01', 1),
          published('2026-10-01', '2026-10-01'),
          published('old', '2026-01-01'),
        ],
      },
    });
    renderPage(<PolicyVersionsPage />, '/policy-versions', '/policy-versions');
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByText('Coming')).toBeTruthy();
    expect(items[0]?.textContent).toContain('Takes effect on Feb 01, 2027');
    expect(items[0]?.textContent).toContain('1 parent emailed');
    expect(within(items[1] as HTMLElement).getByText('In effect')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('Replaced')).toBeTruthy();
  });

  it('says when nothing was published', async () => {
    mockApi({ 'GET /v1/consent/policy/versions': { results: [] } });
    renderPage(<PolicyVersionsPage />, '/policy-versions', '/policy-versions');
    expect(
      await screen.findByText(
        'No version has been published here yet: the first version of the policy is in effect.',
      ),
    ).toBeTruthy();
  });

  it('refuses a day too soon in the form, then publishes after a confirmation', async () => {
    let list: PublishedPolicyVersion[] = [];
    const { calls } = mockApi({
      'GET /v1/consent/policy/versions': () => ({ results: list }),
      'POST /v1/consent/policy/versions': (_u: URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body));
        list = [published(body.version, body.effective_date, 0)];
        return [
          201,
          {
            version: body.version,
            effective_at: `${body.effective_date}T00:00:00.000Z`,
            summary: body.summary,
          },
        ];
      },
    });
    renderPage(<PolicyVersionsPage />, '/policy-versions', '/policy-versions');
    await screen.findByText(/No version has been published/);
    const date = screen.getByLabelText(/Takes effect on/) as HTMLInputElement;
    expect(date.value).toBe('2026-12-24');
    expect(date.min).toBe('2026-12-24');
    fireEvent.change(screen.getByLabelText(/Version name/), { target: { value: '2027-01-01' } });
    fireEvent.change(date, { target: { value: '2026-12-23' } });
    fireEvent.change(screen.getByLabelText(/What changes/), { target: { value: 'We now name Sentry.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish version' }));
    expect(
      await screen.findByText(
        'A new version takes effect at least 30 days after it is published: please choose 2026-12-24 or later.',
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(date, { target: { value: '2027-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish version' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Publish version 2027-01-01?')).toBeTruthy();
    expect(dialog.textContent).toContain('Every parent is emailed now that it takes effect on Jan 01, 2027');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Publish' }));
    expect(
      await screen.findByText('Version 2027-01-01 is published. Parents are being emailed.'),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      version: '2027-01-01',
      effective_date: '2027-01-01',
      summary: 'We now name Sentry.',
    });
    expect(await screen.findByText('Version 2027-01-01')).toBeTruthy();
  });

  it('shows the API’s refusal under the form', async () => {
    mockApi({
      'GET /v1/consent/policy/versions': { results: [] },
      'POST /v1/consent/policy/versions': [
        409,
        { detail: 'A version with this name already exists. Please choose another name.' },
      ],
    });
    renderPage(<PolicyVersionsPage />, '/policy-versions', '/policy-versions');
    await screen.findByText(/No version has been published/);
    fireEvent.change(screen.getByLabelText(/Version name/), { target: { value: 'taken' } });
    fireEvent.change(screen.getByLabelText(/What changes/), { target: { value: 'Something that changes.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish version' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Publish' }));
    expect(
      await screen.findByText('A version with this name already exists. Please choose another name.'),
    ).toBeTruthy();
  });
});
