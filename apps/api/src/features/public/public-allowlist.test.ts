import { media } from '@citavet/db/schema/media';
import { users } from '@citavet/db/schema/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../app-dependencies';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { scheduleOf } from '../bookings/bookings.test-support';
import {
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
  tokenOf,
} from '../bookings/public/public-booking.test-support';

// Every answer anonymous callers can get carries only allowlisted keys, and never the team's e-mails,
// a password hash, another client's data or a file's private name. A new field in any public answer
// fails here until it is added to the allowlist on purpose.

const OTHER_CLIENT = {
  name: 'Otro Cliente Secreto',
  email: 'otro.secreto@example.com',
  phone: '+34 699 999 999',
};

let context: TestContext;
let space: PublicSpaceSetup;
let bookingToken: string;
const answers: { label: string; body: string; allowed: Set<string> }[] = [];

/** Every key of a JSON value as a path: objects by key, array items as '[]'. */
function keyPaths(value: unknown, path: string, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) keyPaths(item, `${path}[]`, into);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      into.add(keyPath);
      keyPaths(item, keyPath, into);
    }
  }
  return into;
}

const under = (prefix: string, keys: string[]) => keys.map((key) => `${prefix}.${key}`);
const ENVELOPE = ['success', 'message', 'data'];
const SLOT = [
  'date',
  'startTime',
  'endTime',
  'startAt',
  'endAt',
  'available',
  'scheduleId',
  'price',
  'daysFromNow',
  'dayName',
  'startLabel',
];
const MEDIA = ['id', 'mediaType', 'url', 'thumbnailUrl', 'description', 'displayOrder'];
const SPACE = [
  ...['id', 'name', 'description', 'route', 'logoUrl', 'color', 'timeZone', 'address', 'city', 'state'],
  ...['country', 'latitude', 'longitude', 'contactPhone', 'contactEmail', 'contactWhatsapp'],
  ...[
    'socialInstagram',
    'socialFacebook',
    'socialWebsite',
    'services',
    'hosts',
    'media',
    'openingHours',
    'emergencyHours',
    'stats',
  ],
  ...under('services[]', [
    'id',
    'name',
    'description',
    'category',
    'duration',
    'price',
    'currency',
    'hostIds',
  ]),
  ...under('hosts[]', ['id', 'name', 'role', 'avatar', 'services']),
  ...under('media[]', MEDIA),
  ...under('openingHours[]', ['dayOfWeek', 'dayName', 'ranges', 'ranges[].startTime', 'ranges[].endTime']),
  // The emergency services' hours, apart from the consultations' (decision 086).
  ...under('emergencyHours[]', ['dayOfWeek', 'dayName', 'ranges', 'ranges[].startTime', 'ranges[].endTime']),
  ...under('stats', ['totalServices', 'totalHosts']),
  // While the clinic pauses online booking: until when, and the sentence the page shows (decision 078).
  'onlinePause',
  ...under('onlinePause', ['until', 'message']),
];
const BOOKING = [
  ...['id', 'status', 'startTime', 'endTime', 'localDate', 'localStartTime', 'localEndTime', 'timeZone'],
  ...['duration', 'price', 'currency', 'service', 'host', 'space', 'client', 'managePath'],
  'reminderOffsetsMinutes',
  'reminderOffsetsMinutes[]',
  ...under('service', ['id', 'name']),
  ...under('host', ['id', 'name']),
  ...under('space', ['id', 'name', 'route', 'address', 'city', 'state', 'country']),
  ...under('client', ['name', 'email', 'phone']),
];
const MANAGED_BOOKING = [...BOOKING, 'canCancel', 'canReschedule', 'cancellationReason'];

