import type { Media } from '@citavet/domain/media/media.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { MediaManager } from './media-manager';

const SPACE_ID = '6f1c2b9e-4a3d-4c1e-9b2a-7d5e8f0a1b2c';
const mediaPath = `/api/spaces/${SPACE_ID}/media`;

function image(id: string, originalName: string, displayOrder: number): Media {
  return {
    id,
    spaceId: SPACE_ID,
    type: 'IMAGE',
    mediaType: 'IMAGE',
    mimeType: 'image/webp',
    url: `/api/files/${id}.webp`,
    thumbnailUrl: `/api/files/${id}-thumb.webp`,
    description: null,
    originalName,
    fileSize: 2048,
    width: 64,
    height: 64,
    duration: null,
    displayOrder,
    order: displayOrder,
    createdAt: '2025-01-10T10:00:00.000Z',
  };
}

const gallery = [
  image('9f0a3c1e-0000-4000-8000-000000000001', 'sala.png', 0),
  image('9f0a3c1e-0000-4000-8000-000000000002', 'quirofano.png', 1),
];

function mockApi(routes: Record<string, (init: RequestInit | undefined) => Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const handler = routes[key];
    return handler
      ? handler(init)
      : jsonResponse(500, { success: false, message: `Sin respuesta simulada para ${key}`, code: 'TEST' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const listAnswer = (media: Media[]) => () =>
  jsonResponse(200, {
    success: true,
    data: { media, pagination: { total: media.length, limit: 50, offset: 0 } },
  });

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => init?.method === method && String(url) === path);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MediaManager', () => {
  it('loads 50 at a time and counts the files by type', async () => {
    const fetchMock = mockApi({ [`GET ${mediaPath}`]: listAnswer(gallery) });
    renderWithProviders(<MediaManager spaceId={SPACE_ID} canEdit />);

    expect(await screen.findByText('2 archivos')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Todos (2)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Imágenes (2)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Videos (0)' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`${mediaPath}?limit=50&offset=0`);
  });

  it('offers an upload from the empty state', async () => {
    mockApi({ [`GET ${mediaPath}`]: listAnswer([]) });
    renderWithProviders(<MediaManager spaceId={SPACE_ID} canEdit />);
    expect(await screen.findByText('Aún no hay fotos ni videos')).toBeInTheDocument();
    expect(screen.getByLabelText('Subir archivos')).toHaveAttribute('type', 'file');
  });

  it("shows 'Error al cargar los medios' with a retry", async () => {
    mockApi({ [`GET ${mediaPath}`]: () => new Response('Bad gateway', { status: 502 }) });
    renderWithProviders(<MediaManager spaceId={SPACE_ID} canEdit />);
    expect(await screen.findByText('Error al cargar los medios', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('sends the whole new order when an item moves', async () => {
    const user = userEvent.setup();
    // The fake server keeps the order it is sent, as the real one does.
    let stored = gallery;
    const fetchMock = mockApi({
      [`GET ${mediaPath}`]: () => listAnswer(stored)(),
      [`PUT ${mediaPath}/reorder`]: (init) => {
        const { mediaIds } = JSON.parse(String(init?.body)) as { mediaIds: string[] };
        stored = mediaIds.flatMap((id) => gallery.filter((item) => item.id === id));
        return jsonResponse(200, { success: true, data: { media: stored, pagination: { total: 2 } } });
      },
    });
    renderWithProviders(<MediaManager spaceId={SPACE_ID} canEdit />);

    await user.click(await screen.findByRole('button', { name: 'Mover después: sala.png' }));
    expect(bodyOf(fetchMock, 'PUT', `${mediaPath}/reorder`)).toEqual({
      mediaIds: [gallery[1]?.id, gallery[0]?.id],
    });
    await vi.waitFor(() => {
      const names = within(screen.getByRole('list', { name: 'Galería' }))
        .getAllByRole('button', { name: /^Ver / })
        .map((button) => button.getAttribute('aria-label'));
      expect(names).toEqual(['Ver quirofano.png', 'Ver sala.png']);
    });
    // The moved item's button keeps the focus, so the keyboard can keep moving it.
    expect(screen.getByRole('button', { name: 'Mover antes: sala.png' })).toHaveFocus();
  });

  it('asks before deleting every selected file and sends them together', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [`GET ${mediaPath}`]: listAnswer(gallery),
      [`DELETE ${mediaPath}`]: () =>
        jsonResponse(200, {
          success: true,
          message: 'Archivos eliminados exitosamente',
          data: { deletedIds: gallery.map((item) => item.id), pagination: { total: 0 } },
        }),
    });
    renderWithProviders(<MediaManager spaceId={SPACE_ID} canEdit />);

    await user.click(await screen.findByLabelText('Seleccionar todo'));
    expect(screen.getByText('2 seleccionados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar seleccionados' }));
    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText('¿Estás seguro de que quieres eliminar estos 2 archivos?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    await vi.waitFor(() =>
      expect(bodyOf(fetchMock, 'DELETE', mediaPath)).toEqual({ mediaIds: gallery.map((item) => item.id) }),
    );
  });

  it("keeps the dialog open with 'Error al eliminar el medio' when one delete fails", async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${mediaPath}`]: listAnswer(gallery),
      [`DELETE ${mediaPath}/${gallery[0]?.id}`]: () =>
        jsonResponse(404, { success: false, message: 'Medio no encontrado', code: 'MEDIA_NOT_FOUND' }),
    });
    renderWithProviders(<MediaManager spaceId={SPACE_ID} canEdit />);

    await user.click(await screen.findByRole('button', { name: 'Eliminar: sala.png' }));
    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText('¿Estás seguro de que quieres eliminar este archivo?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(
      await within(dialog).findByText('Error al eliminar el medio: Medio no encontrado'),
    ).toBeInTheDocument();
  });

  it('shows the gallery without editing tools to a member', async () => {
    mockApi({ [`GET ${mediaPath}`]: listAnswer(gallery) });
    renderWithProviders(<MediaManager spaceId={SPACE_ID} canEdit={false} />);
    expect(await screen.findByRole('button', { name: 'Ver sala.png' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Subir archivos')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Seleccionar todo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).not.toBeInTheDocument();
  });
});
