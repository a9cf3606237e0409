import type { BookingStatus } from './booking-status';

// What 'Ingresos' of bookings means, in the agenda's month summary and in the reports alike: the
// price agreed on the booking of appointments that took place (COMPLETED). A confirmed appointment
// is a promise, not income; what was actually charged and collected comes from the charges
// (docs/decisions/071-charges.md). The screens name it with BOOKED_INCOME_LABEL.

export const BOOKED_INCOME_STATUSES: readonly BookingStatus[] = ['COMPLETED'];

export const BOOKED_INCOME_LABEL = 'Ingresos de citas completadas';

export function isBookedIncome(status: BookingStatus): boolean {
  return BOOKED_INCOME_STATUSES.includes(status);
}