const allow = (data: string[]) => new Set([...ENVELOPE, ...under('data', data)]);
const ALLOWED = {
  space: allow(SPACE),
  slots: allow([
    'availableDays',
    'timeZone',
    ...under('availableDays[]', [
      'scheduleId',
      'dates',
      'dates[].date',
      'dates[].slots',
      ...under('dates[].slots[]', SLOT),
    ]),
  ]),
  next: allow(['availableSlots', 'timeZone', ...under('availableSlots[]', SLOT)]),
  media: allow([
    'media',
    'pagination',
    ...under('media[]', MEDIA),
    ...under('pagination', ['total', 'limit', 'offset']),
  ]),
  directory: allow([
    'spaces',
    'total',
    ...under('spaces[]', [
      'id',
      'name',
      'description',
      'route',
      'logoUrl',
      'address',
      'city',
      'state',
      'country',
    ]),
    ...under('spaces[]', ['phone', 'email', 'servicesCount', 'availableHosts']),
    // Where the clinic is, whether it is open, what it attends and its next free slot.
    ...under('spaces[]', [
      'latitude',
      'longitude',
      'distanceKm',
      'isOpenNow',
      'speciesAttended',
      'categories',
    ]),
    ...under('spaces[]', ['nextSlot', 'onlinePause']),
    ...under('spaces[].onlinePause', ['until', 'message']),
    ...under('spaces[].nextSlot', [
      'serviceId',
      'serviceName',
      'hostId',
      'startAt',
      'endAt',
      'date',
      'startTime',
    ]),
    'nextCursor',
    'origin',
    // A city page's city (?city=): its slug, its name and how many clinics, as the page shows them.
    'city',
    ...under('city', ['slug', 'name', 'clinics']),
  ]),
  booking: allow(['booking', ...under('booking', BOOKING)]),
  managedBooking: allow(['booking', ...under('booking', MANAGED_BOOKING)]),
};

async function record(
  label: string,
  allowed: Set<string>,
  request: Promise<{ statusCode: number; body: string }>,
) {
  const response = await request;
  expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(300);
  answers.push({ label, body: response.body, allowed });
  return JSON.parse(response.body);
}

beforeAll(async () => {
  context = await createTestContext({
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, publicBookingPerMinute: 10_000 } },
  });
  const db = context.database.db;
  space = await setUpPublicSpace(context.app, db);
  await db.insert(media).values({
    spaceId: space.spaceId,
    mediaType: 'IMAGE',
    storageKey: 'media/portada.webp',
    mimeType: 'image/webp',
    originalName: 'nombre-privado-del-archivo.webp',
    fileSize: 1234,
  });
  // Someone else's booking: their name and contact must never show up in any public answer.
  const other = await context.app.inject({
    method: 'POST',
    url: '/api/bookings/internal',
    headers: bearer(space.admin.token),
    payload: {
      serviceScheduleId: scheduleOf(space.memberSchedules, 2),
      startTime: '2026-03-10T09:00',
      endTime: '2026-03-10T09:30',
      clientInfo: OTHER_CLIENT,
    },
  });
  expect(other.statusCode).toBe(201);
  const get = (url: string) => context.app.inject({ method: 'GET', url });
  const { spaceId, serviceId, route } = space;
  const hostPath = `/api/public/space/${spaceId}/service/${serviceId}/host/${space.member.user.id}`;
  await record('space by id', ALLOWED.space, get(`/api/public/space/${spaceId}`));
  await record('space by route', ALLOWED.space, get(`/api/public/space/by-route/${route}`));
  await record(
    'slots',
    ALLOWED.slots,
    get(`${hostPath}/available-slots?fromDate=2026-03-10&toDate=2026-03-10`),
  );
  await record('next available', ALLOWED.next, get(`${hostPath}/next-available`));
  // 'Cualquier profesional' (decision 054): the per-host answers' keys, and no host id.
  const anyHostPath = `/api/public/space/${spaceId}/service/${serviceId}/any-host`;
  await record(
    'any-host slots',
    ALLOWED.slots,
    get(`${anyHostPath}/available-slots?fromDate=2026-03-10&toDate=2026-03-10`),
  );
  await record('any-host next available', ALLOWED.next, get(`${anyHostPath}/next-available`));
  await record('media', ALLOWED.media, get(`/api/public/space/${spaceId}/media`));
  await record('directory', ALLOWED.directory, get('/api/directory/spaces'));
  await record('directory city', ALLOWED.directory, get('/api/directory/spaces?city=malaga'));
  const tuesday = scheduleOf(space.memberSchedules, 2);
  const created = await record(
    'public booking',
    ALLOWED.booking,
    postPublicBooking(context.app, publicBookingBody(tuesday, '2026-03-10T10:00', '2026-03-10T10:30')),
  );
  bookingToken = tokenOf(created.data.booking.managePath);
  await record(
    'honeypot answer',
    ALLOWED.booking,
    postPublicBooking(
      context.app,
      publicBookingBody(tuesday, '2026-03-10T11:00', '2026-03-10T11:30', {
        name: 'Bot',
        email: 'bot@spam.test',
        website: 'x',
      }),
    ),
  );
  await record(
    'any-host booking',
    ALLOWED.booking,
    context.app.inject({
      method: 'POST',
      url: '/api/bookings/public/any-host',
      payload: {
        spaceId,
        serviceId,
        startTime: '2026-03-10T13:00',
        endTime: '2026-03-10T13:30',
        clientInfo: { name: 'Lucía Cliente', email: 'lucia@example.com' },
      },
    }),
  );
  const link = `/api/public/bookings/${bookingToken}`;
  await record('manage link', ALLOWED.managedBooking, get(link));
  await record(
    'reschedule',
    ALLOWED.managedBooking,
    context.app.inject({
      method: 'POST',
      url: `${link}/reschedule`,
      payload: { startTime: '2026-03-10T12:00', endTime: '2026-03-10T12:30' },
    }),
  );
  await record(
    'cancel',
    ALLOWED.managedBooking,
    context.app.inject({ method: 'POST', url: `${link}/cancel`, payload: {} }),
  );
});
afterAll(async () => {
  await context.close();
});

