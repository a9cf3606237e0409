import { invitations, spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  markEmailVerified,
  registerTestUser,
  type TestContext,
} from '../../test/test-app';
import { addMember, createSpaceAs, type TestUser } from './spaces.test-support';

let context: TestContext;
let ana: TestUser;
let luis: TestUser;

beforeAll(async () => {
  context = await createTestContext();
  ana = await registerTestUser(context.app, { name: 'Ana Pérez' });
  luis = await registerTestUser(context.app, { name: 'Luis Gómez' });
  await markEmailVerified(context, ana.user.id);
  await markEmailVerified(context, luis.user.id);
});
afterAll(async () => {
  await context.close();
});

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  context.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });

describe('POST /api/spaces', () => {
  it('needs a proven address: a throwaway registration cannot open a clinic', async () => {
    const throwaway = await registerTestUser(context.app, { name: 'Cuenta Desechable' });
    const response = await call(throwaway, 'POST', '/api/spaces', { name: 'Clínica Fantasma' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message:
        'Confirma tu email antes de crear un espacio: abre el enlace que te enviamos al registrarte, o pide uno nuevo desde el aviso de la parte superior.',
    });
    await markEmailVerified(context, throwaway.user.id);
    expect((await call(throwaway, 'POST', '/api/spaces', { name: 'Clínica Real' })).statusCode).toBe(201);
  });

  it('creates the space with its creator as ADMIN, a route from the name and the default zone', async () => {
    const response = await call(ana, 'POST', '/api/spaces', {
      name: '  Clínica Veterinaria Núñez ',
      description: 'Perros y gatos',
      phone: '+34 600 123 456',
      email: 'hola@nunez.es',
    });
    expect(response.statusCode).toBe(201);
    const space = response.json().data;
    expect(space).toMatchObject({
      id: expect.any(String),
      name: 'Clínica Veterinaria Núñez',
      description: 'Perros y gatos',
      phone: '+34 600 123 456',
      email: 'hola@nunez.es',
      // The wizard's phone and e-mail are the public contact too ('Contacto', the public page).
      contactPhone: '+34 600 123 456',
      contactEmail: 'hola@nunez.es',
      route: 'clinica-veterinaria-nunez',
      timeZone: 'Europe/Madrid',
      defaultCurrency: 'USD',
      logoUrl: null,
      logoKey: null,
      myRole: 'ADMIN',
      _count: { invitations: 0 },
      createdAt: '2026-03-02T08:00:00.000Z',
    });
    expect(space.members).toEqual([
      {
        effectiveRole: 'OWNER',
        id: expect.any(String),
        spaceId: space.id,
        userId: ana.user.id,
        role: 'ADMIN',
        joinedAt: '2026-03-02T08:00:00.000Z',
        user: { name: 'Ana Pérez', email: ana.email, avatar: null },
      },
    ]);
  });

  it('numbers the route when the name is taken, and keeps a chosen zone', async () => {
    const first = await createSpaceAs(context, ana, { name: 'Vet Centro' });
    const second = await createSpaceAs(context, luis, {
      name: 'Vet  Centro!',
      timeZone: 'America/Montevideo',
    });
    const third = await createSpaceAs(context, luis, { name: 'vet centro' });
    expect([first.route, second.route, third.route]).toEqual(['vet-centro', 'vet-centro-2', 'vet-centro-3']);
    expect(second.timeZone).toBe('America/Montevideo');
  });

  it('remembers the currency chosen in the wizard and lets an admin change it', async () => {
    const space = await createSpaceAs(context, ana, { name: 'Clínica Euro', defaultCurrency: 'EUR' });
    expect(space.defaultCurrency).toBe('EUR');
    const updated = await call(ana, 'PUT', `/api/spaces/${space.id}`, { defaultCurrency: 'UYU' });
    expect(updated.statusCode).toBe(200);
    const read = await call(ana, 'GET', `/api/spaces/${space.id}`);
    expect(read.json().data.defaultCurrency).toBe('UYU');
  });

  it('never generates a reserved route', async () => {
    expect((await createSpaceAs(context, ana, { name: 'Admin' })).route).toBe('admin-2');
    expect((await createSpaceAs(context, ana, { name: 'Yo!' })).route).toBe('yo-espacio');
  });

  it('takes a chosen route, refusing a reserved or taken one', async () => {
    expect((await createSpaceAs(context, ana, { name: 'Clínica Sur', route: 'Sur-Vet' })).route).toBe(
      'sur-vet',
    );
    const taken = await call(luis, 'POST', '/api/spaces', { name: 'Otra', route: 'sur-vet' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'Esta ruta ya está en uso', code: 'ROUTE_TAKEN' });
    const reserved = await call(luis, 'POST', '/api/spaces', { name: 'Otra', route: 'dashboard' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json()).toMatchObject({
      message: 'Esta ruta está reservada',
      details: [{ field: 'route', message: 'Esta ruta está reservada' }],
    });
  });

  it.each([
    [{}, 'El nombre es requerido'],
    [{ name: '' }, 'El nombre es requerido'],
    [{ name: 'ab' }, 'El nombre debe tener al menos 3 caracteres'],
    [{ name: 'Clínica', email: 'no' }, 'Email inválido'],
    [{ name: 'Clínica', phone: 'abc' }, 'Formato de teléfono inválido'],
    [{ name: 'Clínica', timeZone: 'Marte/Base' }, 'Zona horaria inválida'],
    [{ name: 'Clínica', defaultCurrency: 'GBP' }, 'Moneda inválida'],
    [{ name: 'Clínica', route: 'a_b' }, 'La ruta solo puede contener letras minúsculas, números y guiones'],
    [{ name: 'Clínica', ownerId: 'x' }, ''],
  ])('answers 400 for %j', async (payload, message) => {
    const response = await call(ana, 'POST', '/api/spaces', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().message).toContain(message);
  });

  it('creates nothing when the request is refused', async () => {
    const before = (await context.database.db.select().from(spaces)).length;
    await call(ana, 'POST', '/api/spaces', { name: 'x' });
    await call(ana, 'POST', '/api/spaces', { name: 'Clínica', route: 'api' });
    expect((await context.database.db.select().from(spaces)).length).toBe(before);
  });
});

describe('GET /api/spaces', () => {
  it('lists only my spaces, with members, my role and the pending invitations count', async () => {
    const carla = await registerTestUser(context.app, { name: 'Carla' });
    const mine = await createSpaceAs(context, carla, { name: 'Clínica de Carla' });
    const joined = await createSpaceAs(context, luis, { name: 'Clínica de Luis' });
    await addMember(context, joined.id, carla, 'MEMBER');
    await context.database.db.insert(invitations).values([
      {
        spaceId: joined.id,
        email: 'a@x.es',
        role: 'MEMBER',
        tokenHash: 'h1',
        expiresAt: new Date('2026-03-09'),
      },
      {
        spaceId: joined.id,
        email: 'b@x.es',
        role: 'MEMBER',
        tokenHash: 'h2',
        expiresAt: new Date('2026-03-01'),
      },
      {
        spaceId: joined.id,
        email: 'c@x.es',
        role: 'MEMBER',
        tokenHash: 'h3',
        status: 'ACCEPTED',
        expiresAt: new Date('2026-03-09'),
      },
    ]);
    const response = await call(carla, 'GET', '/api/spaces');
    expect(response.statusCode).toBe(200);
    const list = response.json().data;
    expect(list.map((space: { id: string }) => space.id)).toEqual([mine.id, joined.id]);
    expect(list[1]).toMatchObject({ name: 'Clínica de Luis', myRole: 'MEMBER', _count: { invitations: 2 } });
    expect(
      list[1].members.map((member: { userId: string; role: string }) => [member.userId, member.role]),
    ).toEqual([
      [luis.user.id, 'ADMIN'],
      [carla.user.id, 'MEMBER'],
    ]);
    expect(JSON.stringify(list)).not.toMatch(/password|tokenHash/i);
  });
});

describe('GET/PUT/DELETE /api/spaces/{id}', () => {
  it('updates every field of both spec documents, leaving absent ones as they were', async () => {
    const space = await createSpaceAs(context, ana, { name: 'Clínica Este', description: 'Antes' });
    context.clock.advance(60_000);
    const fields = {
      name: 'Clínica del Este',
      route: 'clinica-este',
      timeZone: 'America/Mexico_City',
      color: '#0f766e',
      address: 'Calle Mayor 1',
      city: 'Madrid',
      state: 'Madrid',
      country: 'España',
      latitude: 40.4168,
      longitude: -3.7038,
      contactPhone: '+34 600 000 000',
      contactEmail: 'citas@este.es',
      contactWhatsapp: '+34 600 000 001',
      socialInstagram: '@clinica.este',
      socialFacebook: 'clinicaeste',
      socialWebsite: 'https://este.es',
      phone: '',
    };
    const response = await call(ana, 'PUT', `/api/spaces/${space.id}`, fields);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      ...fields,
      socialInstagram: 'clinica.este',
      phone: null,
      description: 'Antes',
      updatedAt: '2026-03-02T08:01:00.000Z',
    });
    const read = await call(ana, 'GET', `/api/spaces/${space.id}`);
    expect(read.json().data).toMatchObject({ name: 'Clínica del Este', latitude: 40.4168, myRole: 'ADMIN' });
  });

  it('keeps the species the clinic attends (the directory filters by them), each once, in the list order', async () => {
    const space = await createSpaceAs(context, ana, { name: 'Clínica Especies' });
    expect((await call(ana, 'GET', `/api/spaces/${space.id}`)).json().data.speciesAttended).toEqual([]);
    const saved = await call(ana, 'PUT', `/api/spaces/${space.id}`, {
      speciesAttended: ['gato', 'perro', 'gato', 'huron'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.speciesAttended).toEqual(['perro', 'gato', 'huron']);
    const [row] = await context.database.db.select().from(spaces).where(eq(spaces.id, space.id));
    expect(row?.speciesAttended).toEqual(['perro', 'gato', 'huron']);
    await addMember(context, space.id, luis, 'MEMBER');
    const byMember = await call(luis, 'PUT', `/api/spaces/${space.id}`, { speciesAttended: [] });
    expect(byMember.statusCode).toBe(403);
    const cleared = await call(ana, 'PUT', `/api/spaces/${space.id}`, { speciesAttended: [] });
    expect(cleared.json().data.speciesAttended).toEqual([]);
  });

  it('refuses a reserved or taken route, and accepts keeping its own', async () => {
    const space = await createSpaceAs(context, ana, { name: 'Clínica Oeste' });
    await createSpaceAs(context, luis, { name: 'Ruta Ocupada', route: 'ruta-ocupada' });
    const reserved = await call(ana, 'PUT', `/api/spaces/${space.id}`, { route: 'veterinarias' });
    expect([reserved.statusCode, reserved.json().message]).toEqual([400, 'Esta ruta está reservada']);
    const taken = await call(ana, 'PUT', `/api/spaces/${space.id}`, { route: 'ruta-ocupada' });
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'Esta ruta ya está en uso']);
    const same = await call(ana, 'PUT', `/api/spaces/${space.id}`, { route: space.route });
    expect(same.statusCode).toBe(200);
    const cleared = await call(ana, 'PUT', `/api/spaces/${space.id}`, { route: null });
    expect(cleared.json().data.route).toBeNull();
  });

  it.each([
    [{ latitude: 91 }, 'latitude: La latitud debe ser un número entre -90 y 90'],
    [{ longitude: 'oeste' }, 'longitude: La longitud debe ser un número entre -180 y 180'],
    [{ socialWebsite: 'javascript:alert(1)' }, 'socialWebsite: Ingresa una URL válida'],
    [{ socialInstagram: 'con espacios' }, 'socialInstagram: El usuario de Instagram'],
    [{ socialFacebook: 'https://otra.web/x' }, 'socialFacebook: Ingresa la URL de tu página de Facebook'],
    [{ contactEmail: 'x' }, 'contactEmail: Email inválido'],
    [{ name: null }, 'name: El nombre es requerido'],
    [{ timeZone: null }, 'timeZone: Zona horaria inválida'],
    [{ speciesAttended: ['perro', 'dragón'] }, 'Especie inválida'],
    [{ speciesAttended: 'perro' }, 'speciesAttended: Las especies atendidas deben ser una lista'],
  ])('answers 400 for %j without changing anything', async (payload, message) => {
    const space = await createSpaceAs(context, ana);
    const response = await call(ana, 'PUT', `/api/spaces/${space.id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    const [row] = await context.database.db.select().from(spaces).where(eq(spaces.id, space.id));
    expect(row?.updatedAt.toISOString()).toBe(space.updatedAt);
  });

  it('answers 400 for a malformed id and 404 for a space that does not exist', async () => {
    const malformed = await call(ana, 'GET', '/api/spaces/no-es-un-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('ID de espacio no válido');
    const missing = await call(ana, 'GET', '/api/spaces/7d3c8b53-0b9f-4a5e-9a36-3f1a2b4c5d6e');
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Espacio no encontrado']);
  });

  it('deletes the space softly: offline for everyone, its rows kept for the OWNER to restore', async () => {
    const space = await createSpaceAs(context, ana, { name: 'Para Borrar' });
    await addMember(context, space.id, luis, 'MEMBER');
    const response = await call(ana, 'DELETE', `/api/spaces/${space.id}`, {
      currentPassword: ana.password,
      confirmName: 'Para Borrar',
    });
    expect([response.statusCode, response.json().message]).toEqual([
      200,
      'Espacio eliminado. Puedes restaurarlo desde "Espacios eliminados".',
    ]);
    const { db } = context.database;
    const [row] = await db.select().from(spaces).where(eq(spaces.id, space.id));
    expect(row?.deletedAt).not.toBeNull();
    expect(await db.select().from(spaceMembers).where(eq(spaceMembers.spaceId, space.id))).toHaveLength(2);
    expect((await call(ana, 'GET', `/api/spaces/${space.id}`)).statusCode).toBe(404);
    expect((await call(luis, 'GET', `/api/spaces/${space.id}`)).statusCode).toBe(404);
  });
});
