import type { Database, Transaction } from '@citavet/db/database';
import { media } from '@citavet/db/schema/media';
import { onlineBookingPauses } from '@citavet/db/schema/online-pauses';
import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import type { MediaType } from '@citavet/domain/media/media.schema';
import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';

// Reads behind the public pages. Every select names its columns: nothing private (e-mails of the
// team, password hashes, clients) can leave through a `select *`.

type Executor = Database | Transaction;

const publicSpaceColumns = {
  id: spaces.id,
  name: spaces.name,
  description: spaces.description,
  route: spaces.route,
  logoKey: spaces.logoKey,
  color: spaces.color,
  timeZone: spaces.timeZone,
  address: spaces.address,
  city: spaces.city,
  state: spaces.state,
  country: spaces.country,
  latitude: spaces.latitude,
  longitude: spaces.longitude,
  contactPhone: spaces.contactPhone,
  contactEmail: spaces.contactEmail,
  contactWhatsapp: spaces.contactWhatsapp,
  socialInstagram: spaces.socialInstagram,
  socialFacebook: spaces.socialFacebook,
  socialWebsite: spaces.socialWebsite,
};

/** A space by id or by its public route (routes are stored lower-case); a deleted space is none. */
export async function findPublicSpace(db: Executor, where: { spaceId: string } | { route: string }) {
  const [row] = await db
    .select(publicSpaceColumns)
    .from(spaces)
    .where(
      and(
        'spaceId' in where ? eq(spaces.id, where.spaceId) : eq(spaces.route, where.route.toLowerCase()),
        isNull(spaces.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}
export type PublicSpaceRecord = NonNullable<Awaited<ReturnType<typeof findPublicSpace>>>;

const isBookableService = and(eq(services.isActive, true), eq(services.isBookableByClients, true));

/** Active, client-bookable services of the space. */
export async function listBookableServices(db: Executor, spaceId: string) {
  return db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      category: services.category,
      duration: services.duration,
      price: services.price,
      currency: services.currency,
    })
    .from(services)
    .where(and(eq(services.spaceId, spaceId), isBookableService))
    .orderBy(asc(services.name), asc(services.id));
}

/**
 * Active schedule ranges of the space's bookable services whose host is still a member, with the
 * host's public face (name, avatar, role in the space).
 */
export async function listBookableSchedules(db: Executor, spaceId: string) {
  return db
    .select({
      serviceId: serviceSchedules.serviceId,
      hostId: serviceSchedules.hostId,
      dayOfWeek: serviceSchedules.dayOfWeek,
      startTime: serviceSchedules.startTime,
      endTime: serviceSchedules.endTime,
      hostName: users.name,
      hostAvatar: users.avatar,
      hostRole: spaceMembers.role,
    })
    .from(serviceSchedules)
    .innerJoin(services, eq(services.id, serviceSchedules.serviceId))
    .innerJoin(
      spaceMembers,
      and(eq(spaceMembers.spaceId, services.spaceId), eq(spaceMembers.userId, serviceSchedules.hostId)),
    )
    .innerJoin(users, eq(users.id, serviceSchedules.hostId))
    .where(and(eq(services.spaceId, spaceId), isBookableService, eq(serviceSchedules.isActive, true)))
    .orderBy(asc(users.name), asc(users.id));
}

const publicMediaColumns = {
  id: media.id,
  mediaType: media.mediaType,
  storageKey: media.storageKey,
  thumbnailKey: media.thumbnailKey,
  description: media.description,
  displayOrder: media.displayOrder,
};

/** Gallery items, images before videos, each kind in the gallery's order. */
export async function listPublicMedia(
  db: Executor,
  spaceId: string,
  page: { mediaType?: MediaType; limit: number; offset: number },
) {
  return db
    .select(publicMediaColumns)
    .from(media)
    .where(and(eq(media.spaceId, spaceId), page.mediaType ? eq(media.mediaType, page.mediaType) : undefined))
    .orderBy(
      desc(sql`${media.mediaType} = 'IMAGE'`),
      asc(media.displayOrder),
      asc(media.createdAt),
      asc(media.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}
export type PublicMediaRecord = Awaited<ReturnType<typeof listPublicMedia>>[number];

export async function countPublicMedia(db: Executor, spaceId: string, mediaType?: MediaType) {
  const [row] = await db
    .select({ total: count() })
    .from(media)
    .where(and(eq(media.spaceId, spaceId), mediaType ? eq(media.mediaType, mediaType) : undefined));
  return row?.total ?? 0;
}

/** A bookable service of the space, with what the slot engine needs. */
export async function findBookableService(db: Executor, spaceId: string, serviceId: string) {
  const [row] = await db
    .select({
      id: services.id,
      duration: services.duration,
      price: services.price,
      minAdvanceBooking: services.minAdvanceBooking,
      maxAdvanceBooking: services.maxAdvanceBooking,
      slotStep: services.slotStep,
      bufferBefore: services.bufferBefore,
      bufferAfter: services.bufferAfter,
      dailyCap: services.dailyCap,
    })
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.spaceId, spaceId), isBookableService))
    .limit(1);
  return row ?? null;
}