describe('public answers', () => {
  it('carry only allowlisted keys', () => {
    expect(answers).toHaveLength(15);
    // The answers are full ones: hosts, media and slots were there to be checked.
    const pathsOf = (label: string) =>
      keyPaths(JSON.parse(answers.find((answer) => answer.label === label)?.body ?? '{}'), '', new Set());
    expect([...pathsOf('directory city')]).toEqual(expect.arrayContaining(['data.city.name']));
    expect([...pathsOf('space by id')]).toEqual(
      expect.arrayContaining(['data.hosts[].role', 'data.media[].url']),
    );
    expect([...pathsOf('slots')]).toContain('data.availableDays[].dates[].slots[].startAt');
    expect([...pathsOf('any-host slots')]).toContain('data.availableDays[].dates[].slots[].startAt');
    for (const label of ['any-host slots', 'any-host next available']) {
      const body = answers.find((answer) => answer.label === label)?.body ?? '';
      expect(body, label).not.toContain(space.admin.user.id);
      expect(body, label).not.toContain(space.member.user.id);
    }
    for (const answer of answers) {
      const unexpected = [...keyPaths(JSON.parse(answer.body), '', new Set())].filter(
        (path) => !answer.allowed.has(path),
      );
      expect(unexpected, answer.label).toEqual([]);
    }
  });

  it("never contain the team's e-mails, password hashes, other clients or private file names", async () => {
    const [hash] = await context.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, space.admin.user.id));
    const secrets = [
      space.admin.email,
      space.member.email,
      space.outsider.email,
      hash?.passwordHash ?? '$argon2',
      '$argon2',
      OTHER_CLIENT.name,
      OTHER_CLIENT.email,
      OTHER_CLIENT.phone,
      'nombre-privado-del-archivo',
      'passwordHash',
      'tokenVersion',
    ];
    for (const answer of answers) {
      for (const secret of secrets)
        expect(answer.body, `${answer.label} contains ${secret}`).not.toContain(secret);
    }
  });
});
