import type { RecordEntryView } from '@citavet/domain/records/record-entry.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { jsonResponse, renderWithProviders, sampleProfile } from '@/test/render';
import { PetHistory } from './pet-history';

const fetchMock = vi.fn<typeof fetch>();
const SPACE = '11111111-1111-4111-8111-111111111111';
const PET = '33333333-3333-4333-8333-333333333333';
const OWNER = '44444444-4444-4444-8444-444444444444';
const ME = { id: sampleProfile.id, name: 'Vera Veterinaria' };

const entry = (overrides: Partial<RecordEntryView>): RecordEntryView => ({
  id: '44444444-4444-4444-8444-444444444444',
  petId: PET,
  kind: 'NOTE',
  status: 'DRAFT',
  content: { title: null, text: 'Nota' },
  occurredAt: '2026-03-02T08:30:00.000Z',
  localDateTime: '2026-03-02 09:30',
  bookingId: null,
  author: ME,
  signedBy: null,
  signedAt: null,
  allergyOverride: null,
  createdAt: '2026-03-02T08:30:00.000Z',
  updatedAt: '2026-03-02T08:30:00.000Z',
  addenda: [],
  attachments: [],
  ...overrides,
});

const records = [
  entry({ content: { title: 'Llamada', text: 'Llamó la dueña' } }),
  entry({
    id: '55555555-5555-4555-8555-555555555555',
    kind: 'CONSULTATION',
    status: 'SIGNED',
    author: { id: 'otra', name: 'Dr. Otro' },
    signedBy: { id: 'otra', name: 'Dr. Otro' },
    signedAt: '2026-03-01T10:00:00.000Z',
    content: {
      reason: 'Otitis',
      anamnesis: null,
      exam: {
        weightKg: 12.5,
        temperatureC: 38.6,
        heartRate: null,
        respiratoryRate: null,
        bodyCondition: null,
        mucousMembranes: null,
        findings: null,
      },
      presumptiveDiagnosis: null,
      definitiveDiagnosis: null,
      treatment: null,
      ownerInstructions: null,
      nextControlOn: null,
    },
    addenda: [
      {
        id: 'a1',
        text: 'Peso corregido',
        author: ME,
        createdAt: '2026-03-02T08:00:00.000Z',
        localDateTime: '2026-03-02 09:00',
      },
    ],
  }),
];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useAuthStore.setState({ user: sampleProfile });
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/vaccinations')) {
      return jsonResponse(200, {
        success: true,
        data: {
          card: {
            today: '2026-03-02',
            overdueCount: 1,
            dueCount: 0,
            lines: [
              {
                recordId: 'v1',
                kind: 'VACCINATION',
                product: 'Rabia',
                laboratory: null,
                lot: null,
                dose: null,
                givenOn: '2025-03-01',
                nextDueOn: '2026-03-01',
                status: 'OVERDUE',
                daysUntilDue: -1,
              },
            ],
          },
        },
      });
    }
    if (url.includes('/weights')) {
      return jsonResponse(200, {
        success: true,
        data: { weights: [{ recordId: 'w1', date: '2026-03-01', weightKg: 12.5 }] },
      });
    }
    return jsonResponse(200, { success: true, data: { records, nextCursor: null } });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('PetHistory', () => {
  it('shows alerts, the timeline with its actions, the overdue vaccine and the weight table', async () => {
    renderWithProviders(<PetHistory spaceId={SPACE} petId={PET} petName="Canela" ownerId={OWNER} />);
    expect(await screen.findByText('Vacunas vencidas: Rabia')).toBeInTheDocument();
    expect(screen.getByText('Hay 1 entrada en borrador sin firmar.')).toBeInTheDocument();

    const draft = screen.getByRole('article', { name: 'Nota: Llamada' });
    expect(within(draft).getByRole('button', { name: 'Firmar' })).toBeInTheDocument();
    expect(within(draft).queryByRole('button', { name: 'Agregar adenda' })).toBeNull();

    const signed = screen.getByRole('article', { name: 'Consulta: Otitis' });
    expect(within(signed).getByText('Peso 12,5 kg · T.ª 38,6 °C')).toBeInTheDocument();
    expect(within(signed).getByRole('region', { name: 'Adendas' })).toHaveTextContent('Peso corregido');
    expect(within(signed).queryByRole('button', { name: 'Firmar' })).toBeNull();
    expect(within(signed).queryByRole('button', { name: 'Editar' })).toBeNull();

    expect(screen.getByText('Vencida')).toBeInTheDocument();
    // One weighing: no chart to draw, the table is shown open.
    expect(screen.getByRole('table', { name: 'Pesos registrados' })).toHaveTextContent('12,5 kg');
  });

  it('asks before signing and sends the signature', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PetHistory spaceId={SPACE} petId={PET} petName="Canela" ownerId={OWNER} />);
    const draft = await screen.findByRole('article', { name: 'Nota: Llamada' });
    await user.click(within(draft).getByRole('button', { name: 'Firmar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Firmar entrada' });
    expect(dialog).toHaveTextContent('no se puede modificar');
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse(200, {
        success: true,
        message: 'Entrada firmada',
        data: {
          record: { ...records[0], status: 'SIGNED', signedBy: ME, signedAt: '2026-03-02T08:31:00.000Z' },
        },
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Firmar' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).endsWith(`/records/${records[0]?.id}/sign`) && init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });

  it('warns of a prescription against the alerts and signs only once the vet confirms', async () => {
    const prescription = entry({
      id: '66666666-6666-4666-8666-666666666666',
      kind: 'PRESCRIPTION',
      content: { items: [{ drug: 'Amoxicilina 250 mg', dose: '1 comprimido' }], notes: null },
    });
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/sign') && init?.method === 'POST') {
        return jsonResponse(200, {
          success: true,
          message: 'Entrada firmada',
          data: {
            record: { ...prescription, status: 'SIGNED', signedBy: ME, signedAt: '2026-03-02T08:31:00.000Z' },
          },
        });
      }
      if (url.includes('/vaccinations')) {
        return jsonResponse(200, {
          success: true,
          data: { card: { today: '2026-03-02', overdueCount: 0, dueCount: 0, lines: [] } },
        });
      }
      if (url.includes('/weights')) return jsonResponse(200, { success: true, data: { weights: [] } });
      return jsonResponse(200, { success: true, data: { records: [prescription], nextCursor: null } });
    });
    const user = userEvent.setup();
    renderWithProviders(
      <PetHistory
        spaceId={SPACE}
        petId={PET}
        petName="Canela"
        ownerId={OWNER}
        alerts={['Alergia a la penicilina']}
      />,
    );
    const draft = await screen.findByRole('article', { name: /Receta/ });
    await user.click(within(draft).getByRole('button', { name: 'Firmar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Firmar entrada' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Amoxicilina 250 mg (penicilinas) — alerta «Alergia a la penicilina»',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Firmar igualmente' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /Conozco la alerta/ }));
    await user.click(confirm);
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) =>
        String(url).endsWith(`/records/${prescription.id}/sign`),
      );
      expect(call?.[1]?.body).toBe(JSON.stringify({ confirmAllergyOverride: true }));
    });
  });
});
