import '../zod-spanish';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CreateClientSchema,
  futureBookingsMessage,
  MergeClientsSchema,
  nextConsentAt,
  UpdateClientSchema,
} from './client.schema';

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('CreateClientSchema', () => {
  it('trims, turns blanks into null and fills the defaults', () => {
    expect(
      CreateClientSchema.parse({ name: ' Lucía Pérez ', email: '', phone: ' +34 600 123 456 ' }),
    ).toEqual({
      name: 'Lucía Pérez',
      email: null,
      phone: '+34 600 123 456',
      whatsapp: null,
      documentId: null,
      address: null,
      notes: null,
      reminderConsent: false,
      marketingConsent: false,
      smsConsent: false,
    });
  });

  it('answers each bad field in Spanish', () => {
    expect(messagesOf(CreateClientSchema, { name: ' ' })).toEqual(['El nombre del cliente es requerido']);
    expect(messagesOf(CreateClientSchema, { name: 'A', email: 'no-es-correo' })).toEqual([
      'Ingresa un correo electrónico válido',
    ]);
    expect(messagesOf(CreateClientSchema, { name: 'A', phone: 'llámame' })).toEqual([
      'Ingresa un teléfono válido',
    ]);
    expect(messagesOf(CreateClientSchema, { name: 'A', whatsapp: '---' })).toEqual([
      'Ingresa un número de WhatsApp válido',
    ]);
    expect(messagesOf(CreateClientSchema, { name: 'A', documentId: 'x'.repeat(41) })).toEqual([
      'El documento debe tener como máximo 40 caracteres',
    ]);
  });

  it('refuses unknown fields', () => {
    expect(CreateClientSchema.safeParse({ name: 'A', role: 'ADMIN' }).success).toBe(false);
  });
});

describe('UpdateClientSchema', () => {
  it('leaves absent fields absent and clears blank ones', () => {
    expect(UpdateClientSchema.parse({ phone: '' })).toEqual({ phone: null });
    expect(UpdateClientSchema.parse({ archived: false })).toEqual({ archived: false });
  });
});

describe('MergeClientsSchema', () => {
  it('refuses merging a client into itself', () => {
    const id = '7d444840-9dc0-11d1-b245-5ffdce74fad2';
    expect(messagesOf(MergeClientsSchema, { targetId: id, sourceId: id.toUpperCase() })).toEqual([
      'No se puede fusionar un cliente consigo mismo',
    ]);
  });
});

describe('nextConsentAt', () => {
  const earlier = new Date('2026-01-01T10:00:00Z');
  const now = new Date('2026-03-01T10:00:00Z');
  it('keeps the first consent, records a new one, clears a withdrawn one', () => {
    expect(nextConsentAt(earlier, true, now)).toBe(earlier);
    expect(nextConsentAt(null, true, now)).toBe(now);
    expect(nextConsentAt(earlier, false, now)).toBeNull();
    expect(nextConsentAt(earlier, undefined, now)).toBe(earlier);
  });
});

describe('futureBookingsMessage', () => {
  it('counts the appointments in Spanish', () => {
    expect(futureBookingsMessage(1)).toBe(
      'El cliente tiene 1 cita futura. Confirma para cancelarla y eliminar el cliente.',
    );
    expect(futureBookingsMessage(3)).toContain('3 citas futuras');
  });
});
