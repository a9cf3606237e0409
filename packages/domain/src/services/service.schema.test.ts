import '../zod-spanish';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CreateServiceSchema,
  DURATION_RANGE_MESSAGE,
  MAX_SERVICE_DURATION,
  MIN_SERVICE_DURATION,
  UpdateServiceSchema,
} from './service.schema';
import { SetupServiceFormSchema } from './setup-service-form.schema';

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('the duration message', () => {
  it('names the bounds the schema holds', () => {
    expect(DURATION_RANGE_MESSAGE).toBe(
      `La duración debe ser entre ${MIN_SERVICE_DURATION} y ${MAX_SERVICE_DURATION} minutos`,
    );
  });
});

describe('CreateServiceSchema', () => {
  it('fills the defaults (the currency is left to the space default)', () => {
    expect(CreateServiceSchema.parse({ name: '  Consulta general ' })).toEqual({
      name: 'Consulta general',
      description: null,
      category: null,
      duration: 30,
      price: 0,
      isActive: true,
      isBookableByClients: true,
      requiresApproval: false,
      allowRescheduling: true,
      allowCancellation: true,
      minAdvanceBooking: 0,
      maxAdvanceBooking: 30,
      cancellationPolicy: null,
      settings: null,
      // Decisions 046–048: no step of its own (the duration), no buffers, no daily cap.
      slotStep: null,
      bufferBefore: 0,
      bufferAfter: 0,
      dailyCap: null,
    });
  });

  it('reads a price typed with a decimal comma as Spanish writes it, never as thousands', () => {
    expect(CreateServiceSchema.parse({ name: 'Consulta', price: '35,50' }).price).toBe(35.5);
    expect(SetupServiceFormSchema.parse({ name: 'Consulta', price: '35,50', duration: 30 }).price).toBe(35.5);
    expect(CreateServiceSchema.safeParse({ name: 'Consulta', price: '1.035,50' }).success).toBe(false);
  });

  it('reads a price typed as text and an empty category as none', () => {
    const parsed = CreateServiceSchema.parse({
      name: 'Vacuna',
      price: '12.50',
      category: '',
      description: '',
    });
    expect(parsed.price).toBe(12.5);
    expect(parsed.category).toBeNull();
    expect(parsed.description).toBeNull();
  });

  it.each([
    [{ name: '' }, 'El nombre es requerido'],
    [{ name: '    ' }, 'El nombre es requerido'],
    [{}, 'El nombre es requerido'],
    [{ name: 'X', duration: 0 }, 'La duración debe ser mayor a 0'],
    [{ name: 'X', duration: -5 }, 'La duración debe ser mayor a 0'],
    [{ name: 'X', duration: 481 }, 'La duración debe ser entre 1 y 480 minutos'],
    [{ name: 'X', duration: 30.5 }, 'La duración debe ser entre 1 y 480 minutos'],
    [{ name: 'X', price: -1 }, 'El precio no puede ser negativo'],
    [{ name: 'X', price: '-1' }, 'El precio no puede ser negativo'],
    [{ name: 'X', price: 10.555 }, 'El precio puede tener como máximo 2 decimales'],
    [{ name: 'X', price: 'diez' }, 'El precio debe ser un número'],
    [{ name: 'X', currency: 'GBP' }, 'Moneda inválida'],
    [{ name: 'X', category: 'peluqueria' }, 'Categoría inválida'],
    [{ name: 'X', minAdvanceBooking: -1 }, 'La antelación mínima no puede ser negativa'],
    [{ name: 'X', maxAdvanceBooking: 0 }, 'La antelación máxima debe ser de al menos 1 día'],
    [
      { name: 'X', minAdvanceBooking: 48, maxAdvanceBooking: 1 },
      'La antelación mínima no puede superar la antelación máxima',
    ],
  ])('refuses %j with the spec message', (input, message) => {
    expect(messagesOf(CreateServiceSchema, input)).toContain(message);
  });

  it('accepts every category and currency of the spec, and no maximum advance', () => {
    for (const category of ['consulta', 'cirugia', 'vacunacion', 'emergencia', 'estetica', 'otro']) {
      expect(CreateServiceSchema.safeParse({ name: 'X', category }).success).toBe(true);
    }
    for (const currency of ['USD', 'EUR', 'UYU', 'ARS', 'MXN']) {
      expect(CreateServiceSchema.safeParse({ name: 'X', currency }).success).toBe(true);
    }
    expect(CreateServiceSchema.parse({ name: 'X', maxAdvanceBooking: null }).maxAdvanceBooking).toBeNull();
  });

  it('refuses unknown fields', () => {
    expect(CreateServiceSchema.safeParse({ name: 'X', spaceId: 'abc' }).success).toBe(false);
  });
});

describe('UpdateServiceSchema', () => {
  it('accepts any subset without filling defaults', () => {
    expect(UpdateServiceSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(UpdateServiceSchema.parse({ price: '20', category: null })).toEqual({ price: 20, category: null });
  });

  it('refuses an empty change and bad values', () => {
    expect(messagesOf(UpdateServiceSchema, {})).toEqual(['Indica al menos un campo para actualizar']);
    expect(messagesOf(UpdateServiceSchema, { name: ' ' })).toContain('El nombre es requerido');
    expect(messagesOf(UpdateServiceSchema, { duration: 0 })).toContain('La duración debe ser mayor a 0');
  });
});

describe('SetupServiceFormSchema', () => {
  it('parses the wizard form with text inputs', () => {
    expect(SetupServiceFormSchema.parse({ name: 'Consulta', price: '25', duration: '45' })).toEqual({
      name: 'Consulta',
      description: null,
      price: 25,
      duration: 45,
    });
  });

  it.each([
    [{ name: '', price: 10, duration: 30 }, 'El nombre es obligatorio'],
    [{ name: 'Ab', price: 10, duration: 30 }, 'El nombre debe tener al menos 3 caracteres'],
    [{ name: 'Consulta', price: '', duration: 30 }, 'El precio es obligatorio'],
    [{ name: 'Consulta', duration: 30 }, 'El precio es obligatorio'],
    [{ name: 'Consulta', price: 0, duration: 30 }, 'El precio debe ser un número mayor a 0'],
    [{ name: 'Consulta', price: 'abc', duration: 30 }, 'El precio debe ser un número mayor a 0'],
    [{ name: 'Consulta', price: 10, duration: '' }, 'La duración es obligatoria'],
    [{ name: 'Consulta', price: 10 }, 'La duración es obligatoria'],
    [{ name: 'Consulta', price: 10, duration: 0 }, 'La duración debe ser entre 1 y 480 minutos'],
    [{ name: 'Consulta', price: 10, duration: 481 }, 'La duración debe ser entre 1 y 480 minutos'],
    [{ name: 'Consulta', price: 10, duration: '2.5' }, 'La duración debe ser entre 1 y 480 minutos'],
  ])('refuses %j with the spec message', (input, message) => {
    expect(messagesOf(SetupServiceFormSchema, input)).toContain(message);
  });
});
