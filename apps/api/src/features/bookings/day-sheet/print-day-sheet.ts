import {
  type AgendaDaySheetQuery,
  OTHER_AGENDAS_FORBIDDEN_MESSAGE,
} from '@citavet/domain/bookings/booking.schema';
import { MAX_BOOKING_PAGE_SIZE } from '@citavet/domain/bookings/booking-fields';
import { resolveDateBound } from '@citavet/domain/bookings/booking-time';
import { canInSpace, isProfessionalRole } from '@citavet/domain/members/space-permissions';
import type { AppDependencies } from '../../../app-dependencies';
import { forbidden, notFound } from '../../../http/app-error';
import { requireSpaceMember, SPACE_NOT_FOUND_MESSAGE } from '../../../http/space-access';
import { toBooking } from '../booking-dto';
import { listBookingRows } from '../booking-lists.repository';
import { findDaySheetSpace, listSpaceProfessionals } from './day-sheet.repository';
import { type DaySheet, renderDaySheetPdf } from './day-sheet-pdf';

/**
 * GET /spaces/{spaceId}/agenda/day.pdf: the day's appointments per professional, on A4, for the
 * front desk's clipboard. Whose agendas follow the agenda's rule: ADMIN and RECEPTION anyone's
 * (every professional by default), a MEMBER only their own.
 */
export async function printDaySheet(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: AgendaDaySheetQuery,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { db } = deps.database;
  const role = await requireSpaceMember(db, spaceId, userId);
  const space = await findDaySheetSpace(db, spaceId);
  if (!space) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  const professionals = (await listSpaceProfessionals(db, spaceId)).filter((member) =>
    isProfessionalRole(member.role),
  );
  let hostIds = query.userId ?? professionals.map((member) => member.userId);
  if (!canInSpace(role, 'agenda.readAll')) {
    if (query.userId?.some((hostId) => hostId !== userId)) throw forbidden(OTHER_AGENDAS_FORBIDDEN_MESSAGE);
    hostIds = [userId];
  }
  const { rows } = await listBookingRows(
    db,
    {
      spaceId,
      hostIds,
      from: new Date(resolveDateBound(query.date, space.timeZone, 'from')),
      to: new Date(resolveDateBound(query.date, space.timeZone, 'to')),
    },
    { limit: MAX_BOOKING_PAGE_SIZE, offset: 0 },
  );
  const bookings = rows.map(toBooking).filter((booking) => booking.status !== 'CANCELLED');
  const names = new Map(professionals.map((member) => [member.userId, member.name]));
  for (const booking of bookings) names.set(booking.host.id, booking.host.name);
  const sheet: DaySheet = {
    clinicName: space.name,
    date: query.date,
    timeZone: space.timeZone,
    hosts: hostIds.map((hostId) => ({
      name: names.get(hostId) ?? 'Profesional',
      bookings: bookings.filter((booking) => booking.host.id === hostId),
    })),
  };
  return { pdf: await renderDaySheetPdf(sheet), fileName: `agenda-${query.date}.pdf` };
}
