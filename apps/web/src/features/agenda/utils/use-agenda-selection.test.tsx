import type { Member } from '@citavet/domain/members/member.schema';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAgendaSelection } from './use-agenda-selection';

const SPACE = '6f1c2b9e-4a3d-4c1e-9b2a-7d5e8f0a1b2c';
const ANA = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const BRUNO = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const RECEPTION = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const CLIENT = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

function member(userId: string, role: Member['role'], name: string): Member {
  return {
    id: `m-${userId}`,
    spaceId: SPACE,
    userId,
    role,
    effectiveRole: role,
    joinedAt: '2026-01-01T00:00:00.000Z',
    user: { id: userId, name, email: null, avatar: null, role: 'HOST' },
    hasCalendar: true,
    dailyCap: null,
  };
}

const members = [
  member(ANA, 'ADMIN', 'Ana'),
  member(BRUNO, 'MEMBER', 'Bruno'),
  member(RECEPTION, 'RECEPTION', 'Rita'),
];

function renderSelection(currentUserId: string, canSeeAllAgendas: boolean, url = '/agenda') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () =>
      useAgendaSelection({
        spaceId: SPACE,
        timeZone: 'Europe/Madrid',
        members,
        currentUserId,
        canSeeAllAgendas,
      }),
    { wrapper },
  );
}

afterEach(() => {
  localStorage.clear();
});

describe('what the agenda shows and has open', () => {
  it('starts reception on every professional, and a professional who may not look further on their own', () => {
    const reception = renderSelection(RECEPTION, true).result.current;
    expect(reception.professionalIds).toEqual([ANA, BRUNO]);
    expect(reception.isProfessional).toBe(false);
    expect(reception.hostIds).toEqual([ANA, BRUNO]);
    expect(renderSelection(BRUNO, false).result.current.hostIds).toEqual([BRUNO]);
  });

  it('opens a pre-filled Nueva Cita on the linked day and professional, once', () => {
    const url = `/agenda?nueva=1&fecha=2026-05-04&cliente=${CLIENT}&profesional=${BRUNO}&motivo=Control`;
    const { result } = renderSelection(ANA, true, url);
    expect(result.current.selectedDate).toBe('2026-05-04');
    expect(result.current.hostIds).toEqual([BRUNO]);
    expect(result.current.dialog).toEqual({
      kind: 'new',
      draft: {
        date: '2026-05-04',
        assignedMember: BRUNO,
        clientId: CLIENT,
        petId: undefined,
        reason: 'Control',
        isFirstFreeSlot: true,
      },
    });
  });

  it('gives a new appointment to the only agenda shown, else to oneself when shown, else to nobody', () => {
    const { result } = renderSelection(ANA, true);
    act(() => result.current.chooseMembers([BRUNO]));
    act(() => result.current.open.newAppointment('2026-05-04', '10:00'));
    expect(result.current.dialog).toEqual({
      kind: 'new',
      draft: { date: '2026-05-04', startTime: '10:00', assignedMember: BRUNO },
    });
    act(() => result.current.chooseMembers([ANA, BRUNO]));
    act(() => result.current.open.newAppointment('2026-05-04'));
    expect(result.current.dialog).toMatchObject({ draft: { assignedMember: ANA } });
    const reception = renderSelection(RECEPTION, true).result;
    act(() => reception.current.open.newAppointment('2026-05-04'));
    expect(reception.current.dialog).toMatchObject({ draft: { assignedMember: undefined } });
  });

  it('opens a day from the week or month on the day view', () => {
    const { result } = renderSelection(ANA, true);
    act(() => result.current.setView('monthly'));
    act(() => result.current.open.day('2026-06-10'));
    expect(result.current.view).toBe('daily');
    expect(result.current.selectedDate).toBe('2026-06-10');
  });
});
