import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COURSE_A, COURSE_C, impact, mockApi, renderPage } from '../test-utils.tsx';
import ImpactAnalysisPage from './impact-analysis-page.tsx';

const IMPACT = '/v1/instructor/impact-analysis';
const CSV = '/v1/instructor/impact-analysis/export.csv';

let saved: { href: string; download: string }[];
let blobs: Blob[];

beforeEach(() => {
  saved = [];
  blobs = [];
  // jsdom has no object URLs and does not follow downloads: record what would be saved.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return `blob:test/${blobs.length}`;
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const show = (path = '/instructor/impact-analysis') =>
  renderPage(<ImpactAnalysisPage />, path, '/instructor/impact-analysis');

const csvResponse = (headers: Record<string, string> = {}) =>
  new Response('course_id,course_title\r\nx,Brave Steps\r\n', {
    status: 200,
    headers: { 'content-type': 'text/csv; charset=utf-8', ...headers },
  });

describe('ImpactAnalysisPage', () => {
  it("shows each course's change, Cohen's d in words and the children, and withholds small groups", async () => {
    mockApi({ [IMPACT]: impact() });
    show();
    const brave = await screen.findByRole('article', { name: 'Brave Steps' });
    // The change allowing for the starting score comes first, with its interval; the raw one beside it.
    expect(brave.textContent).toContain(
      'Change, starting score allowed for+0.9 points95% interval −0.4 points to +2.1 points',
    );
    expect(brave.textContent).toContain('Raw change+1.8 points55.0% → 56.8%');
    expect(brave.textContent).toContain("Cohen's d1.38Large rise");
    expect(brave.textContent).toContain('Children5');
    const calm = screen.getByRole('article', { name: 'Calm Waves' });
    expect(calm.textContent).toContain('−1.5 points');
    expect(calm.textContent).toContain('Small drop');
    const friends = screen.getByRole('article', { name: 'Friends and Me' });
    expect(friends.textContent).toContain('Not shown: fewer than 5 children (privacy).');
    expect(friends.textContent).toContain('3 children have a survey before and after so far.');
    expect(friends.textContent).not.toMatch(/Cohen/);
    // Courses with numbers come first.
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Brave Steps',
      'Calm Waves',
      'Friends and Me',
    ]);
    expect(screen.getByRole('region', { name: 'What these numbers mean' }).textContent).toMatch(
      /about 0\.2 is small, 0\.5 medium, 0\.8 or more large/,
    );
  });

  it('charts before and after for the courses shown, with a table on request', async () => {
    mockApi({ [IMPACT]: impact() });
    show();
    const chart = await screen.findByRole('img', { name: /Bar chart .* for 2 courses/ });
    expect(chart).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: /Mean self-esteem before and after/ });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'CourseChildrenBeforeAfterChange',
      'Brave Steps555.0%56.8%+1.8 points',
      'Calm Waves662.0%60.5%−1.5 points',
    ]);
  });

  it('filters to one course, shows its children as dots and keeps the choice in the URL', async () => {
    mockApi({ [IMPACT]: impact() });
    const { router } = show();
    await screen.findByRole('article', { name: 'Brave Steps' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Course' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Brave Steps' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Calm Waves' })).toBeNull());
    expect(router.state.location.search).toBe(`?course=${COURSE_A}`);
    expect(screen.getByRole('img', { name: /Scatter chart/ }).getAttribute('aria-label')).toContain(
      '4 children rose, 0 children fell, 1 child stayed the same',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const rows = within(screen.getByRole('table', { name: /Each child/ })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toContain('Child 140%41%+1.0 point');
  });

  it('says there is nothing to chart for a course under the privacy threshold', async () => {
    mockApi({ [IMPACT]: impact() });
    show(`/instructor/impact-analysis?course=${COURSE_C}`);
    expect(
      await screen.findByText(/nothing to chart for this course yet: fewer than 5 children/),
    ).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('article', { name: 'Friends and Me' })).toBeTruthy();
  });

  it('downloads the CSV under the name the server gives, for the chosen course', async () => {
    const { calls } = mockApi({
      [IMPACT]: impact(),
      [CSV]: () =>
        csvResponse({ 'content-disposition': 'attachment; filename="impact-analysis-2026-11-21.csv"' }),
    });
    show(`/instructor/impact-analysis?course=${COURSE_A}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ href: 'blob:test/1', download: 'impact-analysis-2026-11-21.csv' });
    expect(await blobs[0]?.text()).toBe('course_id,course_title\r\nx,Brave Steps\r\n');
    const request = calls.find((c) => c.path === CSV)?.url;
    expect(request?.searchParams.get('course_id')).toBe(COURSE_A);
    expect(await screen.findByText('Saved impact-analysis-2026-11-21.csv.')).toBeTruthy();
  });

  it('names the CSV impact-analysis.csv when the server gives no name, and asks for every course', async () => {
    const { calls } = mockApi({ [IMPACT]: impact(), [CSV]: () => csvResponse() });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.download).toBe('impact-analysis.csv');
    expect(calls.find((c) => c.path === CSV)?.url.searchParams.has('course_id')).toBe(false);
  });

  it('says in plain words when the CSV download fails', async () => {
    mockApi({ [IMPACT]: impact(), [CSV]: [404, { detail: 'We could not find this course.' }] });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The CSV was not downloaded. We could not find this course.');
    expect(saved).toHaveLength(0);
  });

  it('shows skeletons while loading', async () => {
    mockApi({ [IMPACT]: new Promise(() => {}) });
    show();
    expect((await screen.findByRole('status')).textContent).toBe('Loading the impact analysis');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('welcomes an instructor without courses with a way to create the first one', async () => {
    mockApi({ [IMPACT]: { min_group_size: 5, results: [] } });
    show();
    const create = await screen.findByRole('link', { name: 'Create your first course' });
    expect(create.getAttribute('href')).toBe('/instructor/courses/create-course');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('explains a failed load and tries again', async () => {
    let fail = true;
    mockApi({ [IMPACT]: () => (fail ? [500, { detail: 'The database is away.' }] : impact()) });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the impact analysis. The database is away.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Brave Steps' })).toBeTruthy();
  });
});
