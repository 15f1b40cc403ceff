import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChildProfile } from '@ye/contracts/family';
import type { PersonalisationSetting } from '@ye/contracts/personalisation';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../../test-utils.tsx';
import { PersonalisationSection } from './personalisation-switch.tsx';

const MIA = '11111111-1111-4111-8111-111111111111';
const profile: ChildProfile = {
  child_id: MIA,
  name: 'Mia',
  username: 'mia',
  avatar: 'avatar-01',
  avatar_url: '/v1/router/child/avatars/avatar-01.svg',
  birthday: '2017-03-04',
  age: 9,
  focus_areas: [],
  color: '#00796B',
  date_joined: '2026-01-10T10:00:00Z',
  last_login_at: null,
};
const URL_ = `/v1/personalisation/children/${MIA}`;
const off: PersonalisationSetting = { child_id: MIA, learned: false, changed_at: null, kept_records: 0 };
const on: PersonalisationSetting = {
  child_id: MIA,
  learned: true,
  changed_at: '2026-11-24T10:00:00Z',
  kept_records: 6,
};

/** The API as the server keeps it: a PUT changes what the next GET reads. */
function serverWith(start: PersonalisationSetting) {
  let current = start;
  return mockApi({
    [URL_]: () => current,
    [`PUT ${URL_}`]: (_url: URL, init?: RequestInit) => {
      current = JSON.parse(String(init?.body)).learned ? on : off;
      return current;
    },
  });
}

describe('the learned-suggestions switch on the child page', () => {
  it('is off with a plain explanation, and turns on with one click', async () => {
    const { calls } = serverWith(off);
    renderWithProviders(<PersonalisationSection child={profile} />);
    const toggle = await screen.findByRole('switch', {
      name: /Use Mia’s survey answers to learn better suggestions/,
    });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/It is off unless you turn it on\./)).toBeTruthy();
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe(URL_);
    expect(put?.body).toEqual({ learned: true });
    expect(await screen.findByText(/We keep 6 suggestion records for Mia\./)).toBeTruthy();
  });

  it('asks before turning off deletes what was kept, and sends nothing on "Keep it on"', async () => {
    const { calls } = serverWith(on);
    renderWithProviders(<PersonalisationSection child={profile} />);
    const toggle = await screen.findByRole('switch', { name: /Use Mia’s survey answers/ });
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Turn learned suggestions off?' });
    expect(within(dialog).getByText(/This deletes the 6 suggestion records we keep for Mia/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it on' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(toggle);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off and delete' }));
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ learned: false });
  });

  it('says so plainly when the setting cannot be loaded', async () => {
    mockApi({ [URL_]: [500, { detail: 'Something went wrong on our side. Please try again.' }] });
    renderWithProviders(<PersonalisationSection child={profile} />);
    expect(await screen.findByText('We could not load Mia’s suggestion setting just now.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
