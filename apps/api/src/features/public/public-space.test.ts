import { media } from '@citavet/db/schema/media';
import { spaces } from '@citavet/db/schema/spaces';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { insertSchedule, insertService, setUpSpace, type TestSpace } from '../bookings/bookings.test-support';

// One space whose services cover every rule of the public view: active and bookable with schedules
// (listed), and the ones a client cannot book (left out, with their hours and hosts).
let context: TestContext;
let space: TestSpace;
let consultaId: string;
let vacunaId: string;
beforeAll(async () => {
  context = await createTestContext();
  const db = context.database.db;
  space = await setUpSpace(context.app, db, 'Europe/Madrid');
  await db
    .update(spaces)
    .set({
      route: 'veterinaria-sol',
      logoKey: 'logos/sol.png',
      color: '#0f766e',
      contactEmail: 'contacto@sol.test',
      latitude: 36.72,
      longitude: -4.42,
    })
    .where(eq(spaces.id, space.spaceId));
  const admin = space.admin.user.id;
  const member = space.member.user.id;
  const schedule = (serviceId: string, hostId: string, dayOfWeek: number, start: string, end: string) =>
    insertSchedule(db, { serviceId, hostId, dayOfWeek, startTime: start, endTime: end });
  consultaId = await insertService(db, space.spaceId, {
    name: 'Consulta',
    price: '30.00',
    category: 'consulta',
  });
  await schedule(consultaId, member, 1, '09:00', '13:00');
  await schedule(consultaId, member, 1, '12:00', '14:00');
  await schedule(consultaId, admin, 1, '16:00', '18:00');
  await schedule(consultaId, admin, 3, '10:00', '12:00');
  await insertSchedule(db, {
    serviceId: consultaId,
    hostId: admin,
    dayOfWeek: 4,
    startTime: '10:00',
    endTime: '12:00',
    isActive: false,
  });
  vacunaId = await insertService(db, space.spaceId, { name: 'Vacunación' });
  await schedule(vacunaId, member, 3, '11:00', '13:00');
  // A schedule whose host is not a member of this space does not count.
  await schedule(vacunaId, space.outsider.user.id, 5, '09:00', '10:00');
  await schedule(
    await insertService(db, space.spaceId, { name: 'Interno', isBookableByClients: false }),
    admin,
    6,
    '09:00',
    '10:00',
  );
  await schedule(
    await insertService(db, space.spaceId, { name: 'Inactivo', isActive: false }),
    admin,
    7,
    '09:00',
    '10:00',
  );
  await insertService(db, space.spaceId, { name: 'Sin horarios' });
  // 21 images and 4 videos, orders interleaved: the page gets 20, images first.
  await db.insert(media).values(
    Array.from({ length: 25 }, (_, index) => ({
      spaceId: space.spaceId,
      mediaType: index % 8 === 0 ? ('VIDEO' as const) : ('IMAGE' as const),
      storageKey: `media/${index}.webp`,
      thumbnailKey: index % 8 === 0 ? null : `media/${index}-thumb.webp`,
      mimeType: index % 8 === 0 ? 'video/mp4' : 'image/webp',
      originalName: `foto-privada-${index}.webp`,
      fileSize: 1000 + index,
      description: `Foto ${index}`,
      displayOrder: 24 - index,
    })),
  );
});
afterAll(async () => {
  await context.close();
});

const get = (url: string) => context.app.inject({ method: 'GET', url });

