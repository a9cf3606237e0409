import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spacesQueryKey } from '@/api/spaces/get-spaces';
import { createTestQueryClient, jsonResponse, renderWithProviders } from '@/test/render';
import { DeletedSpacesPage } from './deleted-spaces-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('Espacios eliminados', () => {
  it('refreshes the spaces list once it is on screen, the deletion that led here leaving it', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { success: true, data: [] }));
    const queryClient = createTestQueryClient();
    // The list as the deleted space's dashboard left it, still naming that space.
    queryClient.setQueryData(spacesQueryKey, [{ id: 'deleted-space' }]);
    renderWithProviders(<DeletedSpacesPage />, { queryClient });
    expect(await screen.findByText('No tienes espacios eliminados')).toBeInTheDocument();
    expect(queryClient.getQueryState(spacesQueryKey)?.isInvalidated).toBe(true);
  });
});
