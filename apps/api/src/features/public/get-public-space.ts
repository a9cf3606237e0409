import type { PublicOnlinePause } from '@citavet/domain/online-pauses/online-pause.schema';
import {
  activeClinicPauseEnd,
  onlinePauseNotice,
  type PauseWindow,
} from '@citavet/domain/online-pauses/online-pause-rules';
import { splitOpeningHours } from '@citavet/domain/public/opening-hours';
import {
  PUBLIC_HOST_ROLE_LABELS,
  PUBLIC_MEDIA_PAGE_SIZE,
  PUBLIC_MESSAGES,
  type PublicHost,
  type PublicService,
  type PublicSpace,
} from '@citavet/domain/public/public-space.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { arePlanLimitsOn, keptByPlan } from '../../plans/plan-guard';
import {
  findPublicSpace,
  listBookableSchedules,
  listBookableServices,
  listPublicMedia,
  listRunningClinicPauses,
} from './public.repository';
import { presentPublicMedia } from './public-media-view';

/**
 * GET /public/space/{spaceId} and /public/space/by-route/{route}: what the booking page shows. Only
 * services a client can book (active, bookable online, with at least one active schedule of a member)
 * are listed, with the members who host them; the opening hours are those schedules, merged per day.
 */
export async function getPublicSpace(
  deps: AppDependencies,
  where: { spaceId: string } | { route: string },
): Promise<PublicSpace> {
  const { db } = deps.database;
  const space = await findPublicSpace(db, where);
  if (!space) throw notFound(PUBLIC_MESSAGES.spaceNotFound, 'SPACE_NOT_FOUND');
  const now = deps.clock.now().getTime();
  const [allServiceRows, allScheduleRows, mediaRows, kept, clinicPauses] = await Promise.all([
    listBookableServices(db, space.id),
    listBookableSchedules(db, space.id),
    listPublicMedia(db, space.id, { limit: PUBLIC_MEDIA_PAGE_SIZE, offset: 0 }),
    arePlanLimitsOn(deps) ? keptByPlan(db, deps, space.id) : null,
    listRunningClinicPauses(db, space.id, new Date(now)),
  ]);
  // Only what the plan keeps active is offered (decision 073): after a move to a smaller plan, the
  // services and the professional the ADMIN chose, or the ones created first.
  const serviceRows = allServiceRows.filter((row) => kept?.serviceIds?.has(row.id) ?? true);
  const scheduleRows = allScheduleRows.filter(
    (row) =>
      (kept?.serviceIds?.has(row.serviceId) ?? true) && (kept?.professionalIds?.has(row.hostId) ?? true),
  );

  const hostIdsByService = new Map<string, Set<string>>();
  const hostsById = new Map<string, PublicHost>();
  for (const schedule of scheduleRows) {
    const hostIds = hostIdsByService.get(schedule.serviceId) ?? new Set<string>();
    hostIds.add(schedule.hostId);
    hostIdsByService.set(schedule.serviceId, hostIds);
    const host = hostsById.get(schedule.hostId) ?? {
      id: schedule.hostId,
      name: schedule.hostName,
      role: PUBLIC_HOST_ROLE_LABELS[schedule.hostRole],
      avatar: schedule.hostAvatar,
      services: [],
    };
    if (!host.services.includes(schedule.serviceId)) host.services.push(schedule.serviceId);
    hostsById.set(schedule.hostId, host);
  }

  const services: PublicService[] = serviceRows
    .filter((service) => hostIdsByService.has(service.id))
    .map((service) => ({
      id: service.id,
      name: service.name,
      description: service.description,
      category: service.category,
      duration: service.duration,
      price: Number(service.price),
      currency: service.currency,
      hostIds: [...(hostIdsByService.get(service.id) ?? [])],
    }));
  const hosts = [...hostsById.values()];
  const { logoKey, ...fields } = space;
  return {
    ...fields,
    logoUrl: logoKey ? deps.storage.publicUrl(logoKey) : null,
    services,
    hosts,
    media: mediaRows.map((row) => presentPublicMedia(row, deps.storage)),
    // Consultations apart from emergencies: a 24-hour emergency rota is not the clinic's hours.
    ...splitOpeningHours(
      scheduleRows.map((row) => ({
        ...row,
        category: serviceRows.find((service) => service.id === row.serviceId)?.category ?? null,
      })),
    ),
    stats: { totalServices: services.length, totalHosts: hosts.length },
    onlinePause: publicPauseOf(clinicPauses, now, space.timeZone, space.contactPhone),
  };
}

/** What the page says while the whole clinic's online booking is paused, or null. */
function publicPauseOf(
  pauses: readonly PauseWindow[],
  now: number,
  timeZone: string,
  phone: string | null,
): PublicOnlinePause | null {
  const endAt = activeClinicPauseEnd(pauses, now);
  if (endAt === null) return null;
  return { until: new Date(endAt).toISOString(), message: onlinePauseNotice(endAt, now, timeZone, phone) };
}
