import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ChildProfile } from '@ye/contracts/family';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../test-utils.tsx';
import { EditChildDialog } from './edit-child-dialog.tsx';

const MIA = '11111111-1111-4111-8111-111111111111';
const profile: ChildProfile = {
  child_id: MIA,
  name: 'Mia',
  username: 'mia_typo',
  avatar: 'avatar-01',
  avatar_url: '/v1/router/child/avatars/avatar-01.svg',
  birthday: '2017-03-04',
  age: 9,
  focus_areas: [],
  color: '#00796B',
  date_joined: '2026-01-10T10:00:00Z',
  last_login_at: null,
};

const routes = (overrides: Record<string, unknown> = {}) =>
  mockApi({
    '/v1/router/child/avatars': [],
    'PATCH /v1/family/child/edit-profile': profile,
    'POST /v1/family/child/update-username': { ...profile, username: 'mia' },
    'POST /v1/router/child/update-birthday': { ...profile, birthday: null, age: null },
    '/v1/family/child/list': [],
    ...overrides,
  });

const openDialog = (onClose = vi.fn()) => {
  renderWithProviders(<EditChildDialog open child={profile} onClose={onClose} />);
  return onClose;
};

describe('editing a child: the username and the birthday', () => {
  it('corrects the username first, and says to tell the child', async () => {
    const { calls } = routes();
    const onClose = openDialog();
    const username = screen.getByRole('textbox', { name: /Username/ });
    fireEvent.change(username, { target: { value: 'mia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body]);
    expect(sent[0]).toEqual(['POST', '/v1/family/child/update-username', { child_id: MIA, username: 'mia' }]);
    expect(sent.some(([, path]) => path === '/v1/router/child/update-birthday')).toBe(false);
    expect(await screen.findByText(/Let Mia know the new username, mia\./)).toBeTruthy();
  });

  it('shows a taken username at the field and saves nothing else', async () => {
    const { calls } = routes({
      'POST /v1/family/child/update-username': [
        409,
        { detail: 'This username is already taken. Please choose another.' },
      ],
    });
    const onClose = openDialog();
    fireEvent.change(screen.getByRole('textbox', { name: /Username/ }), { target: { value: 'sam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This username is already taken. Please choose another.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Username/ }).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.path === '/v1/family/child/edit-profile')).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    // Another one then goes through.
    fireEvent.change(screen.getByRole('textbox', { name: /Username/ }), { target: { value: 'mia_star' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/v1/family/child/update-username')).toHaveLength(2),
    );
  });

  it('refuses a username with spaces before sending anything', async () => {
    const { calls } = routes();
    openDialog();
    fireEvent.change(screen.getByRole('textbox', { name: /Username/ }), { target: { value: 'no spaces' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/may contain only letters/)).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('removes the birthday when the field is cleared', async () => {
    const { calls } = routes();
    const onClose = openDialog();
    expect(screen.getByText('Optional. Clear it to remove the birthday.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Birthday'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const birthday = calls.find((c) => c.path === '/v1/router/child/update-birthday');
    expect(birthday?.body).toEqual({ child_id: MIA, birthday: null });
    expect(calls.some((c) => c.path === '/v1/family/child/update-username')).toBe(false);
  });
});
