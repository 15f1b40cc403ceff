import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { APP_IMAGE_FORMAT_ERROR, IMAGE_SIZE_ERROR, MAX_IMAGE_BYTES } from '@ye/contracts/uploads';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/confirm-dialog.tsx';
import { profileQueryOptions } from '../../../lib/profile.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { theme } from '../../../theme/theme.ts';
import { zoneChoices, zoneText } from '../components/timezone-field.tsx';
import InstructorProfilePage from './instructor-profile-page.tsx';

const PROFILE = {
  id: 'u1',
  type: 'instructor',
  email: 'iris@example.test',
  username: null,
  first_name: 'Iris',
  last_name: 'Ng',
  avatar: null as string | null,
  birthday: null,
  timezone: 'Europe/London' as string | null,
  bio: 'I teach calm.' as string | null,
  last_login_at: null,
  date_joined: '2026-01-05T10:00:00Z',
  parent_id: null,
  is_impersonated: false,
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Answers the profile calls; PATCH answers with the profile merged with the body (or `patchAnswer`). */
function mockApi(opts: { patchAnswer?: [number, unknown]; profile?: typeof PROFILE } = {}) {
  const calls: Call[] = [];
  let current = { ...(opts.profile ?? PROFILE) };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, body });
      const json = (status: number, value: unknown) =>
        new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/v1/router/user/profile') return json(200, current);
      if (method === 'PATCH' && url.pathname === '/v1/instructor/profile') {
        if (opts.patchAnswer) return json(...opts.patchAnswer);
        const { avatar_url, ...rest } = body as Record<string, unknown>;
        current = {
          ...current,
          ...rest,
          ...(avatar_url !== undefined ? { avatar: avatar_url as string } : {}),
        };
        return json(200, current);
      }
      if (method === 'POST' && url.pathname === '/v1/instructor/profile/generate-upload-url')
        return json(200, {
          upload_url: 'http://localhost/v1/instructor/course/upload/up1?expires=1&signature=s',
          file_url: '/v1/files/avatars/11111111-1111-4111-8111-111111111111.png',
          expires_at: '2026-11-21T10:15:00Z',
        });
      return json(404, { detail: 'Not found.' });
    }),
  );
  return calls;
}

function show() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(
    [
      { path: '/instructor/profile', element: <InstructorProfilePage /> },
      { path: '*', element: <p>Went elsewhere</p> },
    ],
    { initialEntries: ['/instructor/profile'] },
  );
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
        <ToastContainer />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { client, router };
}

