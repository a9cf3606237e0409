import '../zod-spanish';
import { describe, expect, it } from 'vitest';
import {
  CancelByLinkSchema,
  CreatePublicBookingSchema,
  IdempotencyHeadersSchema,
} from './public-booking.schema';

const valid = {
  serviceScheduleId: '6f1c4a52-7c4e-4f53-9a57-3c2f3f3b2a10',
  startTime: '2026-03-10T10:00',
  endTime: '2026-03-10T10:30',
  clientInfo: { name: ' Lucía ', email: ' lucia@example.com ' },
};
const messagesOf = (input: unknown) => {
  const result = CreatePublicBookingSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('CreatePublicBookingSchema', () => {
  it('accepts clinic-local times and ISO instants, trims the contact and defaults the honeypot', () => {
    expect(CreatePublicBookingSchema.parse(valid).clientInfo).toEqual({
      name: 'Lucía',
      email: 'lucia@example.com',
      phone: null,
      website: '',
    });
    expect(
      CreatePublicBookingSchema.safeParse({
        ...valid,
        startTime: '2026-03-10T09:00:00.000Z',
        endTime: '2026-03-10T10:30:00+01:00',
      }).success,
    ).toBe(true);
  });

  it("answers the spec's messages", () => {
    expect(messagesOf({ ...valid, clientInfo: { name: '', email: 'a@b.es' } })).toEqual([
      'El nombre es obligatorio',
    ]);
    expect(messagesOf({ ...valid, clientInfo: { name: 'Ana' } })).toEqual([
      'El correo electrónico es obligatorio',
    ]);
    expect(messagesOf({ ...valid, clientInfo: { name: 'Ana', email: 'x' } })).toEqual([
      'Ingresa un correo electrónico válido',
    ]);
    expect(messagesOf({ ...valid, serviceScheduleId: undefined })).toEqual([
      'Error: No se encontró información del horario',
    ]);
    expect(messagesOf({ ...valid, endTime: '2026-03-10T09:30' })).toEqual([
      'La hora de fin debe ser posterior a la de inicio',
    ]);
  });

  it('refuses unknown fields and seconds', () => {
    expect(CreatePublicBookingSchema.safeParse({ ...valid, notes: 'x' }).success).toBe(false);
    expect(CreatePublicBookingSchema.safeParse({ ...valid, startTime: '2026-03-10T10:00:30' }).success).toBe(
      false,
    );
  });
});

describe('link and header schemas', () => {
  it('takes a bare cancel as no reason', () => {
    expect(CancelByLinkSchema.parse(null)).toEqual({ reason: null });
    expect(CancelByLinkSchema.parse({ reason: '  ' })).toEqual({ reason: null });
  });

  it('limits idempotency keys to 200 characters', () => {
    expect(IdempotencyHeadersSchema.safeParse({ 'idempotency-key': 'k'.repeat(200) }).success).toBe(true);
    expect(IdempotencyHeadersSchema.safeParse({ 'idempotency-key': 'k'.repeat(201) }).success).toBe(false);
  });
});
