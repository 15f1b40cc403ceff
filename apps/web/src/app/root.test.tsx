import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Navigate, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Root } from './root.tsx';

// The program login of an impersonation link: the admin opens /users?auth_token=T and must land on
// the impersonated user's page. /users here redirects like its role guard does for a parent; the
// page must not even render in between, or its redirect races the landing and can win.

vi.mock('../lib/session.ts', async (original) => ({
  ...(await original<typeof import('../lib/session.ts')>()),
  startProgramLogin: vi.fn(async () => ({ type: 'parent', issuer: 'impersonate' })),
}));

describe('Root: program login', () => {
  it('lands on the new session’s page without rendering the page of the link first', async () => {
    const usersPage = vi.fn(() => <Navigate to="/" replace />);
    const router = createMemoryRouter(
      [
        {
          element: <Root />,
          children: [
            { path: '/', element: <p>Home</p> },
            { path: '/users', Component: usersPage },
            { path: '/dashboard', element: <p>Parent dashboard</p> },
          ],
        },
      ],
      { initialEntries: ['/users?auth_token=T'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText('Signing you in')).toBeTruthy();
    expect(await screen.findByText('Parent dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(usersPage).not.toHaveBeenCalled();
  });
});
