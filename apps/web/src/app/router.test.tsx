import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setItem } from '../lib/storage.ts';
import { mockApi } from '../test/mock-api.ts';
import { buildRoutes } from './router.tsx';
import { type AppRoute, ROUTES } from './routes.tsx';

// The signed-in frame loads lazily (decision 054): its page still shows inside it, and a signed-out
// visitor is sent to sign in without it.

const page = (text: string) => lazy(async () => ({ default: () => <p>{text}</p> }));
const TEST_ROUTES: AppRoute[] = [
  { path: '/student/login', page: page('the sign-in page'), title: 'Sign in', layout: 'public' },
  {
    path: '/student/home',
    page: page('the child home page'),
    title: 'My home',
    layout: 'app',
    roles: ['child', 'student'],
  },
];

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(TEST_ROUTES), { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the lazy app layout', () => {
  it('shows a signed-in child their page inside the signed-in frame', async () => {
    setItem('accessToken', 't');
    setItem('role', 'child');
    mockApi({
      '/v1/router/user/profile': { id: 'c1', type: 'child', username: 'mia', first_name: 'Mia' },
      '/v1/feature-flag/is-enabled': (url: URL) => ({ name: url.searchParams.get('name'), enabled: false }),
    });
    renderAt('/student/home');
    expect(await screen.findByText('the child home page')).toBeTruthy();
    // The frame's parts: the navigation button and the grown-up sign of a child's pages.
    expect(await screen.findByRole('button', { name: 'Open navigation' })).toBeTruthy();
    expect(screen.getByTestId('grown-up-sign')).toBeTruthy();
    expect(screen.getAllByText('the child home page')).toHaveLength(1);
  });

  it('sends a signed-out visitor to sign in without the frame', async () => {
    mockApi({});
    const router = renderAt('/student/home');
    expect(await screen.findByText('the sign-in page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/student/login');
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
  });

  it('holds only pages with roles, which is what lets signed-out visitors skip it', () => {
    const unguarded = ROUTES.filter((r) => r.layout === 'app' && !r.roles?.length).map((r) => r.path);
    expect(unguarded).toEqual([]);
  });
});
