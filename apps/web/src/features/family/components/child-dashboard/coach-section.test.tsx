import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COACH_INTRO, type CoachReflection, type CoachSetting } from '@ye/contracts/coach';
import type { ChildProfile } from '@ye/contracts/family';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../../test-utils.tsx';
import { CoachSection } from './coach-section.tsx';

const LEO = '11111111-1111-4111-8111-111111111111';
const profile: ChildProfile = {
  child_id: LEO,
  name: 'Leo',
  username: 'leo',
  avatar: 'avatar-01',
  avatar_url: '/v1/router/child/avatars/avatar-01.svg',
  birthday: '2014-03-04',
  age: 12,
  focus_areas: [],
  color: '#00796B',
  date_joined: '2026-01-10T10:00:00Z',
  last_login_at: null,
};
const SETTING = `/v1/coach/children/${LEO}`;
const LIST = `/v1/coach/children/${LEO}/reflections`;
const base: CoachSetting = {
  child_id: LEO,
  on: false,
  changed_at: null,
  available: true,
  unavailable_reason: null,
  min_age: 10,
  daily_limit: 3,
};
const empty = { count: 0, page: 1, page_size: 5, results: [] };
const reflection: CoachReflection = {
  id: 'r1',
  lesson_id: 'l1',
  lesson_title: 'Brave steps',
  started_at: '2026-11-20T10:00:00Z',
  finished: true,
  answers_left: 0,
  turns: [
    { role: 'helper', text: COACH_INTRO, note: null },
    { role: 'helper', text: 'What is one thing you want to remember?', note: null },
    { role: 'child', text: 'That mistakes are fine', note: null },
    {
      role: 'helper',
      text: 'Thank you for sharing that.',
      note: 'The helper’s answer claimed to be a person, so a safe line was shown.',
    },
  ],
};

describe('the reflection helper on the child page', () => {
  it('is off with a plain explanation, and the parent turns it on', async () => {
    let current = base;
    const { calls } = mockApi({
      [SETTING]: () => current,
      [`PUT ${SETTING}`]: (_u: URL, init?: RequestInit) => {
        current = { ...base, on: JSON.parse(String(init?.body)).on, changed_at: '2026-11-24T10:00:00Z' };
        return current;
      },
      [LIST]: empty,
    });
    renderWithProviders(<CoachSection child={profile} />);
    const toggle = await screen.findByRole('switch', {
      name: 'Let Leo reflect on lessons with a computer helper',
    });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/It is off unless you turn it on\./)).toBeTruthy();
    expect(screen.getByText(/not a person/)).toBeTruthy();
    expect(await screen.findByText('Leo has not reflected with the helper yet.')).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ on: true });
  });

  it('offers no switch when the service has no helper, or the child is under 10', async () => {
    mockApi({
      [SETTING]: { ...base, available: false, unavailable_reason: 'not_configured' },
      [LIST]: empty,
    });
    const { unmount } = renderWithProviders(<CoachSection child={profile} />);
    expect(await screen.findByText(/has not turned the reflection helper on/)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    unmount();
    mockApi({ [SETTING]: { ...base, available: false, unavailable_reason: 'too_young' }, [LIST]: empty });
    renderWithProviders(<CoachSection child={{ ...profile, age: 8 }} />);
    expect(await screen.findByText(/for children aged 10 or more/)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    // Nothing kept and nothing to offer: no empty list either.
    await waitFor(() => expect(screen.queryByText('What Leo wrote to the helper')).toBeNull());
  });

  it('lists every transcript with what the child wrote and why a reply was replaced', async () => {
    mockApi({
      [SETTING]: { ...base, on: true },
      [LIST]: { count: 1, page: 1, page_size: 5, results: [reflection] },
    });
    renderWithProviders(<CoachSection child={profile} />);
    const item = (await screen.findByRole('heading', { name: 'Brave steps' })).closest('li') as HTMLElement;
    expect(within(item).getByText('That mistakes are fine')).toBeTruthy();
    expect(within(item).getByText(/claimed to be a person/)).toBeTruthy();
    // The intro every reflection opens with is said once, in a line of its own.
    expect(within(item).getByText(/Leo was told first that the helper is a computer/)).toBeTruthy();
    expect(within(item).queryByText(COACH_INTRO)).toBeNull();
    expect(within(item).getAllByText('Helper')).toHaveLength(2);
    expect(within(item).getByText('Leo')).toBeTruthy();
  });

  it('says so plainly when the transcripts cannot be loaded', async () => {
    mockApi({ [SETTING]: base, [LIST]: [500, { detail: 'Something went wrong on our side.' }] });
    renderWithProviders(<CoachSection child={profile} />);
    expect(await screen.findByText('We could not load Leo’s reflections just now.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('deletes every transcript after a confirm, and keeps them on Keep them', async () => {
    let kept = [reflection, { ...reflection, id: 'r2' }];
    const { calls } = mockApi({
      [SETTING]: { ...base, on: true },
      [LIST]: () => ({ count: kept.length, page: 1, page_size: 5, results: kept }),
      [`DELETE ${LIST}`]: () => {
        const deleted = kept.length;
        kept = [];
        return { deleted };
      },
    });
    renderWithProviders(<CoachSection child={profile} />);
    const button = await screen.findByRole('button', { name: 'Delete all reflections' });

    fireEvent.click(button);
    let dialog = await screen.findByRole('dialog', { name: 'Delete Leo’s reflections?' });
    expect(within(dialog).getByText(/all 2 reflections Leo wrote with the helper/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete all reflections' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Leo’s reflections?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete reflections' }));
    expect(await screen.findByText('Leo has not reflected with the helper yet.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Delete all reflections' })).toBeNull();
  });
});