describe('GET /api/public/space/{spaceId} and /by-route/{route}', () => {
  it('answers the bookable services, their hosts, the real opening hours and the stats', async () => {
    const response = await get(`/api/public/space/${space.spaceId}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      id: space.spaceId,
      name: 'Veterinaria Central',
      route: 'veterinaria-sol',
      logoUrl: '/api/files/logos/sol.png',
      color: '#0f766e',
      timeZone: 'Europe/Madrid',
      contactEmail: 'contacto@sol.test',
      latitude: 36.72,
      stats: { totalServices: 2, totalHosts: 2 },
    });
    expect(data.services).toEqual([
      {
        id: consultaId,
        name: 'Consulta',
        description: null,
        category: 'consulta',
        duration: 30,
        price: 30,
        currency: 'EUR',
        hostIds: expect.arrayContaining([space.admin.user.id, space.member.user.id]),
      },
      expect.objectContaining({
        id: vacunaId,
        name: 'Vacunación',
        hostIds: [space.member.user.id],
        price: 25.5,
      }),
    ]);
    expect(data.hosts).toEqual([
      {
        id: space.admin.user.id,
        name: 'Ana Admin',
        // Never the internal role ('Administrador').
        role: 'Profesional',
        avatar: null,
        services: [consultaId],
      },
      {
        id: space.member.user.id,
        name: 'Mario Miembro',
        role: 'Profesional',
        avatar: null,
        services: expect.arrayContaining([consultaId, vacunaId]),
      },
    ]);
    expect(data.openingHours).toEqual([
      {
        dayOfWeek: 1,
        dayName: 'Lunes',
        ranges: [
          { startTime: '09:00', endTime: '14:00' },
          { startTime: '16:00', endTime: '18:00' },
        ],
      },
      { dayOfWeek: 2, dayName: 'Martes', ranges: [] },
      { dayOfWeek: 3, dayName: 'Miércoles', ranges: [{ startTime: '10:00', endTime: '13:00' }] },
      { dayOfWeek: 4, dayName: 'Jueves', ranges: [] },
      { dayOfWeek: 5, dayName: 'Viernes', ranges: [] },
      { dayOfWeek: 6, dayName: 'Sábado', ranges: [] },
      { dayOfWeek: 7, dayName: 'Domingo', ranges: [] },
    ]);
  });

  it('lists the first 20 gallery items, images before videos, with public fields only', async () => {
    const { media: items } = (await get(`/api/public/space/${space.spaceId}`)).json().data;
    expect(items).toHaveLength(20);
    expect(items.every((item: { mediaType: string }) => item.mediaType === 'IMAGE')).toBe(true);
    const orders = items.map((item: { displayOrder: number }) => item.displayOrder);
    expect(orders).toEqual([...orders].sort((first, second) => first - second));
    expect(Object.keys(items[0]).sort()).toEqual(
      ['description', 'displayOrder', 'id', 'mediaType', 'thumbnailUrl', 'url'].sort(),
    );
  });

  it('finds the space by its route in any case, and answers 404 or 400 for unknown or malformed ones', async () => {
    const byRoute = await get('/api/public/space/by-route/Veterinaria-SOL');
    expect(byRoute.statusCode).toBe(200);
    expect(byRoute.json().data.id).toBe(space.spaceId);
    const unknownRoute = await get('/api/public/space/by-route/no-existe');
    expect(unknownRoute.statusCode).toBe(404);
    expect(unknownRoute.json().message).toBe('Espacio no encontrado');
    const unknownId = await get('/api/public/space/00000000-0000-4000-8000-000000000000');
    expect(unknownId.statusCode).toBe(404);
    expect(unknownId.json().message).toBe('Espacio no encontrado');
    expect((await get('/api/public/space/no-es-un-id')).statusCode).toBe(400);
  });

  it('shows a space without bookable services as empty, not as an error', async () => {
    const response = await get(`/api/public/space/${space.outsiderSpaceId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ services: [], hosts: [], stats: { totalServices: 0 } });
  });
});

describe('GET /api/public/space/{spaceId}/media', () => {
  it('pages the gallery and filters by type', async () => {
    const videos = await get(`/api/public/space/${space.spaceId}/media?mediaType=VIDEO`);
    expect(videos.json().data.pagination).toEqual({ total: 4, limit: 20, offset: 0 });
    expect(videos.json().data.media.map((item: { url: string }) => item.url)).toEqual([
      '/api/files/media/24.webp',
      '/api/files/media/16.webp',
      '/api/files/media/8.webp',
      '/api/files/media/0.webp',
    ]);
    const page = await get(`/api/public/space/${space.spaceId}/media?limit=5&offset=20`);
    expect(page.json().data.pagination).toEqual({ total: 25, limit: 5, offset: 20 });
    expect(page.json().data.media.map((item: { mediaType: string }) => item.mediaType)).toEqual([
      'IMAGE',
      'VIDEO',
      'VIDEO',
      'VIDEO',
      'VIDEO',
    ]);
    expect((await get(`/api/public/space/${space.spaceId}/media?limit=0`)).statusCode).toBe(400);
    expect((await get('/api/public/space/00000000-0000-4000-8000-000000000000/media')).statusCode).toBe(404);
  });
});

describe('GET /api/public/space/by-route/{route}/logo', () => {
  it('redirects to the logo, and answers 404 when the space has none', async () => {
    const response = await get('/api/public/space/by-route/veterinaria-sol/logo');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/api/files/logos/sol.png');
    await context.database.db
      .update(spaces)
      .set({ route: 'otra-clinica' })
      .where(eq(spaces.id, space.outsiderSpaceId));
    const none = await get('/api/public/space/by-route/otra-clinica/logo');
    expect(none.statusCode).toBe(404);
    expect((await get('/api/public/space/by-route/no-existe/logo')).statusCode).toBe(404);
  });
});
