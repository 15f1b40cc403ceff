import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import ContactPage from './contact-page.tsx';

const PROFILE = {
  id: 7,
  type: 'parent',
  email: 'parent@demo.test',
  username: null,
  first_name: 'Pat',
  last_name: 'Parent',
  avatar: null,
  timezone: null,
  bio: null,
};

describe('the contact page', () => {
  it('fills in the parent’s name and email, says what is missing, sends, then offers another message', async () => {
    const { calls } = mockApi({
      '/v1/router/user/profile': PROFILE,
      'POST /v1/parent/contact-us': { detail: 'Thank you for your message.' },
    });
    renderPage(<ContactPage />, '/my-account/contact', '/my-account/contact');
    const form = await screen.findByRole('form', { name: 'Contact us' });
    expect((within(form).getByRole('textbox', { name: 'Your email' }) as HTMLInputElement).value).toBe(
      'parent@demo.test',
    );

    fireEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Please enter a subject.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Subject' }), {
      target: { value: 'Certificates' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Where do I find Mia’s certificate?' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send message' }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you, your message is on its way' }),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      {
        name: 'Pat Parent',
        email: 'parent@demo.test',
        subject: 'Certificates',
        message: 'Where do I find Mia’s certificate?',
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(await screen.findByRole('form', { name: 'Contact us' })).toBeTruthy();
  });
});
