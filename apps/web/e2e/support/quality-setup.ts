import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { proveEmail, waitForEmail } from './mailbox';

// Set-up shared by the quality specs (accessibility, stored XSS): everything goes through the API, so
// the specs spend their time on the screens they check, not on forms other journeys already cover.

export const PASSWORD = 'secreto-seguro';
export const TIME_ZONE = 'Europe/Madrid';
export const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function apiCall<T>(
  request: APIRequestContext,
  method: Method,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return ((await response.json()) as { data: T }).data;
}

/** A call whose answer the spec reads whatever its status: the status, and the envelope's fields. */
export async function apiResponse<TData>(
  request: APIRequestContext,
  method: Method,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<{ status: number; message: string | undefined; code: string | undefined; data: TData }> {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { data: body }),
  });
  const payload = await response.json();
  return { status: response.status(), message: payload.message, code: payload.code, data: payload.data };
}

export interface Account {
  token: string;
  user: { id: string; name: string; email: string };
}

export async function register(request: APIRequestContext, name: string, slug: string): Promise<Account> {
  return apiCall<Account>(request, 'POST', '/auth/register', null, {
    name,
    email: `${slug}-${unique()}@example.com`,
    password: PASSWORD,
  });
}

/** Signs the browser in the way the app itself does after a sign-in: the two storage keys. */
export async function signInWithStorage(page: Page, account: Account): Promise<void> {
  await page.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: account.token, user: account.user },
  );
}

