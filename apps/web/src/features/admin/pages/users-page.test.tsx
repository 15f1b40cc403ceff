import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUser, AuditEntry } from '@ye/contracts/admin';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import UsersPage from './users-page.tsx';

const user = (over: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u1',
  type: 'parent',
  email: 'pat@family.test',
  username: null,
  first_name: 'Pat',
  last_name: 'Lee',
  created_at: '2026-11-01T10:00:00.000Z',
  last_login_at: null,
  disabled_at: null,
  disabled_reason: null,
  ...over,
});
const page = (results: AdminUser[]) => ({ count: results.length, page: 1, page_size: 20, results });
const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  action: 'user.disable',
  actor: { id: 'a1', name: 'Ada Min', email: 'ada@ops.test' },
  target: { id: 'u1', name: 'Pat Lee', email: 'pat@family.test' },
  details: {},
  created_at: '2026-11-20T10:30:00.000Z',
  ...over,
});

describe('UsersPage: manage an account', () => {
  it('disables with a reason (required), then shows the state and the history', async () => {
    let current = user();
    const history: AuditEntry[] = [];
    const { calls } = mockApi({
      'GET /v1/admin/users': () => page([current]),
      'GET /v1/admin/users/u1/audit': () => ({
        count: history.length,
        page: 1,
        page_size: 10,
        results: history,
      }),
      'POST /v1/admin/users/u1/disable': (_u: URL, init?: RequestInit) => {
        const { reason } = JSON.parse(String(init?.body));
        current = user({ disabled_at: '2026-11-21T09:00:00.000Z', disabled_reason: reason });
        history.unshift(entry({ details: { reason } }));
        return current;
      },
    });
    renderPage(<UsersPage />, '/users', '/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Manage pat@family.test' }));
    const manage = await screen.findByRole('dialog', { name: 'Manage pat@family.test' });
    expect(await within(manage).findByText('Nothing has been recorded about this account yet.')).toBeTruthy();
    fireEvent.click(within(manage).getByRole('button', { name: 'Disable account…' }));

    const ask = await screen.findByRole('dialog', { name: 'Disable pat@family.test?' });
    // Too short: nothing is sent, the field says why.
    fireEvent.change(within(ask).getByRole('textbox', { name: /Why are you disabling/ }), {
      target: { value: 'x' },
    });
    fireEvent.click(within(ask).getByRole('button', { name: 'Disable' }));
    expect(await within(ask).findByText('Please write at least 3 characters.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(ask).getByRole('textbox', { name: /Why are you disabling/ }), {
      target: { value: '  Spam messages  ' },
    });
    fireEvent.click(within(ask).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('pat@family.test is disabled and signed out everywhere.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Spam messages' });

    const again = await screen.findByRole('dialog', { name: 'Manage pat@family.test' });
    expect(within(again).getByText(/“Spam messages”. This account cannot sign in./)).toBeTruthy();
    expect(await within(again).findByText('by Ada Min', { exact: false })).toBeTruthy();
    expect(within(again).getByRole('button', { name: 'Enable account' })).toBeTruthy();
    fireEvent.click(within(again).getByRole('button', { name: 'Done' }));
    // The row shows the state; a disabled account has no Impersonate button.
    await waitFor(() => expect(screen.getAllByText('Disabled').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Impersonate pat@family.test' })).toBeNull();
  });

  it('enables and changes a role only after a confirm', async () => {
    let current = user({ disabled_at: '2026-11-21T09:00:00.000Z', disabled_reason: 'Spam' });
    const { calls } = mockApi({
      'GET /v1/admin/users': () => page([current]),
      'GET /v1/admin/users/u1/audit': { count: 0, page: 1, page_size: 10, results: [] },
      'POST /v1/admin/users/u1/enable': () => {
        current = user();
        return current;
      },
      'PATCH /v1/admin/users/u1': (_u: URL, init?: RequestInit) => {
        current = user({ type: JSON.parse(String(init?.body)).type });
        return current;
      },
    });
    renderPage(<UsersPage />, '/users', '/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Manage pat@family.test' }));
    const manage = await screen.findByRole('dialog', { name: 'Manage pat@family.test' });
    fireEvent.click(within(manage).getByRole('button', { name: 'Enable account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Enable pat@family.test?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enable pat@family.test?' })).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(manage).getByRole('button', { name: 'Enable account' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Enable pat@family.test?' })).getByRole('button', {
        name: 'Enable',
      }),
    );
    expect(await screen.findByText('pat@family.test can sign in again.')).toBeTruthy();

    // The confirm has closed: the manage dialog is the open one again.
    const back = await screen.findByRole('dialog', { name: 'Manage pat@family.test' });
    fireEvent.mouseDown(await within(back).findByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Instructor' }));
    fireEvent.click(within(back).getByRole('button', { name: 'Change role' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Make pat@family.test instructor?' })).getByRole(
        'button',
        { name: 'Change role' },
      ),
    );
    expect(await screen.findByText('pat@family.test is now instructor.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ type: 'instructor' });
  });
});
