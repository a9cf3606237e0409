import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/** Renders with a fresh query client (no retries) and an in-memory router, as the app would. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
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
