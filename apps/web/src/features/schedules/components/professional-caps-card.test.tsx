import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ProfessionalCapsCard } from './professional-caps-card';

const fetchMock = vi.fn<typeof fetch>();
const SPACE_ID = '0b7f3c1e-5a0c-4f3e-9a55-0c1b2d3e4f50';
const ANA_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const LUIS_ID = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';

function member(userId: string, name: string, dailyCap: number | null) {
  return {
    id: `member-${userId}`,
    spaceId: SPACE_ID,
    userId,
    role: 'MEMBER',
    effectiveRole: 'MEMBER',
    joinedAt: '2026-01-10T10:00:00.000Z',
    user: { id: userId, name, email: `${userId}@clinica.com`, avatar: null, role: 'HOST' },
    hasCalendar: true,
    dailyCap,
  };
}

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    if ((init?.method ?? 'GET') === 'GET') {
      return jsonResponse(200, {
        success: true,
        data: [member(ANA_ID, 'Ana Martínez', 6), member(LUIS_ID, 'Luis Pérez', null)],
      });
    }
    const body = JSON.parse(String(init?.body)) as { dailyCap: number | null };
    const userId = String(input).includes(ANA_ID) ? ANA_ID : LUIS_ID;
    return jsonResponse(200, {
      success: true,
      message: 'Máximo diario actualizado',
      data: member(userId, userId === ANA_ID ? 'Ana Martínez' : 'Luis Pérez', body.dailyCap),
    });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('ProfessionalCapsCard', () => {
  it('shows each professional’s cap and saves a new one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfessionalCapsCard spaceId={SPACE_ID} />);
    const luis = (await screen.findByText('Luis Pérez')).closest('li') as HTMLElement;
    expect(within(luis).getByText('Sin límite')).toBeInTheDocument();
    const ana = screen.getByText('Ana Martínez').closest('li') as HTMLElement;
    expect(within(ana).getByText('Máximo 6 al día')).toBeInTheDocument();

    await user.type(within(luis).getByLabelText('Citas al día'), '8');
    await user.click(within(luis).getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(puts()).toHaveLength(1));
    expect(String(puts()[0]?.[0])).toContain(`/spaces/${SPACE_ID}/members/${LUIS_ID}/daily-cap`);
    expect(JSON.parse(String(puts()[0]?.[1]?.body))).toEqual({ dailyCap: 8 });
  });

  it('refuses a cap that is not a whole number from 1, and lifts a cap when emptied', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfessionalCapsCard spaceId={SPACE_ID} />);
    const ana = (await screen.findByText('Ana Martínez')).closest('li') as HTMLElement;
    const field = within(ana).getByLabelText('Citas al día');
    await user.clear(field);
    await user.type(field, '0');
    await user.click(within(ana).getByRole('button', { name: 'Guardar' }));
    expect(await within(ana).findByText(/Escribe un número entero entre 1 y 500/)).toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    await user.clear(field);
    await user.click(within(ana).getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String(puts()[0]?.[1]?.body))).toEqual({ dailyCap: null });
  });
});
