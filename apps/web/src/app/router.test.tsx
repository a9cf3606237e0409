import { classifyWebPath } from '@citavet/domain/public/web-page-path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
// The plain react-router provider: under Node, react-router/dom resolves to a second copy of the router.
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuthInitialization, useAuthStore } from '@/stores/auth-store';
import { useSpacesStore } from '@/stores/spaces-store';
import { jsonResponse, sampleProfile } from '@/test/render';
import { routes } from './router';

const space = {
  id: 'space-1',
  name: 'Clínica San Roque',
  description: null,
  route: 'san-roque',
  logoUrl: null,
  members: [],
  myRole: 'ADMIN',
};

function setupStatus(isCompleted: boolean) {
  return {
    step: isCompleted ? 5 : 1,
    isCompleted,
    isFirstRunComplete: isCompleted,
    hasPendingInvitations: false,
    hasSpaces: isCompleted,
    hasServices: isCompleted,
    hasServicesWithSchedules: isCompleted,
    hasInvitationsSent: false,
    areInvitationsOmitted: false,
    spaces: isCompleted ? [{ id: space.id, name: space.name, route: space.route }] : [],
    services: [],
  };
}

const fetchMock = vi.fn<typeof fetch>();

function answerApi({ isSetupComplete }: { isSetupComplete: boolean }) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/setup/status')
      return jsonResponse(200, { success: true, data: setupStatus(isSetupComplete) });
    if (url === '/api/spaces') return jsonResponse(200, { success: true, data: [space] });
    return jsonResponse(404, { success: false, message: 'No encontrado', code: 'NOT_FOUND' });
  });
}

function signIn() {
  useAuthStore.setState({
    isInitialized: true,
    isAuthenticated: true,
    user: sampleProfile,
    token: 'token-1',
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  resetAuthInitialization();
  useAuthStore.setState({ isInitialized: true });
  useSpacesStore.getState().reset();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('route table and guards', () => {
  it.each([
    '/dashboard/space-1/agenda',
    '/settings/user',
    '/setup',
    '/login',
    '/accounts',
  ])('sends a signed-out visitor from %s to the sign-in page', async (path) => {
    const router = renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Bienvenido a Citavet' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accounts/login');
  });

  it('sends a signed-in user with setup pending from sign-in to /setup', async () => {
    signIn();
    answerApi({ isSetupComplete: false });
    const router = renderAt('/accounts/login');
    expect(await screen.findByRole('heading', { name: 'Información de tu veterinaria' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/setup');
  });

  it('keeps a user whose setup is pending out of the dashboard', async () => {
    signIn();
    answerApi({ isSetupComplete: false });
    const router = renderAt('/dashboard/space-1/agenda');
    await screen.findByRole('heading', { name: 'Información de tu veterinaria' });
    expect(router.state.location.pathname).toBe('/setup');
  });

  it('opens /dashboard on the first space agenda once setup is complete', async () => {
    signIn();
    answerApi({ isSetupComplete: true });
    const router = renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Agenda' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/space-1/agenda');
    expect(screen.getAllByRole('link', { name: 'Miembros' }).length).toBeGreaterThan(0);
  });

  it('replaces an unknown space id with the first space', async () => {
    signIn();
    answerApi({ isSetupComplete: true });
    const router = renderAt('/dashboard/otro-espacio/servicios');
    await screen.findByRole('heading', { name: 'Agenda' });
    expect(router.state.location.pathname).toBe('/dashboard/space-1/agenda');
  });

  it('sends an unknown dashboard page back to /dashboard and on to the agenda', async () => {
    signIn();
    answerApi({ isSetupComplete: true });
    const router = renderAt('/dashboard/space-1/no-existe');
    await screen.findByRole('heading', { name: 'Agenda' });
    expect(router.state.location.pathname).toBe('/dashboard/space-1/agenda');
  });

  it('sends a signed-in user with setup complete from /setup to the dashboard', async () => {
    signIn();
    answerApi({ isSetupComplete: true });
    const router = renderAt('/setup/paso-2');
    await screen.findByRole('heading', { name: 'Agenda' });
    expect(router.state.location.pathname).toBe('/dashboard/space-1/agenda');
  });

  it('says an unknown multi-segment path is no page, and stays on it (the server answered 404)', async () => {
    const router = renderAt('/esto/no/existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(router.state.location.pathname).toBe('/esto/no/existe');
  });

  it('answers 200 on the server for every route of the SPA', () => {
    const walk = (routeObjects: RouteObject[], parent: string): string[] =>
      routeObjects.flatMap((route) => {
        const path = route.path ? [parent, route.path].filter(Boolean).join('/') : parent;
        const own = route.path && route.path !== '*' ? [path] : [];
        return [...own, ...walk(route.children ?? [], path)];
      });
    // A sample URL of each route: a parameter is any segment, a splat some more segments.
    const sample = (path: string) =>
      `/${path
        .split('/')
        .map((segment) => (segment.startsWith(':') ? 'valor-1' : segment === '*' ? 'a/b' : segment))
        .join('/')}`;
    const routePaths = walk(routes, '');
    expect(routePaths.length).toBeGreaterThan(20);
    expect(routePaths.filter((path) => classifyWebPath(sample(path)).kind === 'unknown')).toEqual([]);
  });

  it('treats a single unknown segment as a space booking page', async () => {
    answerApi({ isSetupComplete: false });
    const router = renderAt('/san-roque');
    expect(
      await screen.findByRole('heading', { name: 'Página no encontrada' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/public/space/by-route/san-roque',
    );
    expect(router.state.location.pathname).toBe('/san-roque');
  });
});
