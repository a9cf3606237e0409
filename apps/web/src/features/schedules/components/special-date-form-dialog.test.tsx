import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { SpecialDateFormDialog } from './special-date-dialogs';

const fetchMock = vi.fn<typeof fetch>();
const SPACE_ID = '0b7f3c1e-5a0c-4f3e-9a55-0c1b2d3e4f50';
const ANA_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const hosts = [
  { id: ANA_ID, name: 'Ana Martínez', email: 'ana@clinica.com', role: 'MEMBER' as const, dailyCap: null },
];

function saved(values: Record<string, unknown>) {
  return {
    id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
    spaceId: SPACE_ID,
    hostId: null,
    host: null,
    note: null,
    createdBy: ANA_ID,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...values,
  };
}

function posts() {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderDialog(kind: 'ADD' | 'REPLACE', onClose = vi.fn()) {
  renderWithProviders(
    <SpecialDateFormDialog
      spaceId={SPACE_ID}
      editing={{ entry: null, kind }}
      onClose={onClose}
      isAdmin
      userId={ANA_ID}
      hosts={hosts}
      today="2026-11-26"
      timeZone="Europe/Madrid"
    />,
  );
  return { dialog: screen.getByRole('dialog'), onClose };
}

function setValue(field: HTMLElement, value: string) {
  fireEvent.input(field, { target: { value } });
  fireEvent.blur(field);
}

describe('SpecialDateFormDialog', () => {
  it('refuses an end before the start in Spanish and sends nothing', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog('ADD');
    setValue(within(dialog).getByLabelText('Desde'), '14:00');
    setValue(within(dialog).getByLabelText('Hasta'), '10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('La hora de fin debe ser posterior a la de inicio'),
    ).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('sends a clinic-wide change of hours running to 24:00, then closes', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(201, {
        success: true,
        message: 'Horario especial guardado',
        data: {
          scheduleOverride: saved({
            date: '2026-12-24',
            kind: 'REPLACE',
            startTime: '09:00',
            endTime: '24:00',
          }),
        },
      }),
    );
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog('REPLACE');
    expect(within(dialog).getByRole('heading', { name: 'Cambiar horario del día' })).toBeInTheDocument();
    setValue(within(dialog).getByLabelText('Fecha'), '2026-12-24');
    await user.click(within(dialog).getByLabelText('Hasta el final del día (24:00)'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [call] = posts();
    expect(String(call?.[0])).toContain(`/spaces/${SPACE_ID}/schedule-overrides`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      hostId: null,
      date: '2026-12-24',
      kind: 'REPLACE',
      startTime: '09:00',
      endTime: '24:00',
      note: null,
    });
  });

  it('shows the server’s overlap refusal inside the dialog', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(409, {
        success: false,
        code: 'DATE_OVERRIDE_OVERLAP',
        message: 'Ya existe un horario especial del mismo tipo que se solapa ese día',
      }),
    );
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog('ADD');
    await user.selectOptions(within(dialog).getByLabelText('Para'), ANA_ID);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText(/Ya existe un horario especial del mismo tipo/),
    ).toBeInTheDocument();
    expect(JSON.parse(String(posts()[0]?.[1]?.body)).hostId).toBe(ANA_ID);
    expect(onClose).not.toHaveBeenCalled();
  });
});
