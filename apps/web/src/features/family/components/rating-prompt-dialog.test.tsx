import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RatingPrompt } from '@ye/contracts/learning';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../test-utils.tsx';
import { RatingPromptDialog } from './rating-prompt-dialog.tsx';

const MIA = '11111111-1111-4111-8111-111111111111';
const LEO = '22222222-2222-4222-8222-222222222222';
const KIND = '33333333-3333-4333-8333-333333333333';
const CALM = '44444444-4444-4444-8444-444444444444';

const prompt = (
  child_id: string,
  child_name: string,
  course_id: string,
  course_title: string,
): RatingPrompt => ({
  child_id,
  child_name,
  course_id,
  course_title,
  completed_at: '2026-11-20T10:00:00Z',
});

/** The API's list of waiting prompts, shrinking as they are answered (like the server). */
function promptsApi(initial: RatingPrompt[]) {
  let pending = [...initial];
  const settle = (body: { child_id: string; course_id: string }) => {
    pending = pending.filter((p) => !(p.child_id === body.child_id && p.course_id === body.course_id));
  };
  return mockApi({
    '/v1/parent/course/complete': (_url: URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        settle(JSON.parse(String(init.body)));
        return [204, null];
      }
      return { pending };
    },
    '/v1/family/course-rating': (_url: URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      settle(body);
      return [201, { id: 1, ...body, comment: body.comment ?? null, created_at: '2026-11-21T10:00:00Z' }];
    },
  });
}

describe('the parent rating prompt', () => {
  it('asks about one course at a time; Send stores stars and comment, then the next prompt shows', async () => {
    const { calls } = promptsApi([
      prompt(MIA, 'Mia', KIND, 'Kind words for me'),
      prompt(LEO, 'Leo', CALM, 'Calm breath'),
    ]);
    renderWithProviders(<RatingPromptDialog />);

    const dialog = await screen.findByRole('dialog', { name: /How was Kind words for me for Mia\?/ });
    expect(dialog.textContent).toContain('One more finished course is waiting for your rating.');

    // Send without stars: a plain message, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please choose 1 to 5 stars.')).toBeTruthy();
    expect(calls.filter((r) => r.method === 'POST')).toHaveLength(0);

    // The stars are a labelled radio group: 1-5.
    const group = within(dialog).getByRole('group', { name: 'Your rating (1 to 5 stars)' });
    const radios = within(group)
      .getAllByRole('radio')
      .filter((r) => (r as HTMLInputElement).value !== '');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5']);
    fireEvent.click(within(group).getByRole('radio', { name: '4 stars, Very good' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'A comment (optional)' }), {
      target: { value: '  She loved the kind words game.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(/Thank you! Your rating of Kind words for me/)).toBeTruthy();
    const sent = calls.find((r) => r.url.pathname === '/v1/family/course-rating');
    expect(sent?.body).toEqual({
      child_id: MIA,
      course_id: KIND,
      stars: 4,
      comment: 'She loved the kind words game.',
    });

    // The next prompt, with empty stars.
    const next = await screen.findByRole('dialog', { name: /How was Calm breath for Leo\?/ });
    expect(
      within(next)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked && r.getAttribute('value') !== ''),
    ).toBe(false);
  });

  it('"Not now" dismisses the prompt for good', async () => {
    const { calls } = promptsApi([prompt(MIA, 'Mia', KIND, 'Kind words for me')]);
    renderWithProviders(<RatingPromptDialog />);
    const dialog = await screen.findByRole('dialog', { name: /How was Kind words for me for Mia\?/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const dismissed = calls.find(
      (r) => r.url.pathname === '/v1/parent/course/complete' && r.method === 'POST',
    );
    expect(dismissed?.body).toEqual({ child_id: MIA, course_id: KIND });
    expect(calls.some((r) => r.url.pathname === '/v1/family/course-rating')).toBe(false);
  });

  it("on a child's page only that child's prompts show", async () => {
    promptsApi([prompt(MIA, 'Mia', KIND, 'Kind words for me'), prompt(LEO, 'Leo', CALM, 'Calm breath')]);
    renderWithProviders(<RatingPromptDialog childId={LEO} />);
    expect(await screen.findByRole('dialog', { name: /How was Calm breath for Leo\?/ })).toBeTruthy();
    expect(screen.queryByText(/more finished course/)).toBeNull();
  });

  it('shows nothing when no course waits for a rating', async () => {
    const { calls } = promptsApi([]);
    renderWithProviders(<RatingPromptDialog />);
    await waitFor(() => expect(calls.length).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
