import { bookings } from '@citavet/db/schema/bookings';
import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../test/test-app';

let context: TestContext;
type TestUser = Awaited<ReturnType<typeof registerTestUser>>;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;
let spaceId: string;
let otherSpaceId: string;

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** Spaces and memberships straight in the database: this suite is about services. */
async function createSpace(ownerId: string, name: string): Promise<string> {
  const [space] = await context.database.db
    .insert(spaces)
    .values({ name, createdBy: ownerId })
    .returning({ id: spaces.id });
  if (!space) throw new Error('space not created');
  await addMember(space.id, ownerId, 'ADMIN');
  return space.id;
}

async function addMember(toSpaceId: string, userId: string, role: 'ADMIN' | 'MEMBER') {
  await context.database.db.insert(spaceMembers).values({ spaceId: toSpaceId, userId, role });
}

async function insertBooking(
  serviceId: string,
  values: { startAt: string; endAt: string; status: 'CONFIRMED' | 'CANCELLED' | 'PENDING' },
) {
  const [row] = await context.database.db
    .insert(bookings)
    .values({
      spaceId,
      serviceId,
      hostId: admin.user.id,
      clientName: 'Cliente',
      serviceName: 'Servicio',
      serviceDuration: 30,
      startAt: new Date(values.startAt),
      endAt: new Date(values.endAt),
      status: values.status,
      source: 'INTERNAL',
    })
    .returning({ id: bookings.id });
  return row?.id ?? '';
}

