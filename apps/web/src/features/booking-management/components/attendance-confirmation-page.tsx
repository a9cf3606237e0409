import { ATTENDANCE_MESSAGES } from '@citavet/domain/reminders/reminder-settings.schema';
import { AlertCircle, CalendarCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { EmailLinkPageShell } from '@/components/email-link-page-shell';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/formatters';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConfirmAttendance } from '../api/confirm-attendance';

const CARD = 'rounded-card border border-slate-200 bg-white shadow-card';

/** /reservas/{token}/confirmar: the reminder's 'Confirmar asistencia' lands here and confirms once. */
export function AttendanceConfirmationPage() {
  const { token = '' } = useParams();
  const confirm = useConfirmAttendance(token);
  const hasStarted = useRef(false);
  useDocumentTitle(confirm.isSuccess ? ATTENDANCE_MESSAGES.confirmed : 'Confirmar asistencia');

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    confirm.mutate();
  }, [confirm]);

  const bookingLink = (
    <Link to={`/reservas/${encodeURIComponent(token)}`} className={buttonStyles({ variant: 'outline' })}>
      Ver mi reserva
    </Link>
  );

  return (
    <EmailLinkPageShell>
      {confirm.isSuccess ? (
        <EmptyState
          className={CARD}
          icon={CalendarCheck}
          title={ATTENDANCE_MESSAGES.confirmed}
          description={`Gracias. ${confirm.data.attendance.spaceName} te espera el ${formatDateTime(
            confirm.data.attendance.startAt,
            confirm.data.attendance.timeZone,
          )} para ${confirm.data.attendance.serviceName}.`}
          action={bookingLink}
        />
      ) : confirm.isError ? (
        <EmptyState
          className={CARD}
          icon={AlertCircle}
          title={
            (isApiError(confirm.error) && confirm.error.serverMessage) || ATTENDANCE_MESSAGES.invalidLink
          }
          description="Si necesitas ayuda, responde al correo del recordatorio y la clínica te contestará."
          action={isApiError(confirm.error) && confirm.error.status === 404 ? undefined : bookingLink}
        />
      ) : (
        <div className={`${CARD} flex flex-col items-center gap-3 px-6 py-12`} role="status">
          <Spinner />
          <p className="text-sm text-slate-600">Confirmando tu asistencia…</p>
        </div>
      )}
    </EmailLinkPageShell>
  );
}
