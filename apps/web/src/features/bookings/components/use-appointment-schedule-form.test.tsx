import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createdBooking, TIME_ZONE, VET_ID } from './appointment-modal.test-support';
import { useAppointmentScheduleForm } from './use-appointment-schedule-form';

// The booking was at 10:00 Madrid on 10 March; it is now 20 March.
const booking = createdBooking as Booking;
const clock = { today: '2026-03-20', minutesOfDay: 9 * 60 };

function renderScheduleForm(edited: Booking | null) {
  return renderHook(() =>
    useAppointmentScheduleForm({
      draft: { date: '2026-03-10' },
      booking: edited,
      timeZone: TIME_ZONE,
      clock,
      mustChooseMember: false,
      currentUserId: VET_ID,
    }),
  );
}

describe('step 1 judged with the rules of this moment', () => {
  it('lets an edit keep its past time, and refuses moving it to another past time', () => {
    const { result } = renderScheduleForm(booking);
    expect(result.current.form.getValues()).toMatchObject({ date: '2026-03-10', startTime: '10:00' });
    expect(result.current.checkNow().success).toBe(true);

    act(() => result.current.form.setValue('startTime', '11:00'));
    act(() => result.current.form.setValue('endTime', '11:30'));
    expect(result.current.checkNow().success).toBe(false);
  });

  it('refuses a new appointment on a past day', () => {
    const { result } = renderScheduleForm(null);
    act(() => {
      result.current.form.setValue('service', 'consulta');
      result.current.form.setValue('date', '2026-03-10');
      result.current.form.setValue('startTime', '10:00');
      result.current.form.setValue('endTime', '10:30');
    });
    expect(result.current.checkNow().success).toBe(false);
    act(() => result.current.form.setValue('date', '2026-03-21'));
    expect(result.current.checkNow().success).toBe(true);
  });
});
