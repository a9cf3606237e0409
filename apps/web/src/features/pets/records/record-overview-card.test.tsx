import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { RecordOverviewCard } from './record-overview-card';

const fetchMock = vi.fn<typeof fetch>();
const SPACE = '11111111-1111-4111-8111-111111111111';
const PET = '33333333-3333-4333-8333-333333333333';

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('RecordOverviewCard', () => {
  it('lists each entry’s kind, date and state for the front desk', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        data: {
          entries: [
            { id: 'e1', kind: 'CONSULTATION', status: 'SIGNED', localDate: '2026-02-20' },
            { id: 'e2', kind: 'VACCINATION', status: 'DRAFT', localDate: '2026-01-05' },
          ],
        },
      }),
    );
    renderWithProviders(<RecordOverviewCard spaceId={SPACE} petId={PET} />);
    const list = await screen.findByRole('list', { name: 'Entradas de la historia clínica' });
    expect(list).toHaveTextContent('Consulta');
    expect(list).toHaveTextContent('Firmada');
    expect(list).toHaveTextContent('Borrador');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/pets/${PET}/records/overview`);
  });

  it('says when there is nothing yet', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: { entries: [] } }));
    renderWithProviders(<RecordOverviewCard spaceId={SPACE} petId={PET} />);
    expect(await screen.findByText('Sin entradas')).toBeInTheDocument();
  });
});
