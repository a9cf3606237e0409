import { OTHER_MEMBER_REPORTS_MESSAGE, type ReportQuery } from '@citavet/domain/reports/report.schema';
import { periodInstants, type ReportPeriod } from '@citavet/domain/reports/report-period';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import type { AppDependencies } from '../../app-dependencies';
import { forbidden, notFound } from '../../http/app-error';
import {
  assertSpacePermission,
  findSpaceRole,
  requireSpaceMember,
  SPACE_NOT_FOUND_MESSAGE,
} from '../../http/space-access';
import type { DayScope } from './report-rollups.repository';
import { type BookingScope, findSpaceTimeZone, isSpaceService } from './reports.repository';

export const HOST_NOT_MEMBER_MESSAGE = 'Miembro no encontrado en este espacio';
export const SERVICE_NOT_FOUND_MESSAGE = 'Servicio no encontrado';

export type ReportScope = {
  spaceId: string;
  role: SpaceRole;
  timeZone: string;
  period: ReportPeriod;
  /** Set for a MEMBER (always themself) or when an ADMIN asks for one host. */
  hostId?: string;
  serviceId?: string;
};

/**
 * Who may read which figures (RECEPTION none: income is the clinic's, decision 072): a member reads the space's reports, an ADMIN everyone's, a MEMBER
 * only their own (asking for another host is a 403); outsiders get the space's 404. A host or
 * service of another space is a 404 too, so nothing of theirs is revealed.
 */
export async function resolveReportScope(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: ReportQuery,
): Promise<ReportScope> {
  const { db } = deps.database;
  const role = await requireSpaceMember(db, spaceId, userId);
  assertSpacePermission(role, 'reports.readOwn');
  if (role !== 'ADMIN' && query.hostId !== undefined && query.hostId !== userId) {
    throw forbidden(OTHER_MEMBER_REPORTS_MESSAGE);
  }
  const hostId = role === 'ADMIN' ? query.hostId : userId;
  if (hostId !== undefined && hostId !== userId && !(await findSpaceRole(db, spaceId, hostId))) {
    throw notFound(HOST_NOT_MEMBER_MESSAGE, 'HOST_NOT_FOUND');
  }
  if (query.serviceId !== undefined && !(await isSpaceService(db, spaceId, query.serviceId))) {
    throw notFound(SERVICE_NOT_FOUND_MESSAGE, 'SERVICE_NOT_FOUND');
  }
  const timeZone = await findSpaceTimeZone(db, spaceId);
  if (!timeZone) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  return {
    spaceId,
    role,
    timeZone,
    period: { from: query.from, to: query.to },
    ...(hostId === undefined ? {} : { hostId }),
    ...(query.serviceId === undefined ? {} : { serviceId: query.serviceId }),
  };
}

/** The bookings a period of the scope reads. */
export function bookingScopeOf(scope: ReportScope, period: ReportPeriod = scope.period): BookingScope {
  return {
    spaceId: scope.spaceId,
    ...periodInstants(period, scope.timeZone),
    ...(scope.hostId === undefined ? {} : { hostId: scope.hostId }),
    ...(scope.serviceId === undefined ? {} : { serviceId: scope.serviceId }),
  };
}

/**
 * The roll-ups' view of a period of the scope (its local days), or null for a host AND a service:
 * no roll-up keeps both, that scope reads its bookings (few: one host's of one service).
 */
export function dayScopeOf(scope: ReportScope, period: ReportPeriod = scope.period): DayScope | null {
  if (scope.hostId !== undefined && scope.serviceId !== undefined) return null;
  return {
    spaceId: scope.spaceId,
    from: period.from,
    to: period.to,
    ...(scope.hostId === undefined ? {} : { hostId: scope.hostId }),
    ...(scope.serviceId === undefined ? {} : { serviceId: scope.serviceId }),
  };
}

/** The whole space's view (no host, no service): the only one with a day bitmap of clients. */
export function isWholeSpace(days: DayScope | null): days is DayScope {
  return days !== null && days.hostId === undefined && days.serviceId === undefined;
}
