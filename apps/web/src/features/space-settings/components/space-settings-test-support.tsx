import type { MemberSpace } from '@citavet/domain/spaces/space.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { SpaceSettingsPage } from './space-settings-page';

export const SPACE_ID = '6f1c2b9e-4a3d-4c1e-9b2a-7d5e8f0a1b2c';

export function sampleSpace(overrides: Partial<MemberSpace> = {}): MemberSpace {
  return {
    id: SPACE_ID,
    name: 'Clínica Veterinaria San Roque',
    description: null,
    phone: null,
    email: null,
    route: 'san-roque',
    timeZone: 'Europe/Madrid',
    defaultCurrency: 'USD',
    logoUrl: null,
    logoKey: null,
    color: null,
    address: null,
    city: null,
    state: null,
    country: null,
    latitude: null,
    longitude: null,
    contactPhone: null,
    contactEmail: null,
    contactWhatsapp: null,
    socialInstagram: null,
    socialFacebook: null,
    socialWebsite: null,
    speciesAttended: [],
    createdAt: '2025-01-10T10:00:00.000Z',
    updatedAt: '2025-01-10T10:00:00.000Z',
    members: [],
    myRole: 'ADMIN',
    myEffectiveRole: 'ADMIN',
    ownerUserId: null,
    pendingOwnerUserId: null,
    _count: { invitations: 0 },
    ...overrides,
  };
}

type Handler = (init: RequestInit | undefined) => Response;

/**
 * A fake API: `routes` answers by "METHOD /path"; the space and "no logo" are answered by default.
 * Every call is recorded on the returned mock.
 */
export function mockApi(space: MemberSpace, routes: Record<string, Handler> = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = routes[key];
    if (handler) return handler(init);
    if (key === `GET /api/spaces/${space.id}`) return jsonResponse(200, { success: true, data: space });
    if (key === `GET /api/spaces/${space.id}/logo/info`) {
      return jsonResponse(404, {
        success: false,
        message: 'Este espacio no tiene logo',
        code: 'LOGO_NOT_FOUND',
      });
    }
    return jsonResponse(500, { success: false, message: `Sin respuesta simulada para ${key}`, code: 'TEST' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function PageAtRoute() {
  const { spaceId = '' } = useParams();
  return (
    <SpaceSettingsPage
      spaceId={spaceId}
      renderMediaTab={() => <p>Galería de prueba</p>}
      renderPlanTab={() => <p>Plan de prueba</p>}
    />
  );
}

/** The page inside a data router (its unsaved-changes guard needs one), at `/settings/space/{id}{hash}`. */
export function renderSettingsPage({
  spaceId = SPACE_ID,
  hash = '',
}: {
  spaceId?: string;
  hash?: string;
} = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/settings/space/:spaceId', element: <PageAtRoute /> },
      { path: '*', element: <p>Otra página</p> },
    ],
    { initialEntries: [`/settings/space/${spaceId}${hash}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

/** The body of the one PUT the page sent. */
export function sentChanges(fetchMock: ReturnType<typeof mockApi>): unknown {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}
