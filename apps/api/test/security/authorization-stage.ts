import { emailOutbox } from '@citavet/db/schema/outbox';
import { users } from '@citavet/db/schema/users';
import { MILLISECONDS_PER_DAY } from '@citavet/domain/time/civil-calendar';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { lastInvitationEmail } from '../../src/features/invitations/invitations.test-support';
import { makeImage, multipartBody } from '../../src/features/logo/logo.test-support';
import { multipartForm } from '../../src/features/media/media-test-files';
import {
  bearer,
  nextRemoteAddress,
  registerTestUser,
  type TestContext,
  verifyTestUser,
} from '../../src/test/test-app';

// The people and objects the authorization matrix acts on, built through the API. Users cost an
// argon2 hash each, so one team plays every route; spaces and their objects are built per route
// (or per cell for destructive routes), so no cell sees what another one did.

export type Actor = { id: string; name: string; email: string; password: string; token: string };

/**
 * admin created the space, member is a MEMBER who does not own the object at hand, host is the
 * MEMBER who owns it (hosts the schedule, the booking, the absence; is the member row), otherAdmin
 * administers another space, client books for themself, invitee receives invitations.
 */
export type Team = Record<'admin' | 'member' | 'host' | 'otherAdmin' | 'client' | 'invitee', Actor>;

/** A space where host (and on demand admin and member) offers one service every day 08:00–20:00. */
export type Agenda = { spaceId: string; route: string; serviceId: string; hostScheduleId: string };

