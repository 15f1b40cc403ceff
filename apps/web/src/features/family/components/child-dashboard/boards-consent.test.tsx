import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ChildBoards } from '@ye/contracts/discussion';
import type { ChildProfile } from '@ye/contracts/family';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../../test-utils.tsx';
import { BoardsConsentSection } from './boards-consent.tsx';

const CHILD = '11111111-1111-4111-8111-111111111111';
const URL = `/v1/discussion/children/${CHILD}/boards`;
const child = { child_id: CHILD, name: 'Leo' } as ChildProfile;
const off: ChildBoards = {
  child_id: CHILD,
  enabled: false,
  display_name: null,
  changed_at: null,
  changed_by: null,
  policy_version: null,
};

const show = () => renderWithProviders(<BoardsConsentSection child={child} />);

describe('BoardsConsentSection', () => {
  it('is off, explains what others see, and turns on with an approved display name', async () => {
    const on: ChildBoards = {
      ...off,
      enabled: true,
      display_name: 'Rocket',
      changed_at: '2026-11-24T10:00:00Z',
      changed_by: 'Nora',
      policy_version: '2026-11-24',
    };
    const { calls } = mockApi({ [`GET ${URL}`]: off, [`PUT ${URL}`]: on });
    show();
    const toggle = await screen.findByRole('switch', { name: /Let Leo post on class boards/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/never Leo’s real name/)).toBeTruthy();
    expect(screen.getByText('Off: nobody has turned it on yet.')).toBeTruthy();
    fireEvent.click(toggle);
    fireEvent.change(screen.getByRole('textbox', { name: 'Display name other children see' }), {
      target: { value: ' Rocket ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save board choice' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: true, display_name: 'Rocket' }),
    );
    expect(await screen.findByText(/Turned on by Nora/)).toBeTruthy();
  });

  it('shows the refusal in plain words and keeps what was typed', async () => {
    mockApi({
      [`GET ${URL}`]: off,
      [`PUT ${URL}`]: [
        400,
        { detail: 'This is another child’s name. Please choose one that is only your child’s.' },
      ],
    });
    show();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Display name other children see' }), {
      target: { value: 'Mia' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save board choice' }));
    expect((await screen.findByRole('alert')).textContent).toContain('another child’s name');
    expect(
      (screen.getByRole('textbox', { name: 'Display name other children see' }) as HTMLInputElement).value,
    ).toBe('Mia');
  });
});
