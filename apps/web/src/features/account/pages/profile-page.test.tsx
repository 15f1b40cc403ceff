import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
