import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { CertificateVerification } from '@ye/contracts/learning';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../theme/theme.ts';
import { normalizeSerial } from '../verify-api.ts';
import VerifyCertificatePage from './verify-certificate-page.tsx';

const SERIAL = 'YE-ABCD-EFGH-JKMN';
const found: CertificateVerification = {
  serial: SERIAL,
  course_title: 'Kind words for me',
  instructor_name: 'Grace Hopper',
  child_initial: 'M',
  issued_at: '2026-11-20T10:00:00Z',
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** The public API: one known serial; records the paths asked for and whether a token was sent. */
function mockVerify() {
  const asked: { path: string; auth: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      asked.push({ path, auth: new Headers(init?.headers).get('Authorization') });
      if (path === `/v1/course/certificates/verify/${SERIAL}`)
        return new Response(JSON.stringify(found), { status: 200 });
      return new Response(JSON.stringify({ detail: 'We could not find this certificate.' }), { status: 404 });
    }),
  );
  return asked;
}

function open(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/verify/:serial" element={<VerifyCertificatePage />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

afterEach(() => {
  localStorage.clear();
});

describe('the public certificate check', () => {
  it('shows a real certificate: course, instructor, the child initial only, date and number', async () => {
    localStorage.setItem('ye.access_token', 'someone-signed-in');
    const asked = mockVerify();
    open(`/verify/${SERIAL}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This certificate is real' })).toBeTruthy();
    const details = screen.getByText('Course').closest('dl') as HTMLElement;
    expect(details.textContent).toContain('Kind words for me');
    expect(details.textContent).toContain('Grace Hopper');
    expect(details.textContent).toContain('Awarded toM.');
    expect(details.textContent).toContain('Nov 20, 2026');
    expect(details.textContent).toContain(SERIAL);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // Public: no token is sent even when someone is signed in on this browser.
    expect(asked).toEqual([{ path: `/v1/course/certificates/verify/${SERIAL}`, auth: null }]);
  });

  it('says so when no certificate has the number, and a typed number (any case) is checked next', async () => {
    mockVerify();
    open('/verify/YE-ZZZZ-ZZZZ-ZZZZ');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'We could not find a certificate with this number.',
      }),
    ).toBeTruthy();

    const field = screen.getByRole('textbox', { name: 'Certificate number' });
    fireEvent.change(field, { target: { value: 'not a number' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('A certificate number looks like YE-ABCD-EFGH-JKMN.')).toBeTruthy();

    fireEvent.change(field, { target: { value: ' ye-abcd-efgh-jkmn ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This certificate is real' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(`/verify/${SERIAL}`);
  });

  it('a lower-case number in the address is looked up upper-cased; a malformed one asks nothing', async () => {
    const asked = mockVerify();
    open('/verify/ye-abcd-efgh-jkmn');
    expect(await screen.findByRole('heading', { level: 1, name: 'This certificate is real' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(`/verify/${SERIAL}`);
    cleanup();
    asked.length = 0;
    open('/verify/hello');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'We could not find a certificate with this number.',
      }),
    ).toBeTruthy();
    expect(asked).toEqual([]);
  });
});

describe('normalizeSerial', () => {
  it('upper-cases, trims and puts the dashes where they belong', () => {
    expect(normalizeSerial(' ye-abcd-efgh-jkmn ')).toBe(SERIAL);
    expect(normalizeSerial('ye abcd efgh jkmn')).toBe(SERIAL);
    expect(normalizeSerial('YEABCDEFGHJKMN')).toBe(SERIAL);
    expect(normalizeSerial('ye–abcd–efgh–jkmn')).toBe(SERIAL);
    expect(normalizeSerial('hello')).toBe('HELLO');
  });
});
