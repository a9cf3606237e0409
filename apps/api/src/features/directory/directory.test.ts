import { spaces } from '@citavet/db/schema/spaces';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { insertMember, insertSchedule, insertService, insertSpace } from '../bookings/bookings.test-support';

// The directory lists real spaces a client can book: a route, and an active bookable service with an
// active schedule of a member. Each refused case below misses exactly one of those.
let context: TestContext;
const ids: Record<string, string> = {};
beforeAll(async () => {
  context = await createTestContext();
  const db = context.database.db;
  const [ana, bruno, stranger] = await Promise.all([
    registerTestUser(context.app, { name: 'Ana' }),
    registerTestUser(context.app, { name: 'Bruno' }),
    registerTestUser(context.app, { name: 'Extraño' }),
  ]);
  const clinic = async (
    key: string,
    values: Partial<typeof spaces.$inferInsert>,
    offer: { bookable?: boolean; activeSchedule?: boolean; hostIsMember?: boolean } = {},
  ) => {
    const spaceId = await insertSpace(db, { timeZone: 'Europe/Madrid', name: values.name });
    await db.update(spaces).set(values).where(eq(spaces.id, spaceId));
    await insertMember(db, spaceId, ana.user.id, 'ADMIN');
    const serviceId = await insertService(db, spaceId, { isBookableByClients: offer.bookable ?? true });
    await insertSchedule(db, {
      serviceId,
      hostId: offer.hostIsMember === false ? stranger.user.id : ana.user.id,
      dayOfWeek: 1,
      startTime: '09:00',
      endTime: '13:00',
      isActive: offer.activeSchedule ?? true,
    });
    ids[key] = spaceId;
    return spaceId;
  };
  await clinic('malaga', {
    name: 'Clínica Málaga Centro',
    route: 'malaga-centro',
    city: 'Málaga',
    phone: '+34 951 000 000',
    email: 'general@malaga.test',
    contactEmail: 'citas@malaga.test',
    logoKey: 'logos/malaga.png',
  });
  await clinic('avila', {
    name: 'Ávila Vet',
    route: 'avila-vet',
    city: 'Ávila',
    contactPhone: '+34 920 000 000',
  });
  const sevilla = await clinic('sevilla', { name: 'Zoo Vet', route: 'zoo-vet', city: 'Sevilla' });
  await insertMember(db, sevilla, bruno.user.id, 'MEMBER');
  const second = await insertService(db, sevilla, { name: 'Vacunación' });
  await insertSchedule(db, {
    serviceId: second,
    hostId: bruno.user.id,
    dayOfWeek: 2,
    startTime: '09:00',
    endTime: '10:00',
  });
  await clinic('noRoute', { name: 'Sin ruta Vet' });
  await clinic('internal', { name: 'Interna Vet', route: 'interna-vet' }, { bookable: false });
  await clinic('inactive', { name: 'Inactiva Vet', route: 'inactiva-vet' }, { activeSchedule: false });
  await clinic('stranger', { name: 'Ajena Vet', route: 'ajena-vet' }, { hostIsMember: false });
});
afterAll(async () => {
  await context.close();
});

const list = async (query = '') => {
  const response = await context.app.inject({ method: 'GET', url: `/api/directory/spaces${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().data as { spaces: { id: string; name: string }[]; nextCursor: string | null };
};
const names = (data: { spaces: { name: string }[] }) => data.spaces.map((space) => space.name);

describe('GET /api/directory/spaces', () => {
  it('lists only bookable spaces, by name with accents folded, with their counts and contact', async () => {
    const data = await list();
    expect(names(data)).toEqual(['Ávila Vet', 'Clínica Málaga Centro', 'Zoo Vet']);
    expect(data.nextCursor).toBeNull();
    expect(data.spaces[1]).toMatchObject({
      id: ids.malaga,
      name: 'Clínica Málaga Centro',
      description: null,
      route: 'malaga-centro',
      logoUrl: '/api/files/logos/malaga.png',
      address: null,
      city: 'Málaga',
      state: null,
      country: null,
      phone: '+34 951 000 000',
      email: 'citas@malaga.test',
      servicesCount: 1,
      availableHosts: 1,
    });
    expect(data.spaces[0]).toMatchObject({ phone: '+34 920 000 000', email: null });
    expect(data.spaces[2]).toMatchObject({ servicesCount: 2, availableHosts: 2 });
  });

  it('searches the name or the city ignoring case and accents', async () => {
    expect(names(await list('?q=malaga'))).toEqual(['Clínica Málaga Centro']);
    expect(names(await list('?q=M%C3%81LAGA'))).toEqual(['Clínica Málaga Centro']);
    expect(names(await list('?q=avila'))).toEqual(['Ávila Vet']);
    expect(names(await list('?q=CLINICA'))).toEqual(['Clínica Málaga Centro']);
    expect(names(await list('?q=sevilla'))).toEqual(['Zoo Vet']);
    expect(names(await list('?q=vet'))).toEqual(['Ávila Vet', 'Zoo Vet']);
    expect((await list('?q=%25')).spaces).toEqual([]);
    expect((await list('?q=interna')).spaces).toEqual([]);
  });

  it("filters a city page's city by its slug and names it as its clinics write it", async () => {
    const avila = (await list('?city=avila')) as Awaited<ReturnType<typeof list>> & { city: unknown };
    expect(names(avila)).toEqual(['Ávila Vet']);
    expect(avila.city).toEqual({ slug: 'avila', name: 'Ávila', clinics: 1 });
    // Not a text search: a clinic only named after the city is not in it.
    expect(names(await list('?city=malaga&q=vet'))).toEqual([]);
    const nowhere = (await list('?city=atlantida')) as Awaited<ReturnType<typeof list>> & { city: unknown };
    expect([nowhere.spaces, nowhere.city]).toEqual([[], null]);
    expect(((await list()) as { city?: unknown }).city).toBeNull();
    for (const query of ['?city=M%C3%A1laga', '?city=malaga%20centro', `?city=${'a'.repeat(101)}`]) {
      const response = await context.app.inject({ method: 'GET', url: `/api/directory/spaces${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain('La ciudad no es válida');
    }
  });

  it('pages by keyset cursor', async () => {
    const first = await list('?limit=2');
    expect(names(first)).toEqual(['Ávila Vet', 'Clínica Málaga Centro']);
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    expect(names(second)).toEqual(['Zoo Vet']);
    expect(second.nextCursor).toBeNull();
    for (const query of [
      '?limit=0',
      '?limit=101',
      '?offset=1',
      `?q=${'a'.repeat(101)}`,
      '?otro=1',
      '?cursor=nada',
      '?lat=40',
      '?lat=91&lng=0',
      '?radiusKm=0&lat=1&lng=1',
      '?available=manana',
      '?species=dinosaurio',
      '?category=peluqueria',
      '?openNow=si',
    ]) {
      const response = await context.app.inject({ method: 'GET', url: `/api/directory/spaces${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