/** Today on the clinic's calendar, 'YYYY-MM-DD'. */
export function clinicToday(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

export function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T12:00:00.000Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** 1 = Monday .. 7 = Sunday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00.000Z`).getUTCDay() || 7;
}

/** How the agenda names a day: 'Martes, 24 de noviembre de 2026'. */
export function longDate(date: string): string {
  const text = new Intl.DateTimeFormat('es-ES', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00.000Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The clinic's wall clock, 'HH:MM' on 24 hours, as the agenda and the booking forms write times. */
export function clinicClock(): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

/** A new service with the same hours every day of the week, and its weekly ranges by weekday. */
export async function addDailyService(
  request: APIRequestContext,
  token: string,
  spaceId: string,
  hostId: string,
  fields: Record<string, unknown>,
  hours: { startTime: string; endTime: string },
): Promise<{ serviceId: string; schedules: Array<{ id: string; dayOfWeek: number }> }> {
  const { service } = await apiCall<{ service: { id: string } }>(
    request,
    'POST',
    `/spaces/${spaceId}/services`,
    token,
    fields,
  );
  const { schedules } = await apiCall<{ schedules: Array<{ id: string; dayOfWeek: number }> }>(
    request,
    'POST',
    '/services/schedules/bulk',
    token,
    {
      serviceId: service.id,
      hostId,
      schedules: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, ...hours })),
    },
  );
  return { serviceId: service.id, schedules };
}

/**
 * An appointment for Julia Romero that began two minutes ago (only a started one can be completed or
 * charged), in a new service 'Urgencias' at `price` euros open all day, so the journey runs at any
 * hour. Answers the clinic's date and the start as the agenda shows them.
 */
export async function bookVisitStartedNow(
  request: APIRequestContext,
  admin: Account,
  spaceId: string,
  price: number,
): Promise<{ today: string; startTime: string }> {
  const { schedules } = await addDailyService(
    request,
    admin.token,
    spaceId,
    admin.user.id,
    { name: 'Urgencias', duration: 30, price, currency: 'EUR' },
    { startTime: '00:00', endTime: '23:59' },
  );
  const clock = clinicClock();
  const started = new Date(Date.now() - 2 * 60_000);
  const today = clinicToday();
  const startTime = clock.format(started);
  const endTime = clock.format(new Date(started.getTime() + 30 * 60_000));
  await apiCall(request, 'POST', '/bookings/internal', admin.token, {
    serviceScheduleId: schedules.find((schedule) => schedule.dayOfWeek === weekdayOf(today))?.id,
    startTime: `${today}T${startTime}`,
    endTime: `${endTime < startTime ? addDays(today, 1) : today}T${endTime}`,
    notes: null,
    clientInfo: { name: 'Julia Romero', email: 'julia.romero@example.com' },
  });
  return { today, startTime };
}

/** Picks a day in the agenda's mini calendar, which starts on the month of `shownDate`. */
export async function openAgendaDay(page: Page, date: string, shownDate: string): Promise<void> {
  if (date.slice(0, 7) !== shownDate.slice(0, 7)) {
    await page.getByRole('button', { name: 'Mes siguiente' }).click();
  }
  await page.getByRole('button', { name: longDate(date), exact: true }).click();
  await expect(page.getByRole('heading', { name: longDate(date) })).toBeVisible();
}

export interface ClinicText {
  spaceName: string;
  description?: string;
  address?: string;
  city?: string;
  state?: string;
  country?: string;
  serviceName: string;
  serviceDescription?: string;
  socialWebsite?: string;
  socialFacebook?: string;
}

export interface Clinic {
  admin: Account;
  spaceId: string;
  route: string;
  serviceId: string;
  /** The service's weekly schedule for a date's weekday. */
  scheduleIdFor: (date: string) => string;
}

/**
 * An admin whose space has a public route and one client-bookable service every day 08:00–20:00
 * (the set-up of bench/process-cluster.ts), so any day works and the space is in the directory.
 */
export async function setUpClinic(
  request: APIRequestContext,
  text: ClinicText,
  adminName = 'Laura Calidad',
): Promise<Clinic> {
  const admin = await register(request, adminName, 'calidad');
  const route = `calidad-${unique()}`;
  const { serviceName, serviceDescription, ...spaceText } = text;
  await proveEmail(request, admin.token);
  const space = await apiCall<{ id: string }>(request, 'POST', '/spaces', admin.token, {
    name: spaceText.spaceName,
    description: spaceText.description,
    address: spaceText.address,
    city: spaceText.city ?? 'Madrid',
    state: spaceText.state,
    country: spaceText.country ?? 'España',
    socialWebsite: spaceText.socialWebsite,
    socialFacebook: spaceText.socialFacebook,
    contactPhone: '+34 910 000 000',
    contactEmail: 'hola@clinica.example',
    contactWhatsapp: '+34 600 000 000',
    socialInstagram: 'clinica.calidad',
    route,
    timeZone: TIME_ZONE,
  });
  const { serviceId, schedules } = await addDailyService(
    request,
    admin.token,
    space.id,
    admin.user.id,
    {
      name: serviceName,
      description: serviceDescription ?? null,
      duration: 30,
      price: 40,
      currency: 'EUR',
      isBookableByClients: true,
      requiresApproval: false,
      allowCancellation: true,
      allowRescheduling: true,
    },
    { startTime: '08:00', endTime: '20:00' },
  );
  return {
    admin,
    spaceId: space.id,
    route,
    serviceId,
    scheduleIdFor: (date) => schedules.find((schedule) => schedule.dayOfWeek === weekdayOf(date))?.id ?? '',
  };
}

/** A second user who joins the space as a MEMBER. */
export async function addMember(request: APIRequestContext, clinic: Clinic, name: string): Promise<Account> {
  const member = await register(request, name, 'miembro');
  const invitation = await apiCall<{ id: string }>(
    request,
    'POST',
    `/spaces/${clinic.spaceId}/invitations`,
    clinic.admin.token,
    { email: member.user.email, role: 'MEMBER' },
  );
  // A fresh account's address is unproven: it joins through the e-mailed link, as a person would.
  const token = (await invitationPathFor(member.user.email)).split('/invitaciones/')[1] ?? invitation.id;
  await apiCall(request, 'POST', `/spaces/invitations/${token}/accept`, member.token);
  return member;
}

/** The smallest valid PNG (1×1, opaque): the server decodes and re-encodes every upload. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The invitation link of the e-mail the app sent to `email` (captured by scripts/e2e-server.mjs). */
export async function invitationPathFor(email: string): Promise<string> {
  // The verification e-mail goes to the same address: wait for the invitation itself.
  const message = await waitForEmail(email, { subject: /te invitó a unirte/ });
  const match = /\/invitaciones\/([A-Za-z0-9_-]+)/.exec(`${message.text ?? ''} ${message.html ?? ''}`);
  if (!match) throw new Error(`The e-mail to ${email} has no invitation link`);
  return `/invitaciones/${match[1]}`;
}
