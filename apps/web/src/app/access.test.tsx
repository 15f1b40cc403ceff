import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { landingPath, loginPathFor } from '@ye/contracts/roles';
import { lazy } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setItem } from '../lib/storage.ts';
import { guardRedirect, roleAllowed } from './access.ts';
import { RouteElement } from './route-element.tsx';
import { type AppRoute, ROUTES } from './routes.tsx';

describe('landing by role (DESIGN section 6)', () => {
  it.each([
    ['child', '/student/home'],
    ['student', '/student/home'],
    ['parent', '/dashboard'],
    ['auth', '/dashboard'],
    ['instructor', '/instructor/'],
    ['ely_admin', '/instructor/'],
    ['provider', '/instructor/'],
    ['external_admin', '/instructor/profile'],
    ['admin', '/users'],
  ])('%s lands on %s, and that page admits them', (role, path) => {
    expect(landingPath(role)).toBe(path);
    const route = ROUTES.find((r) => r.path === path);
    expect(route, `route ${path} is in the table`).toBeDefined();
    expect(guardRedirect(route?.roles, { isAuthenticated: true, role }, path)).toBeNull();
  });

  it('sign-out sends children and students to /student/login, others to /login', () => {
    expect(loginPathFor('child')).toBe('/student/login');
    expect(loginPathFor('student')).toBe('/student/login');
    expect(loginPathFor('parent')).toBe('/login');
    expect(loginPathFor(null)).toBe('/login');
  });
});

describe('role guard', () => {
  it('lets pages without roles through', () => {
    expect(guardRedirect(undefined, { isAuthenticated: false, role: null }, '/')).toBeNull();
  });
  it('sends signed-out visitors to the sign-in page of the area', () => {
    expect(guardRedirect(['child'], { isAuthenticated: false, role: null }, '/student/home')).toBe(
      '/student/login',
    );
    expect(guardRedirect(['parent'], { isAuthenticated: false, role: null }, '/dashboard')).toBe('/login');
    expect(guardRedirect(['instructor'], { isAuthenticated: false, role: null }, '/instructor/')).toBe(
      '/login',
    );
  });
  it('sends other roles to /', () => {
    expect(
      guardRedirect(
        ['instructor', 'ely_admin', 'provider'],
        { isAuthenticated: true, role: 'parent' },
        '/instructor/',
      ),
    ).toBe('/');
    expect(
      guardRedirect(['child', 'student'], { isAuthenticated: true, role: 'parent' }, '/student/home'),
    ).toBe('/');
    expect(guardRedirect(['admin'], { isAuthenticated: true, role: 'instructor' }, '/users')).toBe('/');
  });
  it('treats child and student as one, and ely_admin as instructor', () => {
    expect(roleAllowed(['student'], 'child')).toBe(true);
    expect(roleAllowed(['child'], 'student')).toBe(true);
    expect(roleAllowed(['instructor'], 'ely_admin')).toBe(true);
    expect(roleAllowed(['instructor'], null)).toBe(false);
  });
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('RouteElement', () => {
  const Page = lazy(async () => ({ default: () => <p>secret instructor page</p> }));
  const instructorRoute: AppRoute = {
    path: '/instructor/',
    page: Page,
    title: 'Instructor dashboard',
    layout: 'app',
    roles: ['instructor', 'ely_admin', 'provider'],
  };

  function renderAt(path: string) {
    const router = createMemoryRouter(
      [
        { path: '/instructor/', element: <RouteElement route={instructorRoute} /> },
        { path: '*', element: <Where /> },
      ],
      { initialEntries: [path] },
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }

  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
  });
  it('a parent opening /instructor/ lands on /', async () => {
    setItem('accessToken', 't');
    setItem('role', 'parent');
    renderAt('/instructor/');
    expect((await screen.findByTestId('where')).textContent).toBe('/');
  });

  it('a signed-out visitor goes to /login', async () => {
    renderAt('/instructor/');
    expect((await screen.findByTestId('where')).textContent).toBe('/login');
  });

  it('an instructor sees the page and its title', async () => {
    setItem('accessToken', 't');
    setItem('role', 'instructor');
    renderAt('/instructor/');
    expect(await screen.findByText('secret instructor page')).toBeTruthy();
    expect(document.title).toBe('Instructor dashboard · Youth Enrichments');
  });
});