const png = (size = 2048, name = 'me.png', type = 'image/png') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL() {} }));
});
describe('InstructorProfilePage', () => {
  it('shows the saved details in an editable form and links to the password page', async () => {
    mockApi();
    const { router } = show();
    const form = await screen.findByRole('form', { name: 'Your details' });
    expect((within(form).getByLabelText(/First name/) as HTMLInputElement).value).toBe('Iris');
    expect((within(form).getByLabelText(/Last name/) as HTMLInputElement).value).toBe('Ng');
    expect((within(form).getByLabelText('About you') as HTMLTextAreaElement).value).toBe('I teach calm.');
    expect((within(form).getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement).value).toMatch(
      /^Europe — London \(GMT[+-]\d+\)$/,
    );
    expect(screen.getByText('iris@example.test')).toBeTruthy();
    expect(screen.getByText('Jan 05, 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/instructor/profile/change-password'));
  });

  it('saves names, bio and a time zone chosen from the list, and keeps the shared profile fresh', async () => {
    const calls = mockApi();
    const { client } = show();
    const form = await screen.findByRole('form', { name: 'Your details' });
    fireEvent.change(within(form).getByLabelText(/First name/), { target: { value: ' Irene ' } });
    fireEvent.change(within(form).getByLabelText('About you'), { target: { value: 'I teach breathing.' } });
    const tz = within(form).getByRole('combobox', { name: 'Time zone' });
    act(() => tz.focus());
    fireEvent.change(tz, { target: { value: 'Tokyo' } });
    const opts = await screen.findAllByRole('option');
    console.log(
      opts.length,
      opts.slice(0, 5).map((o) => o.textContent),
      (tz as HTMLInputElement).value,
      document.querySelector('[role=listbox]')?.textContent?.slice(0, 200),
    );
    fireEvent.click(await screen.findByRole('option', { name: /^Tokyo \(GMT\+9\)$/ }));
    expect((tz as HTMLInputElement).value).toBe('Asia — Tokyo (GMT+9)');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile is saved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      first_name: 'Irene',
      last_name: 'Ng',
      bio: 'I teach breathing.',
      timezone: 'Asia/Tokyo',
    });
    expect(client.getQueryData(profileQueryOptions().queryKey)).toMatchObject({
      first_name: 'Irene',
      timezone: 'Asia/Tokyo',
    });
  });

  it('refuses an empty name and a bio that is too long before sending', async () => {
    const calls = mockApi();
    show();
    const form = await screen.findByRole('form', { name: 'Your details' });
    fireEvent.change(within(form).getByLabelText(/First name/), { target: { value: '  ' } });
    fireEvent.change(within(form).getByLabelText('About you'), { target: { value: 'x'.repeat(601) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter your first name.')).toBeTruthy();
    expect(screen.getByText('The bio must be at most 600 characters long.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('puts the API’s field errors beside the field', async () => {
    mockApi({
      patchAnswer: [
        400,
        {
          detail: 'timezone: Please choose a time zone from the list.',
          errors: [{ field: 'timezone', message: 'Please choose a time zone from the list.' }],
        },
      ],
    });
    show();
    const form = await screen.findByRole('form', { name: 'Your details' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Please choose a time zone from the list.')).toBeTruthy();
  });

  it('uploads a photo with progress, then saves it on the profile', async () => {
    const calls = mockApi();
    const { client } = show();
    await screen.findByRole('form', { name: 'Your details' });
    fireEvent.change(screen.getByTestId('photo-file'), { target: { files: [png()] } });
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(calls.find((c) => c.path === '/v1/instructor/profile/generate-upload-url')?.body).toEqual({
      filename: 'me.png',
      content_type: 'image/png',
      size: 2048,
    });
    const xhr = FakeXhr.all[0] as FakeXhr;
    expect(xhr.method).toBe('PUT');
    xhr.progress(512, 2048);
    expect(screen.getByText('Uploading me.png… 25%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Uploading me.png' }).getAttribute('aria-valuenow')).toBe(
      '25',
    );
    xhr.respond(201);
    expect(await screen.findByText('Your photo is saved.', { selector: '[role="status"]' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      avatar_url: '/v1/files/avatars/11111111-1111-4111-8111-111111111111.png',
    });
    expect(client.getQueryData(profileQueryOptions().queryKey)).toMatchObject({
      avatar: '/v1/files/avatars/11111111-1111-4111-8111-111111111111.png',
    });
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeTruthy();
  });

  it('refuses other formats and big files with the spec’s messages, sending nothing', async () => {
    const calls = mockApi();
    show();
    await screen.findByRole('form', { name: 'Your details' });
    fireEvent.change(screen.getByTestId('photo-file'), {
      target: { files: [png(100, 'me.gif', 'image/gif')] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(APP_IMAGE_FORMAT_ERROR);
    fireEvent.change(screen.getByTestId('photo-file'), { target: { files: [png(MAX_IMAGE_BYTES + 1)] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(IMAGE_SIZE_ERROR));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('cancels an upload in flight without saving', async () => {
    const calls = mockApi();
    show();
    await screen.findByRole('form', { name: 'Your details' });
    fireEvent.change(screen.getByTestId('photo-file'), { target: { files: [png()] } });
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The upload was cancelled.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('removes the photo after asking', async () => {
    const calls = mockApi({ profile: { ...PROFILE, avatar: '/v1/files/avatars/old.png' } });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your photo?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Remove' }));
    expect(await screen.findByText('Your photo is removed.', { selector: '[role="status"]' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ avatar_url: null });
    expect(await screen.findByRole('button', { name: 'Upload a photo' })).toBeTruthy();
  });

  it('says so in plain words when the profile cannot load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ detail: 'The server is resting.' }), { status: 503 })),
    );
    show();
    expect(screen.getByText('Loading your profile')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load your profile. The server is resting.',
    );
  });
});

describe('zoneChoices', () => {
  it('groups zones by region with plain words and keeps a saved zone the browser does not list', () => {
    const choices = zoneChoices('Asia/Calcutta', new Date('2026-01-15T12:00:00Z'));
    const london = choices.find((c) => c.value === 'Europe/London');
    expect(london && zoneText(london)).toBe('Europe — London (GMT+0)');
    const ushuaia = choices.find((c) => c.value === 'America/Argentina/Ushuaia');
    expect(ushuaia && zoneText(ushuaia)).toBe('America — Ushuaia, Argentina (GMT-3)');
    expect(choices.some((c) => c.value === 'Asia/Calcutta')).toBe(true);
    // Options come region by region, as the grouped list needs.
    const regions = choices.map((c) => c.region);
    expect(regions).toEqual(
      [...regions].sort((a, b) => (a === 'Other' ? 1 : b === 'Other' ? -1 : a.localeCompare(b))),
    );
  });
});
