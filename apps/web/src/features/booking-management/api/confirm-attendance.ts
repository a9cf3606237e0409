import { AttendanceConfirmationSchema } from '@citavet/domain/reminders/reminder-settings.schema';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The reminder's 'Confirmar asistencia': POST, so a mail scanner following the link confirms nothing. */
export async function confirmAttendance(token: string) {
  const { data, message } = await apiClient.post(
    `/public/bookings/${encodeURIComponent(token)}/confirm-attendance`,
    { schema: AttendanceConfirmationSchema },
  );
  return { attendance: data, message };
}

export function useConfirmAttendance(token: string) {
  return useMutation({ mutationFn: () => confirmAttendance(token) });
}
