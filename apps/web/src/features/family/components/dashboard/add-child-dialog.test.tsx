import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AVATARS, mockApi, renderWithProviders } from '../../test-utils.tsx';
import { AddChildDialog } from './add-child-dialog.tsx';

function availability(url: URL) {
  const username = url.searchParams.get('username');
  return username === 'mia'
    ? { available: false, detail: 'This username is already taken. Please choose another.' }
    : { available: true };
}

describe('the add-child dialog', () => {
  it('checks the username once the parent pauses typing and says whether it is free', async () => {
    const { calls } = mockApi({
      '/v1/router/child/avatars': AVATARS,
      '/v1/family/username-available': availability,
    });
    renderWithProviders(<AddChildDialog open onClose={() => {}} />);
    const field = screen.getByLabelText(/^Username/);

    fireEvent.change(field, { target: { value: 'z' } });
    fireEvent.change(field, { target: { value: 'zoe' } });
    expect(await screen.findByText('Available')).toBeTruthy();
    const checks = calls.filter((c) => c.path === '/v1/family/username-available');
    expect(checks.map((c) => c.url.searchParams.get('username'))).toEqual(['zoe']);

    fireEvent.change(field, { target: { value: 'mia' } });
    expect(await screen.findByText('This username is already taken. Please choose another.')).toBeTruthy();
  });

  it('offers the avatars as a radio group where one choice is selected', async () => {
    mockApi({ '/v1/router/child/avatars': AVATARS, '/v1/family/username-available': availability });
    renderWithProviders(<AddChildDialog open onClose={() => {}} />);

    const group = await screen.findByRole('radiogroup', { name: 'Choose an avatar' });
    await waitFor(() => expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(12));
    const owl = screen.getByRole('radio', { name: 'Owl' }) as HTMLInputElement;
    const fox = screen.getByRole('radio', { name: 'Fox' }) as HTMLInputElement;
    expect(owl.checked).toBe(false);

    fireEvent.click(owl);
    await waitFor(() => expect(owl.checked).toBe(true));
    expect(fox.checked).toBe(false);

    fireEvent.click(fox);
    await waitFor(() => expect(fox.checked).toBe(true));
    expect(owl.checked).toBe(false);
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);
  });

  it('shows what we keep and sends nothing until the parent agrees (decision 035)', async () => {
    const { calls } = mockApi({
      '/v1/router/child/avatars': AVATARS,
      '/v1/family/username-available': availability,
      '/v1/family/child/add': [201, { child_id: 'c1', name: 'Zoe', username: 'zoe' }],
    });
    renderWithProviders(<AddChildDialog open onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: 'What we keep about your child' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Child's first name/), { target: { value: 'Zoe' } });
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'zoe' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Kids#2026-ok' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add child' }));
    expect(
      await screen.findByText(/Please confirm that you are the child’s parent or guardian/),
    ).toBeTruthy();
    expect(calls.filter((c) => c.path === '/v1/family/child/add')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: /parent or guardian and I agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add child' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/v1/family/child/add')).toHaveLength(1));
  });

  it("shows the API's refusal of a name under the name field, in its plain words", async () => {
    const refusal = 'Please choose another name: other children can see it. It looks like a phone number.';
    const { calls } = mockApi({
      '/v1/router/child/avatars': AVATARS,
      '/v1/family/username-available': availability,
      '/v1/family/child/add': [400, { detail: refusal, code: 'name_not_allowed' }],
    });
    renderWithProviders(<AddChildDialog open onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText(/^Child's first name/), { target: { value: 'Mia 5551234567' } });
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'zoe' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Kids#2026-ok' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /parent or guardian and I agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add child' }));

    const name = screen.getByLabelText(/^Child's first name/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(refusal)).toBeTruthy();
    expect(name.getAttribute('aria-describedby') ?? '').not.toBe('');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(refusal);
    expect(calls.filter((c) => c.path === '/v1/family/child/add')).toHaveLength(1);
  });
});
