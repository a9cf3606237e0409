import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { PetsImportDialog } from './pets-import-dialog';

const fetchMock = vi.fn<typeof fetch>();
const SPACE_ID = '0b7f3c1e-5a0c-4f3e-9a55-0c1b2d3e4f50';
const ERRORS = [{ row: 3, message: 'No existe ningún cliente con el correo o el teléfono de esta fila' }];

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const figure = (label: string) => screen.getByText(label, { exact: true }).nextElementSibling?.textContent;

describe('PetsImportDialog', () => {
  it('shows the dry run as a preview, then imports and reports', async () => {
    const answer = { created: 2, unchanged: 1, rejected: 1, errors: ERRORS };
    fetchMock.mockImplementation(async () => jsonResponse(200, { success: true, data: answer }));
    const file = new File(['Correo del cliente;Mascota;Especie\n'], 'mascotas.csv', { type: 'text/csv' });
    const onClose = vi.fn();
    renderWithProviders(<PetsImportDialog spaceId={SPACE_ID} file={file} onClose={onClose} />);
    expect(await screen.findByText('Vista previa: nada se guardó todavía')).toBeInTheDocument();
    expect(figure('Se agregarán')).toBe('2');
    expect(figure('Ya existen')).toBe('1');
    expect(figure('Con errores')).toBe('1');
    expect(screen.getByText(`Fila 3: ${ERRORS[0]?.message}`)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/spaces/${SPACE_ID}/pets/import?dryRun=true`);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Importar mascotas' }));
    expect(await screen.findByRole('dialog', { name: 'Importación completada' })).toBeInTheDocument();
    expect(figure('Creadas')).toBe('2');
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe(`/api/spaces/${SPACE_ID}/pets/import?dryRun=false`);
  });

  it('says why a file cannot be read, and offers nothing to import', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        success: false,
        code: 'CSV_INVALID',
        message:
          'El archivo debe tener las columnas "Mascota", "Especie" y "Correo del cliente" o "Teléfono del cliente"',
      }),
    );
    const file = new File(['Mascota\n'], 'mascotas.csv', { type: 'text/csv' });
    renderWithProviders(<PetsImportDialog spaceId={SPACE_ID} file={file} onClose={vi.fn()} />);
    expect(await screen.findByText(/El archivo debe tener las columnas/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Importar mascotas' })).not.toBeInTheDocument(),
    );
  });
});
