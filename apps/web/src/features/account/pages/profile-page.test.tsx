import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { takeFlash } from '../../../lib/flash.ts';
import { setPageLoader } from '../../../lib/navigation.ts';
import { getItem, setItem } from '../../../lib/storage.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import ProfilePage from './profile-page.tsx';

const PROFILE = {
  id: 7,
  type: 'parent',
  email: 'parent@demo.test',
  username: null,
  first_name: 'Pat',
  last_name: 'Parent',
  avatar: null,
  timezone: 'Europe/London',
  bio: null,
};

describe('the parent profile form', () => {
  it('saves the time zone chosen from its select (the select is registered on its real <select>)', async () => {
    const { calls } = mockApi({
      '/v1/router/user/profile': PROFILE,
      'POST /v1/parent_router/parent/update_profile': (_url: URL, init?: RequestInit) => ({
        ...PROFILE,
        ...JSON.parse(String(init?.body)),
      }),
    });
    renderPage(<ProfilePage />, '/my-account', '/my-account');
    const form = await screen.findByRole('form', { name: 'Profile' });
    const zone = within(form).getByRole('combobox', { name: 'Time zone' }) as HTMLSelectElement;
    expect(zone.value).toBe('Europe/London');

    fireEvent.change(zone, { target: { value: 'Asia/Tokyo' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your profile is saved.')).toBeTruthy();
    const saves = calls.filter((c) => c.method === 'POST');
    expect(saves.map((c) => c.body)).toEqual([
      { first_name: 'Pat', last_name: 'Parent', timezone: 'Asia/Tokyo', bio: null },
    ]);
  });

  it('clears the time zone when the parent picks "Choose your time zone"', async () => {
    const { calls } = mockApi({
      '/v1/router/user/profile': PROFILE,
      'POST /v1/parent_router/parent/update_profile': PROFILE,
    });
    renderPage(<ProfilePage />, '/my-account', '/my-account');
    const form = await screen.findByRole('form', { name: 'Profile' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Time zone' }), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ timezone: null });
  });
});

describe('deleting the account', () => {
  const went: string[] = [];
  beforeEach(() => {
    went.length = 0;
    setPageLoader((p) => went.push(p));
    setItem('accessToken', 'parent-access');
    setItem('role', 'parent');
  });
  afterEach(() => setPageLoader((p) => window.location.assign(p)));

  async function askToDelete(password: string) {
    renderPage(<ProfilePage />, '/my-account', '/my-account');
    const form = await screen.findByRole('form', { name: 'Delete your account' });
    fireEvent.change(within(form).getByLabelText(/^Your password/), { target: { value: password } });
    fireEvent.click(within(form).getByRole('button', { name: 'Delete my account' }));
    return form;
  }

  it('asks for a confirmation, deletes, ends the session and goes home', async () => {
    const { calls } = mockApi({
      '/v1/router/user/profile': PROFILE,
      'POST /v1/parent_router/parent/delete-account': [204, null],
    });
    await askToDelete('Parent#2026');
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() => expect(went).toEqual(['/']));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { password: 'Parent#2026' },
    ]);
    expect(getItem('accessToken')).toBeNull();
    // The goodbye waits for the new page load, which shows it.
    expect(takeFlash()).toMatch(/^Your account and your children’s accounts are deleted/);
  });

  it('does nothing when the parent changes their mind', async () => {
    const { calls } = mockApi({ '/v1/router/user/profile': PROFILE });
    await askToDelete('Parent#2026');
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(getItem('accessToken')).toBe('parent-access');
  });

  it('shows a wrong password on the field and keeps the session', async () => {
    mockApi({
      '/v1/router/user/profile': PROFILE,
      'POST /v1/parent_router/parent/delete-account': [
        400,
        { detail: 'The password is not correct.', code: 'wrong_password' },
      ],
    });
    const form = await askToDelete('nope');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Delete' }));
    expect(await within(form).findByText('The password is not correct.')).toBeTruthy();
    expect(went).toEqual([]);
    expect(getItem('accessToken')).toBe('parent-access');
  });

  it('asks for the password before anything else', async () => {
    const { calls } = mockApi({ '/v1/router/user/profile': PROFILE });
    const form = await askToDelete('');
    expect(await within(form).findByText('Please enter your password.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
