import type { Member } from '@citavet/domain/members/member.schema';
import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import type { Service } from '@citavet/domain/services/service.schema';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { renderWithProviders } from '@/test/render';
import { AppointmentModal, type AppointmentModalProps } from './appointment-modal';

// A two-member space for the appointment modal's tests, and the modal rendered over it.

export const ADMIN_ID = '11111111-1111-4111-8111-111111111111';
export const VET_ID = '22222222-2222-4222-8222-222222222222';
export const TIME_ZONE = 'Europe/Madrid';

export function member(userId: string, name: string, role: 'ADMIN' | 'MEMBER'): Member {
  return {
    id: `member-${userId}`,
    spaceId: 'space-1',
    userId,
    role,
    effectiveRole: role,
    joinedAt: '2026-01-01T10:00:00.000Z',
    user: {
      id: userId,
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}@clinica.test`,
      avatar: null,
      role: 'HOST',
    },
    hasCalendar: true,
    dailyCap: null,
  };
}

export function service(id: string, name: string, duration: number, price: number): Service {
  return {
    id,
    spaceId: 'space-1',
    name,
    description: null,
    category: null,
    duration,
    price,
    currency: 'EUR',
    isActive: true,
    isBookableByClients: true,
    requiresApproval: false,
    allowRescheduling: true,
    allowCancellation: true,
    minAdvanceBooking: 0,
    maxAdvanceBooking: 30,
    cancellationPolicy: null,
    settings: null,
    slotStep: null,
    bufferBefore: 0,
    bufferAfter: 0,
    dailyCap: null,
    hosts: [],
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
  };
}

export function schedule(id: string, serviceId: string, hostId: string, dayOfWeek: number): SpaceSchedule {
  return {
    id,
    serviceId,
    serviceName: serviceId,
    hostId,
    host: { id: hostId, name: hostId, email: `${hostId}@clinica.test`, avatar: null },
    dayOfWeek,
    startTime: '08:00',
    endTime: '20:00',
    isActive: true,
    customPrice: null,
    timeZone: TIME_ZONE,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
  };
}

export const consultation = service('33333333-3333-4333-8333-333333333333', 'Consulta general', 30, 35);
export const vaccination = service('44444444-4444-4444-8444-444444444444', 'Vacunación', 20, 25);
export const surgery = service('55555555-5555-4555-8555-555555555555', 'Cirugía menor', 90, 180);
// 2026-03-10 is a Tuesday (weekday 2).
export const VET_CONSULTATION_SCHEDULE = '66666666-6666-4666-8666-666666666666';

export const createdBooking = {
  id: 'booking-1',
  spaceId: 'space-1',
  startTime: '2026-03-10T09:00:00.000Z',
  endTime: '2026-03-10T09:30:00.000Z',
  status: 'CONFIRMED',
  notes: 'Primera visita',
  createdAt: '2026-03-09T09:00:00.000Z',
  cancellationReason: null,
  pet: null,
  reason: null,
  client: { id: null, name: 'Marta Sánchez', email: null, phone: null, avatar: null },
  service: {
    id: consultation.id,
    name: 'Consulta general',
    description: null,
    duration: 30,
    price: 35,
    currency: 'EUR',
  },
  host: { id: VET_ID, name: 'Carlos Ruiz', email: 'carlos@clinica.test', avatar: null },
  serviceSchedule: null,
  isOutsideSchedule: false,
  clientConfirmedAt: null,
  checkedInAt: null,
  consultationStartedAt: null,
  isReturningClient: false,
  timeZone: TIME_ZONE,
};

export function renderModal(overrides: Partial<AppointmentModalProps> = {}) {
  const onOpenChange = vi.fn();
  const props: AppointmentModalProps = {
    isOpen: true,
    onOpenChange,
    draft: { date: '2026-03-10' },
    timeZone: TIME_ZONE,
    timeZoneNote: null,
    clock: { today: '2026-03-09', minutesOfDay: 10 * 60 },
    members: [member(ADMIN_ID, 'Laura Gómez', 'ADMIN'), member(VET_ID, 'Carlos Ruiz', 'MEMBER')],
    services: [consultation, vaccination, surgery],
    schedules: [
      schedule(VET_CONSULTATION_SCHEDULE, consultation.id, VET_ID, 2),
      schedule('77777777-7777-4777-8777-777777777777', consultation.id, ADMIN_ID, 2),
      schedule('88888888-8888-4888-8888-888888888888', vaccination.id, ADMIN_ID, 2),
      { ...schedule('99999999-9999-4999-8999-999999999999', surgery.id, VET_ID, 2), isActive: false },
    ],
    isAdmin: true,
    currentUserId: ADMIN_ID,
    ...overrides,
  };
  renderWithProviders(
    <>
      <AppointmentModal {...props} />
      <Toaster />
    </>,
  );
  return { onOpenChange, user: userEvent.setup() };
}

export function setField(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
