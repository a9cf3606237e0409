import type { MemberSpace } from '@citavet/domain/spaces/space.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { spacesQueryKey } from '@/api/spaces/get-spaces';
import { useSpacesStore } from '@/stores/spaces-store';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders with a query client (a fresh one without retries unless the test seeds its own) and an
 * in-memory router, as the app would.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createTestQueryClient() }: { route?: string; queryClient?: QueryClient } = {},
) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A signed-in user's spaces as the dashboard would have loaded them, with `current` selected. */
export function seedSpaces(queryClient: QueryClient, spaces: MemberSpace[], current: MemberSpace | null) {
  queryClient.setQueryData(spacesQueryKey, spaces);
  useSpacesStore.setState({ currentSpaceId: current?.id ?? null });
}

/** A `fetch` answer in the API's envelope. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const sampleProfile = {
  id: 'user-1',
  name: 'Ana Martínez',
  email: 'ana@clinica.com',
  avatar: null,
  role: 'HOST' as const,
  phone: null,
  createdAt: '2025-01-10T10:00:00.000Z',
  emailVerifiedAt: '2025-01-10T10:05:00.000Z' as string | null,
  pendingEmail: null as string | null,
  memberSpaces: [],
  pendingInvitations: [],
};