export const TIME_ZONE = 'Europe/Madrid';
const FIRST_BOOKING_DAY = Date.UTC(2026, 2, 3);
const SLOTS_PER_DAY = 24;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export class MatrixStage {
  #counter = 0;
  #slot = 0;
  #png: Buffer | undefined;

  private constructor(
    readonly context: TestContext,
    readonly team: Team,
  ) {}

  static async open(context: TestContext): Promise<MatrixStage> {
    const [admin, member, host, otherAdmin, client, invitee] = await Promise.all([
      registerActor(context, 'Ana Administradora'),
      registerActor(context, 'Mario Miembro'),
      registerActor(context, 'Hugo Anfitrión'),
      registerActor(context, 'Olga Otra Clínica'),
      registerActor(context, 'Clara Cliente', 'CLIENT'),
      registerActor(context, 'Iván Invitado'),
    ]);
    const stage = new MatrixStage(context, { admin, member, host, otherAdmin, client, invitee });
    await stage.call('POST', '/api/spaces', otherAdmin, { name: 'Clínica Ajena', timeZone: TIME_ZONE });
    return stage;
  }

  /** A value no other call of the run uses (e-mails, names). */
  unique(prefix: string): string {
    this.#counter += 1;
    return `${prefix}-${this.#counter}-${Math.random().toString(36).slice(2, 8)}`;
  }

  uniqueEmail(prefix: string): string {
    return `${this.unique(prefix)}@example.com`;
  }

  send(
    method: Method,
    url: string,
    actor: Actor | null,
    payload?: object | Buffer,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return this.context.app.inject({
      method,
      url,
      // Every request from its own address: the per-IP limits keep their production values (they
      // have their own tests) without one address carrying the whole run.
      remoteAddress: nextRemoteAddress(),
      headers: { ...headers, ...(actor ? bearer(actor.token) : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
  }

  /** A call the world needs: anything but a success stops the run with the answer. */
  async call<T = Record<string, never>>(
    method: Method,
    url: string,
    actor: Actor | null,
    payload?: object | Buffer,
    headers?: Record<string, string>,
  ): Promise<T> {
    const response = await this.send(method, url, actor, payload, headers);
    if (response.statusCode >= 300) {
      throw new Error(`preparing the matrix: ${method} ${url} → ${response.statusCode} ${response.body}`);
    }
    return response.json().data as T;
  }

  register(name: string, role?: 'CLIENT', options: { isVerified?: boolean } = {}): Promise<Actor> {
    return registerActor(this.context, name, role, options);
  }

  /** Takes the proof of address away (a test shortcut: registering leaves it unproven too). */
  async unverify(actor: Actor): Promise<void> {
    await this.context.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, actor.id));
  }

  async createSpace(creator: Actor): Promise<{ spaceId: string; route: string }> {
    const space = await this.call<{ id: string; route: string | null }>('POST', '/api/spaces', creator, {
      name: this.unique('Clínica Matriz'),
      timeZone: TIME_ZONE,
    });
    if (!space.route) throw new Error('the space has no public route');
    return { spaceId: space.id, route: space.route };
  }

  async invite(
    spaceId: string,
    email: string,
    inviter = this.team.admin,
    role: 'MEMBER' | 'RECEPTION' = 'MEMBER',
  ): Promise<string> {
    const url = `/api/spaces/${spaceId}/invitations`;
    const invitation = await this.call<{ id: string }>('POST', url, inviter, { email, role });
    return invitation.id;
  }

  /** The newcomer accepts from the e-mailed link, as an account verified before the invitation must. */
  async join(
    spaceId: string,
    newcomer: Actor,
    inviter = this.team.admin,
    role: 'MEMBER' | 'RECEPTION' = 'MEMBER',
  ): Promise<void> {
    await this.invite(spaceId, newcomer.email, inviter, role);
    const { token } = await lastInvitationEmail(this.context, newcomer.email);
    await this.call('POST', `/api/spaces/invitations/${encodeURIComponent(token)}/accept`, newcomer);
  }

  /**
   * A space of the team's admin that member and host have joined as MEMBERs, the reception extra
   * actor as RECEPTION, and that the removed extra actor joined and was removed from.
   */
  async space(): Promise<{ spaceId: string; route: string }> {
    const space = await this.createSpace(this.team.admin);
    await this.join(space.spaceId, this.team.member);
    await this.join(space.spaceId, this.team.host);
    if (this.extras) {
      await this.join(space.spaceId, this.extras.reception, this.team.admin, 'RECEPTION');
      await this.join(space.spaceId, this.extras.removed);
      await this.call(
        'DELETE',
        `/api/spaces/${space.spaceId}/members/${this.extras.removed.id}`,
        this.team.admin,
      );
    }
    return space;
  }

  /** The extra actors every route is also tried with (authorization-extra-actors.ts). */
  extras: ExtraActors | undefined;
  /** For each switchedEmail actor, the address they asked to switch to (never confirmed). */
  readonly switchTargets = new Map<string, string>();

  async service(spaceId: string): Promise<string> {
    const created = await this.call<{ service: { id: string } }>(
      'POST',
      `/api/spaces/${spaceId}/services`,
      this.team.admin,
      { name: this.unique('Consulta'), duration: 30, price: 25 },
    );
    return created.service.id;
  }

  /** Seven ranges 08:00–20:00 (Monday first) for `hostId` on the service; answers their ids. */
  async weekSchedules(serviceId: string, hostId: string): Promise<string[]> {
    const created = await this.call<{ schedules: { id: string; dayOfWeek: number }[] }>(
      'POST',
      '/api/services/schedules/bulk',
      this.team.admin,
      {
        serviceId,
        hostId,
        schedules: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
          dayOfWeek,
          startTime: '08:00',
          endTime: '20:00',
          isActive: true,
        })),
      },
    );
    return created.schedules.map((schedule) => schedule.id);
  }

  /** `isEveryoneHosting`: admin and member get the same week (host-create books the caller). */
  async agenda({ isEveryoneHosting = false } = {}): Promise<Agenda> {
    const { spaceId, route } = await this.space();
    const serviceId = await this.service(spaceId);
    const [hostScheduleId] = await this.weekSchedules(serviceId, this.team.host.id);
    if (isEveryoneHosting) {
      await this.weekSchedules(serviceId, this.team.admin.id);
      await this.weekSchedules(serviceId, this.team.member.id);
    }
    if (!hostScheduleId) throw new Error('the host has no schedule');
    return { spaceId, route, serviceId, hostScheduleId };
  }

  /**
   * A half hour of the space's wall clock no other booking of the run takes: the team's people host
   * in many spaces, and a host never has two overlapping bookings across spaces.
   */
  nextSlot(): { startTime: string; endTime: string; date: string } {
    const index = this.#slot;
    this.#slot += 1;
    const date = new Date(FIRST_BOOKING_DAY + Math.floor(index / SLOTS_PER_DAY) * MILLISECONDS_PER_DAY)
      .toISOString()
      .slice(0, 10);
    const minutes = 8 * 60 + (index % SLOTS_PER_DAY) * 30;
    const wall = (total: number) =>
      `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
    return { date, startTime: `${date}T${wall(minutes)}`, endTime: `${date}T${wall(minutes + 30)}` };
  }

  /** A booking the client made for themself through POST /api/bookings, hosted by host. */
  async clientBooking(agenda: Agenda): Promise<{ id: string; startTime: string; endTime: string }> {
    const { startTime, endTime } = this.nextSlot();
    const created = await this.call<{ booking: { id: string } }>('POST', '/api/bookings', this.team.client, {
      serviceScheduleId: agenda.hostScheduleId,
      startTime,
      endTime,
    });
    return { id: created.booking.id, startTime, endTime };
  }

  /** An anonymous booking of the public page, and the token of its e-mailed manage link. */
  async publicBooking(agenda: Agenda): Promise<{ id: string; token: string }> {
    const { startTime, endTime } = this.nextSlot();
    const created = await this.call<{ booking: { id: string; managePath: string } }>(
      'POST',
      '/api/bookings/public',
      null,
      {
        serviceScheduleId: agenda.hostScheduleId,
        startTime,
        endTime,
        clientInfo: { name: 'Lucía Pública', email: this.uniqueEmail('publica') },
      },
    );
    const token = created.booking.managePath.split('/reservas/')[1];
    if (!token) throw new Error('the public booking has no manage link');
    return { id: created.booking.id, token: decodeURIComponent(token) };
  }

  /** The token in the only e-mail of `kind` sent to `address`. */
  async mailedToken(address: string, kind: string, pattern: RegExp): Promise<string> {
    const messages = await this.context.database.db
      .select({ textBody: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.kind, kind)));
    const token = messages.length === 1 ? pattern.exec(messages[0]?.textBody ?? '')?.[1] : undefined;
    if (!token) throw new Error(`expected one ${kind} e-mail with a link to ${address}`);
    return decodeURIComponent(token);
  }

  /** An all-day absence of host, far from every booked day. */
  async hostAbsence(spaceId: string): Promise<string> {
    const created = await this.call<{ disabledDate: { id: string } }>(
      'POST',
      `/api/spaces/${spaceId}/disabled-dates`,
      this.team.admin,
      absenceOf(this.team.host.id, '2026-06-01'),
    );
    return created.disabledDate.id;
  }

  /** The host's own extra opening, made by the ADMIN. */
  async hostOverride(spaceId: string): Promise<string> {
    const created = await this.call<{ scheduleOverride: { id: string } }>(
      'POST',
      `/api/spaces/${spaceId}/schedule-overrides`,
      this.team.admin,
      overrideOf(this.team.host.id, '2026-06-06'),
    );
    return created.scheduleOverride.id;
  }

  async png(): Promise<Buffer> {
    this.#png ??= await makeImage('png', 64, 48);
    return this.#png;
  }

  async logoForm(): Promise<{ payload: Buffer; headers: Record<string, string> }> {
    return multipartBody({ bytes: await this.png(), filename: 'logo.png', type: 'image/png' });
  }

  async petPhotoForm(): Promise<{ payload: Buffer; headers: Record<string, string> }> {
    return multipartBody({
      bytes: await this.png(),
      filename: 'mascota.png',
      type: 'image/png',
      field: 'photo',
    });
  }

  async mediaForm(): Promise<{ payload: Buffer; headers: Record<string, string> }> {
    return multipartForm([{ bytes: await this.png(), filename: 'foto.png', type: 'image/png' }]);
  }

  /** Uploads a logo as admin; answers its stored key. */
  async logo(spaceId: string): Promise<string> {
    const form = await this.logoForm();
    const uploaded = await this.call<{ space: { logoKey: string | null } }>(
      'POST',
      `/api/spaces/${spaceId}/logo`,
      this.team.admin,
      form.payload,
      form.headers,
    );
    if (!uploaded.space.logoKey) throw new Error('the logo was not stored');
    return uploaded.space.logoKey;
  }

  async mediaItem(spaceId: string): Promise<string> {
    const form = await this.mediaForm();
    const uploaded = await this.call<{ media: { id: string }[] }>(
      'POST',
      `/api/spaces/${spaceId}/media`,
      this.team.admin,
      form.payload,
      form.headers,
    );
    const id = uploaded.media[0]?.id;
    if (!id) throw new Error('the media item was not stored');
    return id;
  }
}

/** An extra opening (ADD) on `day`, for one professional or (null) the whole clinic. */
export function overrideOf(hostId: string | null, day: string, startTime = '10:00') {
  return { hostId, date: day, kind: 'ADD', startTime, endTime: '14:00', note: 'Campaña' };
}

export function absenceOf(hostId: string, day: string) {
  return {
    scope: 'HOST',
    hostId,
    startDate: day,
    endDate: day,
    isAllDay: true,
    title: 'Vacaciones',
    reason: 'Descanso',
    isRecurring: false,
  };
}

export type ExtraActors = Record<
  'revoked' | 'removed' | 'client' | 'unverifiedInvitee' | 'switchedEmail' | 'reception',
  Actor
>;

async function registerActor(
  context: TestContext,
  name: string,
  role?: 'CLIENT',
  options: { isVerified?: boolean } = {},
): Promise<Actor> {
  const registered = await registerTestUser(context.app, { name, ...(role ? { role } : {}) });
  // The team accepts invitations from its profile, which needs a proven address.
  if (options.isVerified ?? true) await verifyTestUser(context, registered);
  return {
    id: registered.user.id,
    name: registered.user.name,
    email: registered.email,
    password: registered.password,
    token: registered.token,
  };
}
