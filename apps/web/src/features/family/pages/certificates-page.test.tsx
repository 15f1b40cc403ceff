import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ParentCertificates } from '@ye/contracts/learning';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { certificateFileName } from '../api.ts';
import { mockApi, renderWithProviders } from '../test-utils.tsx';
import CertificatesPage from './certificates-page.tsx';

const MIA = '11111111-1111-4111-8111-111111111111';
const LEO = '22222222-2222-4222-8222-222222222222';
const SERIAL = 'YE-ABCD-EFGH-JKMN';

const family: ParentCertificates = [
  {
    child_id: MIA,
    child_name: 'Mia',
    child_avatar_url: null,
    certificates: [
      {
        serial: SERIAL,
        course_id: 'c1',
        course_title: 'Kind words for me',
        instructor_name: 'Grace Hopper',
        child_id: MIA,
        child_first_name: 'Mia',
        issued_at: '2026-11-20T10:00:00Z',
        download_path: `/v1/course/certificates/get/${SERIAL}`,
      },
    ],
  },
  { child_id: LEO, child_name: 'Leo', child_avatar_url: null, certificates: [] },
];

let saved: { href: string; download: string }[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:certificate');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the certificates page', () => {
  it("lists each child's certificates with course, instructor, date and number; a kind line for none", async () => {
    mockApi({ '/v1/course/parent/certificate': family });
    renderWithProviders(<CertificatesPage />, '/certificates');

    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Certificates']);
    const mia = await screen.findByRole('region', { name: 'Mia' });
    const row = within(mia).getByRole('heading', { name: 'Kind words for me' }).closest('li') as HTMLElement;
    expect(row.textContent).toContain('Grace Hopper');
    expect(row.textContent).toContain('Nov 20, 2026');
    expect(row.textContent).toContain(SERIAL);
    expect(
      within(row)
        .getByRole('link', { name: `Check certificate ${SERIAL}` })
        .getAttribute('href'),
    ).toBe(`/verify/${SERIAL}`);
    const leo = screen.getByRole('region', { name: 'Leo' });
    expect(leo.textContent).toContain('Leo has no certificates yet. Finishing a course earns one.');
  });

  it('downloads the PDF through the API client (bearer token) and saves it with a readable name', async () => {
    localStorage.setItem('ye.access_token', 'parent-token');
    let auth: string | null = null;
    const { calls } = mockApi({
      '/v1/course/parent/certificate': family,
      [`/v1/course/certificates/get/${SERIAL}`]: (_url: URL, init?: RequestInit) => {
        auth = new Headers(init?.headers).get('Authorization');
        return new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } });
      },
    });
    renderWithProviders(<CertificatesPage />, '/certificates');
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF for Kind words for me' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      href: 'blob:certificate',
      download: 'certificate-mia-kind-words-for-me-YE-ABCD-EFGH-JKMN.pdf',
    });
    expect(auth).toBe('Bearer parent-token');
    expect(calls.some((r) => r.url.pathname === `/v1/course/certificates/get/${SERIAL}`)).toBe(true);
    expect(await screen.findByText('The certificate for Kind words for me is downloaded.')).toBeTruthy();
    localStorage.clear();
  });

  it('says in plain words when a download fails', async () => {
    mockApi({
      '/v1/course/parent/certificate': family,
      [`/v1/course/certificates/get/${SERIAL}`]: [500, { detail: 'Something went wrong on our side.' }],
    });
    renderWithProviders(<CertificatesPage />, '/certificates');
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF for Kind words for me' }));
    expect(
      await screen.findByText(
        'We could not download the certificate for Kind words for me. Something went wrong on our side.',
      ),
    ).toBeTruthy();
    expect(saved).toHaveLength(0);
  });

  it('offers a way back when the certificates cannot be loaded', async () => {
    mockApi({ '/v1/course/parent/certificate': [500, { detail: 'Internal Server Error' }] });
    renderWithProviders(<CertificatesPage />, '/certificates');
    expect(await screen.findByText('We could not load the certificates just now.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('certificateFileName', () => {
  it('makes a safe file name from the child, the course and the serial', () => {
    expect(
      certificateFileName({ child_first_name: 'Zoë Anne', course_title: 'Calm & brave!', serial: SERIAL }),
    ).toBe(`certificate-zoe-anne-calm-brave-${SERIAL}.pdf`);
  });
});
