import type { Service } from '@citavet/domain/services/service.schema';
import type { MemberSpace } from '@citavet/domain/spaces/space.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse, renderWithProviders, seedSpaces } from '@/test/render';
import { ServiceFormDialog } from './service-form-dialog';

const fetchMock = vi.fn<typeof fetch>();

const sampleService: Service = {
  id: '7d0c2f4e-1b7a-4a39-9a57-2a3c6f1f0b11',
  spaceId: 'space-1',
  name: 'Consulta general',
  description: 'Revisión completa',
  category: 'consulta',
  duration: 30,
  price: 25,
  currency: 'EUR',
  isActive: true,
  isBookableByClients: true,
  requiresApproval: false,
  allowRescheduling: true,
  allowCancellation: true,
  minAdvanceBooking: 2,
  maxAdvanceBooking: 30,
  cancellationPolicy: null,
  settings: null,
  slotStep: null,
  bufferBefore: 0,
  bufferAfter: 0,
  dailyCap: null,
  hosts: [],
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

/** The dashboard has the spaces list loaded before any service form opens. */
function spacesLoaded(defaultCurrency = 'USD') {
  const space = { id: 'space-1', defaultCurrency } as MemberSpace;
  const queryClient = createTestQueryClient();
  seedSpaces(queryClient, [space], space);
  return queryClient;
}

function renderDialog(service: Service | null = null, queryClient = spacesLoaded()) {
  const onOpenChange = vi.fn();
  renderWithProviders(
    <ServiceFormDialog spaceId="space-1" service={service} isOpen onOpenChange={onOpenChange} />,
    { queryClient },
  );
  return { onOpenChange, dialog: screen.getByRole('dialog') };
}

function sentBody(): unknown {
  return JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
}

describe('ServiceFormDialog', () => {
  it("starts a new service in the space's default currency", () => {
    // Only the fields the form reads; the rest of the space does not matter here.
    const { dialog } = renderDialog(null, spacesLoaded('MXN'));
    expect(within(dialog).getByLabelText('Moneda')).toHaveValue('MXN');
  });

  it("opens as 'Nuevo Servicio' with Create disabled while the name is blank", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole('heading', { name: 'Nuevo Servicio' })).toBeInTheDocument();
    const create = within(dialog).getByRole('button', { name: 'Crear Servicio' });
    expect(create).toBeDisabled();

    await user.type(within(dialog).getByLabelText(/Nombre/), '   ');
    await user.tab();
    expect(await within(dialog).findByText('El nombre es requerido')).toBeInTheDocument();
    expect(create).toBeDisabled();

    await user.type(within(dialog).getByLabelText(/Nombre/), 'Vacunación anual');
    expect(create).toBeEnabled();
  });

  it('shows the duration and price messages and sends nothing', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.type(within(dialog).getByLabelText(/Nombre/), 'Vacunación anual');
    const duration = within(dialog).getByLabelText(/Duración/);
    await user.clear(duration);
    await user.type(duration, '0');
    const price = within(dialog).getByLabelText(/Precio/);
    await user.clear(price);
    await user.type(price, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Crear Servicio' }));

    expect(await within(dialog).findByText('La duración debe ser mayor a 0')).toBeInTheDocument();
    expect(within(dialog).getByText('El precio no puede ser negativo')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Crear Servicio' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps the modal between 1 and 480 minutes, the domain's bounds, and says so under the field", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.type(within(dialog).getByLabelText(/Nombre/), 'Corte de uñas');
    const duration = within(dialog).getByLabelText(/Duración/);
    await user.clear(duration);
    expect(within(dialog).getByText('Entre 1 y 480 minutos')).toBeInTheDocument();
    await user.type(duration, '3');
    await user.tab();
    expect(within(dialog).queryByText(/La duración/)).not.toBeInTheDocument();
    await user.clear(duration);
    await user.type(duration, '0');
    await user.tab();
    expect(await within(dialog).findByText('La duración debe ser mayor a 0')).toBeInTheDocument();
    await user.clear(duration);
    await user.type(duration, '500');
    await user.tab();
    expect(await within(dialog).findByText('La duración debe ser entre 1 y 480 minutos')).toBeInTheDocument();
  });

  it('creates the service with the defaults and the chosen fields', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(201, {
        success: true,
        message: 'Servicio creado exitosamente',
        data: { service: { ...sampleService, name: 'Cirugía menor' } },
      }),
    );
    const user = userEvent.setup();
    const { dialog, onOpenChange } = renderDialog();
    await user.type(within(dialog).getByLabelText(/Nombre/), '  Cirugía menor ');
    await user.selectOptions(within(dialog).getByLabelText('Categoría'), 'cirugia');
    const price = within(dialog).getByLabelText(/Precio/);
    await user.clear(price);
    await user.type(price, '120.50');
    await user.selectOptions(within(dialog).getByLabelText('Moneda'), 'UYU');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Requiere aprobación' }));
    await user.clear(within(dialog).getByLabelText('Antelación máxima (días)'));
    await user.click(within(dialog).getByRole('button', { name: 'Crear Servicio' }));

    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/spaces/space-1/services');
    expect(init?.method).toBe('POST');
    expect(sentBody()).toEqual({
      name: 'Cirugía menor',
      description: null,
      category: 'cirugia',
      duration: 30,
      price: 120.5,
      currency: 'UYU',
      isActive: true,
      isBookableByClients: true,
      requiresApproval: true,
      allowRescheduling: true,
      allowCancellation: true,
      minAdvanceBooking: 0,
      maxAdvanceBooking: null,
      slotStep: null,
      bufferBefore: 0,
      bufferAfter: 0,
      dailyCap: null,
    });
  });

  it('shows the server message and stays open', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(403, {
        success: false,
        message: 'Solo los administradores del espacio pueden gestionar servicios',
        code: 'ADMIN_ONLY',
      }),
    );
    const user = userEvent.setup();
    const { dialog, onOpenChange } = renderDialog();
    await user.type(within(dialog).getByLabelText(/Nombre/), 'Vacunación anual');
    await user.click(within(dialog).getByRole('button', { name: 'Crear Servicio' }));

    expect(
      await within(dialog).findByText('Solo los administradores del espacio pueden gestionar servicios'),
    ).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("falls back to 'Error al crear servicio' when the server sends no message", async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.type(within(dialog).getByLabelText(/Nombre/), 'Vacunación anual');
    await user.click(within(dialog).getByRole('button', { name: 'Crear Servicio' }));
    expect(await within(dialog).findByText('Error al crear servicio')).toBeInTheDocument();
  });

  it("edits a service as 'Editar Servicio' and sends a PUT", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { success: true, data: { service: { ...sampleService, duration: 45 } } }),
    );
    const user = userEvent.setup();
    const { dialog, onOpenChange } = renderDialog(sampleService);
    expect(within(dialog).getByRole('heading', { name: 'Editar Servicio' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Nombre/)).toHaveValue('Consulta general');
    expect(within(dialog).getByLabelText(/Precio/)).toHaveValue('25,00');
    const duration = within(dialog).getByLabelText(/Duración/);
    await user.clear(duration);
    await user.type(duration, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));

    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/services/${sampleService.id}`);
    expect(init?.method).toBe('PUT');
    expect(sentBody()).toMatchObject({ name: 'Consulta general', duration: 45, price: 25, currency: 'EUR' });
  });
});