/** Every range (active or not) a member host has for the service; none when they are not a member. */
export async function listMemberHostSchedules(
  db: Executor,
  spaceId: string,
  serviceId: string,
  hostId: string,
) {
  return db
    .select({
      id: serviceSchedules.id,
      dayOfWeek: serviceSchedules.dayOfWeek,
      startTime: serviceSchedules.startTime,
      endTime: serviceSchedules.endTime,
      isActive: serviceSchedules.isActive,
      hostDailyCap: spaceMembers.dailyCap,
      customPrice: serviceSchedules.customPrice,
    })
    .from(serviceSchedules)
    .innerJoin(
      spaceMembers,
      and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, serviceSchedules.hostId)),
    )
    .where(and(eq(serviceSchedules.serviceId, serviceId), eq(serviceSchedules.hostId, hostId)));
}

export {
  listCalendarBusyRanges,
  listDateOverridesConcerning,
  listDisabledDatesConcerning,
  listHostBusyRanges,
  listOnlinePausesConcerning,
  listWaitlistHolds,
  readDailyCaps,
} from '@citavet/db/scheduling-inputs';

/**
 * Every range (active or not) of every member host of the service, host by host (in id order):
 * the hosts 'Cualquier profesional' offers (decision 054).
 */
export async function listServiceMemberSchedules(db: Executor, spaceId: string, serviceId: string) {
  return db
    .select({
      hostId: serviceSchedules.hostId,
      id: serviceSchedules.id,
      dayOfWeek: serviceSchedules.dayOfWeek,
      startTime: serviceSchedules.startTime,
      endTime: serviceSchedules.endTime,
      isActive: serviceSchedules.isActive,
      hostDailyCap: spaceMembers.dailyCap,
      customPrice: serviceSchedules.customPrice,
    })
    .from(serviceSchedules)
    .innerJoin(
      spaceMembers,
      and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, serviceSchedules.hostId)),
    )
    .where(eq(serviceSchedules.serviceId, serviceId))
    .orderBy(asc(serviceSchedules.hostId), asc(serviceSchedules.id));
}

/** The clinic-wide pauses of the space not over at `now`: what the public page tells visitors. */
export async function listRunningClinicPauses(db: Executor, spaceId: string, now: Date) {
  const rows = await db
    .select({ startAt: onlineBookingPauses.startAt, endAt: onlineBookingPauses.endAt })
    .from(onlineBookingPauses)
    .where(
      and(
        eq(onlineBookingPauses.spaceId, spaceId),
        isNull(onlineBookingPauses.hostId),
        gt(onlineBookingPauses.endAt, now),
      ),
    );
  return rows.map((row) => ({ hostId: null, startAt: row.startAt.getTime(), endAt: row.endAt.getTime() }));
}
