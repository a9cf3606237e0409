import type { Database, Transaction } from '@citavet/db/database';
import { isProfessionalRole } from '@citavet/domain/members/space-permissions';
import {
  HOST_NOT_MEMBER_MESSAGE,
  ONLY_SELF_ASSIGNMENT_MESSAGE,
  SCHEDULE_NOT_FOUND_MESSAGE,
  scheduleOverlapMessage,
  wallTimeRangesOverlap,
} from '@citavet/domain/schedules/schedule.schema';
import { SERVICE_NOT_FOUND_MESSAGE } from '@citavet/domain/services/service.schema';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error';
import { assertSpacePermission, findSpaceRole } from '../../http/space-access';

export const RECEPTION_HOST_MESSAGE = 'Recepción no atiende citas: elige un profesional';

import {
  findServiceContext,
  findStoredRange,
  type ServiceContext,
  type StoredRange,
} from './schedules.repository';

type Executor = Database | Transaction;
type WallRange = { dayOfWeek: number; startTime: string; endTime: string };

/** The service and the caller's role in its space; 404 for services of other spaces. */
export async function requireServiceForScheduling(
  db: Executor,
  serviceId: string,
  userId: string,
): Promise<ServiceContext & { role: SpaceRole }> {
  const service = await findServiceContext(db, serviceId);
  const role = service ? await findSpaceRole(db, service.spaceId, userId) : null;
  if (!service || !role) throw notFound(SERVICE_NOT_FOUND_MESSAGE, 'SERVICE_NOT_FOUND');
  return { ...service, role };
}

/**
 * A schedule the caller may see and change: an ADMIN any of the space's, anyone else only their
 * own. The rest answer 404, the same as for a schedule that does not exist.
 */
export async function requireVisibleSchedule(
  db: Executor,
  scheduleId: string,
  userId: string,
): Promise<{ schedule: StoredRange; role: SpaceRole }> {
  const schedule = await findStoredRange(db, scheduleId);
  const role = schedule ? await findSpaceRole(db, schedule.spaceId, userId) : null;
  const isVisible = schedule && role && (role === 'ADMIN' || schedule.hostId === userId);
  if (!schedule || !role || !isVisible) throw notFound(SCHEDULE_NOT_FOUND_MESSAGE, 'SCHEDULE_NOT_FOUND');
  return { schedule, role };
}

/** An ADMIN assigns any member of the space; everyone else only themself. */
export async function assertHostAssignable(
  db: Executor,
  assignment: { role: SpaceRole; callerId: string; hostId: string; spaceId: string },
) {
  if (assignment.role !== 'ADMIN' && assignment.hostId !== assignment.callerId) {
    throw forbidden(ONLY_SELF_ASSIGNMENT_MESSAGE, 'ONLY_SELF_ASSIGNMENT');
  }
  assertSpacePermission(assignment.role, 'schedules.hostOwn');
  const hostRole = await findSpaceRole(db, assignment.spaceId, assignment.hostId);
  if (!hostRole) {
    throw badRequest(HOST_NOT_MEMBER_MESSAGE, 'HOST_NOT_MEMBER', {
      details: [{ field: 'hostId', message: HOST_NOT_MEMBER_MESSAGE }],
    });
  }
  // Reception runs the desk and takes no appointments: no schedule is hers.
  if (!isProfessionalRole(hostRole)) {
    throw badRequest(RECEPTION_HOST_MESSAGE, 'HOST_NOT_MEMBER', {
      details: [{ field: 'hostId', message: RECEPTION_HOST_MESSAGE }],
    });
  }
}

export const PRICE_ADMIN_ONLY_MESSAGE = 'Solo los administradores del espacio pueden cambiar precios';

/**
 * A schedule's custom price is a price: only an ADMIN sets or changes it (a MEMBER
 * cannot change configuration). `current` is the stored price when updating.
 */
export function assertPriceChangeAllowed(
  role: SpaceRole,
  price: number | null | undefined,
  current = null as number | null,
) {
  if (role === 'ADMIN' || price === undefined || price === current) return;
  throw forbidden(PRICE_ADMIN_ONLY_MESSAGE, 'ADMIN_ONLY');
}

/** Two ranges of one host on one day of one service may touch but not overlap. */
export function assertNoOverlap(existing: readonly (WallRange & { id: string })[], candidate: WallRange) {
  const clash = existing.find(
    (range) => range.dayOfWeek === candidate.dayOfWeek && wallTimeRangesOverlap(range, candidate),
  );
  if (clash) {
    throw conflict(scheduleOverlapMessage(clash.startTime, clash.endTime), 'SCHEDULE_OVERLAP', {
      conflictingSchedule: {
        id: clash.id,
        dayOfWeek: clash.dayOfWeek,
        startTime: clash.startTime,
        endTime: clash.endTime,
      },
    });
  }
}
