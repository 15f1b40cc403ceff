import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import LoginPage from './login-page.tsx';
import StudentLoginPage from './student-login-page.tsx';

// The two sign-in forms without a form library (decision 054): the same labels, messages and
// behaviour as before: checked on submit, then as the visitor types; cleaned values are sent.

const TOKENS = (type: string) => ({
  token: 'access',
  refresh_token: 'refresh',
  user: { id: 'u1', type, email: null, username: null },
});

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('LoginPage', () => {
  it('says what is missing, puts the cursor in the first wrong field and sends nothing', async () => {
    const { calls } = mockApi({});
    renderPage(<LoginPage />, '/login', '/login');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    // The message is the field's description for a screen reader.
    const described = screen.getByLabelText(/^Email/).getAttribute('aria-describedby');
    expect(document.getElementById(String(described))?.textContent).toBe(
      'Please enter a valid email address.',
    );

    // After a submit, a field is checked as it is typed in.
    type(/^Email/, 'parent@demo');
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    type(/^Email/, 'parent@demo.test');
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address.')).toBeNull());
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/v1/auth/token/get')).toHaveLength(0);
  });

  it('sends the trimmed email and the password as typed, then opens the landing page', async () => {
    const { calls } = mockApi({
      'POST /v1/auth/token/get': TOKENS('parent'),
      'POST /auth/login': [401, { detail: 'no mesh here' }],
    });
    const { router } = renderPage(<LoginPage />, '/login', '/login');
    type(/^Email/, '  parent@demo.test ');
    type(/^Password/, 'Parent#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const post = calls.find((c) => c.path === '/v1/auth/token/get');
    expect(post?.body).toEqual({ email: 'parent@demo.test', password: 'Parent#2026' });
  });

  it("shows the server's answer to a wrong password and stays", async () => {
    mockApi({
      'POST /v1/auth/token/get': [401, { detail: 'The email/username or password is incorrect.' }],
    });
    const { router } = renderPage(<LoginPage />, '/login', '/login');
    type(/^Email/, 'parent@demo.test');
    type(/^Password/, 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The email/username or password is incorrect.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows and hides the password', () => {
    mockApi({});
    renderPage(<LoginPage />, '/login', '/login');
    const input = screen.getByLabelText(/^Password/);
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });
});

describe('StudentLoginPage', () => {
  it("says in a child's words what is missing", async () => {
    mockApi({});
    renderPage(<StudentLoginPage />, '/student/login', '/student/login');
    fireEvent.click(screen.getByRole('button', { name: "Let's go!" }));
    expect(await screen.findByText('Type your username here.')).toBeTruthy();
    expect(screen.getByText('Type your password here.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Username/));
    type(/^Username/, 'mia');
    await waitFor(() => expect(screen.queryByText('Type your username here.')).toBeNull());
    // Only the password is still missing: the cursor goes there on the next try.
    fireEvent.click(screen.getByRole('button', { name: "Let's go!" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Password/)));
  });

  it('sends the trimmed username and opens the child’s home', async () => {
    const { calls } = mockApi({
      'POST /v1/auth/token/get': TOKENS('child'),
      'POST /auth/login': [401, { detail: 'no mesh here' }],
    });
    const { router } = renderPage(<StudentLoginPage />, '/student/login', '/student/login');
    const username = screen.getByLabelText(/^Username/);
    expect(username.getAttribute('autocapitalize')).toBe('none');
    expect(username.getAttribute('spellcheck')).toBe('false');
    type(/^Username/, ' mia ');
    type(/^Password/, 'Mia#2026');
    fireEvent.click(screen.getByRole('button', { name: "Let's go!" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/home'));
    const post = calls.find((c) => c.path === '/v1/auth/token/get');
    expect(post?.body).toEqual({ username: 'mia', password: 'Mia#2026' });
  });
});