const request = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user?: TestUser,
  payload?: unknown,
) =>
  context.app.inject({
    method,
    url,
    headers: user ? bearer(user.token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function createServiceAs(user: TestUser, body: Record<string, unknown> = {}) {
  const response = await request('POST', `/api/spaces/${spaceId}/services`, user, {
    name: 'Consulta general',
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.service as { id: string; [key: string]: unknown };
}

beforeAll(async () => {
  context = await createTestContext();
  admin = await registerTestUser(context.app, { name: 'Ana Admin' });
  member = await registerTestUser(context.app, { name: 'Mario Miembro' });
  outsider = await registerTestUser(context.app, { name: 'Olga Otra' });
  spaceId = await createSpace(admin.user.id, 'Clínica Centro');
  otherSpaceId = await createSpace(outsider.user.id, 'Clínica Norte');
  await addMember(spaceId, member.user.id, 'MEMBER');
});
afterAll(async () => {
  await context.close();
});

describe('POST /api/spaces/{spaceId}/services', () => {
  it('lets an ADMIN create a service with the spec defaults (201)', async () => {
    const response = await request('POST', `/api/spaces/${spaceId}/services`, admin, {
      name: '  Consulta general ',
      description: 'Revisión completa',
      price: '25.50',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.service).toEqual({
      id: expect.any(String),
      spaceId,
      name: 'Consulta general',
      description: 'Revisión completa',
      category: null,
      duration: 30,
      price: 25.5,
      currency: 'USD',
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
      createdAt: '2026-03-02T08:00:00.000Z',
      updatedAt: '2026-03-02T08:00:00.000Z',
    });
  });

  it("starts a service without a currency in the space's default currency", async () => {
    const pesoSpaceId = await createSpace(admin.user.id, 'Clínica Azteca');
    await context.database.db
      .update(spaces)
      .set({ defaultCurrency: 'MXN' })
      .where(eq(spaces.id, pesoSpaceId));
    const response = await request('POST', `/api/spaces/${pesoSpaceId}/services`, admin, {
      name: 'Vacuna',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.service.currency).toBe('MXN');
    const chosen = await request('POST', `/api/spaces/${pesoSpaceId}/services`, admin, {
      name: 'Baño',
      currency: 'USD',
    });
    expect(chosen.json().data.service.currency).toBe('USD');
  });

  it('keeps every field it is given', async () => {
    const service = await createServiceAs(admin, {
      name: 'Cirugía menor',
      category: 'cirugia',
      duration: 90,
      price: 120,
      currency: 'EUR',
      isActive: false,
      isBookableByClients: false,
      requiresApproval: true,
      allowRescheduling: false,
      allowCancellation: false,
      minAdvanceBooking: 24,
      maxAdvanceBooking: null,
      cancellationPolicy: 'Avisar con 24 horas',
      settings: { color: '#0f766e' },
    });
    expect(service).toMatchObject({
      category: 'cirugia',
      duration: 90,
      price: 120,
      currency: 'EUR',
      isActive: false,
      isBookableByClients: false,
      requiresApproval: true,
      allowRescheduling: false,
      allowCancellation: false,
      minAdvanceBooking: 24,
      maxAdvanceBooking: null,
      cancellationPolicy: 'Avisar con 24 horas',
      settings: { color: '#0f766e' },
    });
  });

  it.each([
    [{}, 'El nombre es requerido'],
    [{ name: '   ' }, 'El nombre es requerido'],
    [{ name: 'X', duration: 0 }, 'La duración debe ser mayor a 0'],
    [{ name: 'X', duration: 481 }, 'La duración debe ser entre 1 y 480 minutos'],
    [{ name: 'X', duration: '30' }, 'La duración es requerida'],
    [{ name: 'X', price: -1 }, 'El precio no puede ser negativo'],
    [{ name: 'X', price: 1.234 }, 'El precio puede tener como máximo 2 decimales'],
    [{ name: 'X', price: 1e12 }, 'El precio es demasiado alto'],
    [{ name: 'X', currency: 'GBP' }, 'Moneda inválida'],
    [{ name: 'X', category: 'peluqueria' }, 'Categoría inválida'],
    [
      { name: 'X', minAdvanceBooking: 100, maxAdvanceBooking: 2 },
      'La antelación mínima no puede superar la antelación máxima',
    ],
    [{ name: 'X', spaceId: MISSING_ID }, '"spaceId"'],
  ])('answers 400 for %j with the message', async (payload, message) => {
    const response = await request('POST', `/api/spaces/${spaceId}/services`, admin, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toContain('Datos inválidos');
    expect(body.details.map((detail: { message: string }) => detail.message).join(' | ')).toContain(message);
  });

  it('answers 401 anonymous, 404 to another space admin, 403 to a MEMBER', async () => {
    const url = `/api/spaces/${spaceId}/services`;
    expect((await request('POST', url, undefined, { name: 'X' })).statusCode).toBe(401);
    expect((await request('POST', url, undefined, { nonsense: true })).statusCode).toBe(401);
    const foreign = await request('POST', url, outsider, { name: 'X' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Espacio no encontrado');
    const asMember = await request('POST', url, member, { name: 'X' });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe('Solo los administradores del espacio pueden crear servicios');
  });

  it('answers 404 for an unknown space and 400 for a malformed id', async () => {
    expect(
      (await request('POST', `/api/spaces/${MISSING_ID}/services`, admin, { name: 'X' })).statusCode,
    ).toBe(404);
    expect((await request('POST', '/api/spaces/no-es-un-id/services', admin, { name: 'X' })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /api/spaces/{spaceId}/services', () => {
  it('lists the services to any member, with hosts and schedule counts, and filters by isActive', async () => {
    const listed = await createServiceAs(admin, { name: 'Vacunación', category: 'vacunacion' });
    const schedule = (body: Record<string, unknown>) =>
      request('POST', `/api/services/${listed.id}/schedules`, admin, body);
    expect((await schedule({ dayOfWeek: 1, startTime: '09:00', endTime: '12:00' })).statusCode).toBe(201);
    expect(
      (await schedule({ dayOfWeek: 2, startTime: '09:00', endTime: '12:00', isActive: false })).statusCode,
    ).toBe(201);
    expect(
      (await schedule({ dayOfWeek: 3, startTime: '09:00', endTime: '12:00', hostId: member.user.id }))
        .statusCode,
    ).toBe(201);

    for (const user of [admin, member]) {
      const response = await request('GET', `/api/spaces/${spaceId}/services`, user);
      expect(response.statusCode).toBe(200);
      const found = response.json().data.services.find((service: { id: string }) => service.id === listed.id);
      expect(found.hosts).toEqual([
        { hostId: admin.user.id, name: 'Ana Admin', activeSchedules: 1, totalSchedules: 2 },
        { hostId: member.user.id, name: 'Mario Miembro', activeSchedules: 1, totalSchedules: 1 },
      ]);
    }

    const inactive = await request('GET', `/api/spaces/${spaceId}/services?isActive=false`, admin);
    const inactiveServices = inactive.json().data.services as { isActive: boolean }[];
    expect(inactiveServices.length).toBeGreaterThan(0);
    expect(inactiveServices.every((service) => !service.isActive)).toBe(true);
    const active = await request('GET', `/api/spaces/${spaceId}/services?isActive=true`, admin);
    expect(
      (active.json().data.services as { isActive: boolean }[]).every((service) => service.isActive),
    ).toBe(true);
    expect((await request('GET', `/api/spaces/${spaceId}/services?isActive=yes`, admin)).statusCode).toBe(
      400,
    );
  });

  it('answers 401 anonymous and 404 to another space admin, and lists nothing of other spaces', async () => {
    expect((await request('GET', `/api/spaces/${spaceId}/services`)).statusCode).toBe(401);
    expect((await request('GET', `/api/spaces/${spaceId}/services`, outsider)).statusCode).toBe(404);
    const own = await request('GET', `/api/spaces/${otherSpaceId}/services`, outsider);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.services).toEqual([]);
  });
});

describe('GET /api/services/{id}', () => {
  it('answers the service to any member of its space, 404 to others', async () => {
    const service = await createServiceAs(admin, { name: 'Estética canina', category: 'estetica' });
    const url = `/api/services/${service.id}`;
    for (const user of [admin, member]) {
      const response = await request('GET', url, user);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.service).toMatchObject({ id: service.id, name: 'Estética canina' });
    }
    expect((await request('GET', url)).statusCode).toBe(401);
    const foreign = await request('GET', url, outsider);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Servicio no encontrado');
    expect((await request('GET', `/api/services/${MISSING_ID}`, admin)).statusCode).toBe(404);
    expect((await request('GET', '/api/services/123', admin)).statusCode).toBe(400);
  });
});

describe('PUT /api/services/{id}', () => {
  it('updates any subset of fields and toggles isActive', async () => {
    const service = await createServiceAs(admin, { name: 'Consulta urgente', price: 40 });
    context.clock.advance(60_000);
    const toggled = await request('PUT', `/api/services/${service.id}`, admin, { isActive: false });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json().data.service).toMatchObject({
      name: 'Consulta urgente',
      price: 40,
      isActive: false,
      updatedAt: '2026-03-02T08:01:00.000Z',
    });
    const edited = await request('PUT', `/api/services/${service.id}`, admin, {
      name: 'Urgencias',
      price: '55.75',
      category: 'emergencia',
      description: '',
      maxAdvanceBooking: 60,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.service).toMatchObject({
      name: 'Urgencias',
      price: 55.75,
      category: 'emergencia',
      description: null,
      maxAdvanceBooking: 60,
      isActive: false,
    });
    const cleared = await request('PUT', `/api/services/${service.id}`, admin, { category: '' });
    expect(cleared.json().data.service.category).toBeNull();
  });

  it('refuses bad input with the spec messages and checks the advance window on the merged values', async () => {
    const service = await createServiceAs(admin, { name: 'Control', maxAdvanceBooking: 2 });
    const url = `/api/services/${service.id}`;
    const empty = await request('PUT', url, admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].message).toBe('Indica al menos un campo para actualizar');
    const blank = await request('PUT', url, admin, { name: '  ' });
    expect(blank.json().details[0].message).toBe('El nombre es requerido');
    const negative = await request('PUT', url, admin, { price: -3 });
    expect(negative.json().details[0].message).toBe('El precio no puede ser negativo');
    const window = await request('PUT', url, admin, { minAdvanceBooking: 72 });
    expect(window.statusCode).toBe(400);
    expect(window.json().message).toBe('La antelación mínima no puede superar la antelación máxima');
    const unknown = await request('PUT', url, admin, { spaceId: otherSpaceId });
    expect(unknown.statusCode).toBe(400);
  });

  it('answers 401 anonymous, 404 to another space admin, 403 to a MEMBER', async () => {
    const service = await createServiceAs(admin, { name: 'Desparasitación' });
    const url = `/api/services/${service.id}`;
    expect((await request('PUT', url, undefined, { isActive: false })).statusCode).toBe(401);
    expect((await request('PUT', url, outsider, { isActive: false })).statusCode).toBe(404);
    const asMember = await request('PUT', url, member, { isActive: false });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().code).toBe('ADMIN_ONLY');
    expect((await request('PUT', `/api/services/${MISSING_ID}`, admin, { isActive: false })).statusCode).toBe(
      404,
    );
    const unchanged = await request('GET', url, admin);
    expect(unchanged.json().data.service.isActive).toBe(true);
  });
});

describe('DELETE /api/services/{id}', () => {
  it('refuses while non-cancelled bookings are still to come, and offers deactivation', async () => {
    const service = await createServiceAs(admin, { name: 'Ecografía' });
    await insertBooking(service.id, {
      startAt: '2026-03-10T10:00:00.000Z',
      endAt: '2026-03-10T10:30:00.000Z',
      status: 'CONFIRMED',
    });
    const response = await request('DELETE', `/api/services/${service.id}`, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'SERVICE_HAS_FUTURE_BOOKINGS',
      message:
        'No se puede eliminar el servicio porque tiene reservas futuras. Desactívalo para que no se pueda reservar.',
    });
    expect((await request('GET', `/api/services/${service.id}`, admin)).statusCode).toBe(200);
  });

  it('counts a booking in progress as still to come', async () => {
    const service = await createServiceAs(admin, { name: 'Radiografía' });
    await insertBooking(service.id, {
      startAt: '2026-03-02T07:45:00.000Z',
      endAt: '2026-03-02T08:15:00.000Z',
      status: 'PENDING',
    });
    expect((await request('DELETE', `/api/services/${service.id}`, admin)).statusCode).toBe(409);
  });

  it('deletes when only past or cancelled bookings exist; past bookings keep their snapshot', async () => {
    const service = await createServiceAs(admin, { name: 'Peluquería' });
    const pastId = await insertBooking(service.id, {
      startAt: '2026-02-20T10:00:00.000Z',
      endAt: '2026-02-20T10:30:00.000Z',
      status: 'CONFIRMED',
    });
    await insertBooking(service.id, {
      startAt: '2026-04-01T10:00:00.000Z',
      endAt: '2026-04-01T10:30:00.000Z',
      status: 'CANCELLED',
    });
    const response = await request('DELETE', `/api/services/${service.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Servicio eliminado exitosamente',
      data: null,
    });
    expect((await request('GET', `/api/services/${service.id}`, admin)).statusCode).toBe(404);
    const [past] = await context.database.db.select().from(bookings).where(eq(bookings.id, pastId));
    expect(past).toMatchObject({ serviceId: null, serviceName: 'Servicio' });
  });

  it('takes the schedules with it', async () => {
    const service = await createServiceAs(admin, { name: 'Microchip' });
    await request('POST', `/api/services/${service.id}/schedules`, admin, {
      dayOfWeek: 4,
      startTime: '10:00',
      endTime: '11:00',
    });
    expect((await request('DELETE', `/api/services/${service.id}`, admin)).statusCode).toBe(200);
    const left = await context.database.db
      .select()
      .from(serviceSchedules)
      .where(eq(serviceSchedules.serviceId, service.id));
    expect(left).toEqual([]);
  });

  it('answers 401 anonymous, 404 to another space admin, 403 to a MEMBER', async () => {
    const service = await createServiceAs(admin, { name: 'Análisis' });
    const url = `/api/services/${service.id}`;
    expect((await request('DELETE', url)).statusCode).toBe(401);
    expect((await request('DELETE', url, outsider)).statusCode).toBe(404);
    expect((await request('DELETE', url, member)).statusCode).toBe(403);
    const [still] = await context.database.db.select().from(services).where(eq(services.id, service.id));
    expect(still).toBeDefined();
    expect((await request('DELETE', `/api/services/${MISSING_ID}`, admin)).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the service routes', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/spaces/{spaceId}/services',
        '/api/services/{id}',
        '/api/services/{serviceId}/schedules',
        '/api/services/schedules/bulk',
        '/api/schedules/{id}',
        '/api/spaces/{spaceId}/schedules',
        '/api/setup/status',
        '/api/setup/skip-invitations',
        '/api/setup/complete',
      ]),
    );
  });
});
