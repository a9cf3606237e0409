import type { CalDavHostHealth } from '@citavet/domain/calendar/caldav-connection.schema';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { useCalDavHealth } from '@/api/get-caldav-health';
import { Alert } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/formatters';

// The notice about the professionals' own calendars (decision 091): a connection that fails ('Tu
// calendario no responde desde …', with a link to 'Mi calendario' to fix it) and busy time older
// than the limit, so staff know a personal event may not block its slot yet. Shown by the agenda for
// the agendas on screen, and by the staff booking dialog for the professional being booked (the
// same words in both places). Nothing at all while every calendar is fine, loading, or the check
// itself failed (the slots still work; this is a warning, not the agenda).

const MY_CALENDAR = 'Mi calendario';

interface CalendarHealthNoticeProps {
  space: { id: string; timeZone: string };
  /** The signed-in user: their own calendar is 'Tu calendario', with the link to fix it. */
  userId: string;
  /** The agendas shown (or the professional being booked), with the names to say whose calendar it is. */
  hosts: readonly { id: string; name: string }[];
  className?: string | undefined;
}

export function CalendarHealthNotice({ space, userId, hosts, className }: CalendarHealthNoticeProps) {
  const health = useCalDavHealth(space.id);
  if (!health.data) return null;
  const names = new Map(hosts.map((host) => [host.id, host.name]));
  const shown = health.data.hosts.filter((host) => names.has(host.hostId));
  if (shown.length === 0) return null;
  const limit = health.data.staleAfterMinutes;
  return (
    <div className={clsx('space-y-2', className)} data-testid="calendar-health-notice">
      {shown.map((host) => (
        <HostNotice
          key={host.hostId}
          host={host}
          name={names.get(host.hostId) ?? ''}
          isOwn={host.hostId === userId}
          timeZone={space.timeZone}
          staleAfterMinutes={limit}
        />
      ))}
    </div>
  );
}

function HostNotice({
  host,
  name,
  isOwn,
  timeZone,
  staleAfterMinutes,
}: {
  host: CalDavHostHealth;
  name: string;
  isOwn: boolean;
  timeZone: string;
  staleAfterMinutes: number;
}) {
  const whose = isOwn ? 'Tu calendario' : `El calendario de ${name}`;
  const asOf = host.busyTimeAsOf
    ? `las horas ocupadas son del ${formatDateTime(host.busyTimeAsOf, timeZone)}`
    : 'todavía no hemos podido leer sus horas ocupadas';
  const staleNote = host.isStale
    ? ` Puede que ${isOwn ? 'tus' : 'sus'} citas personales recientes aún no bloqueen la agenda: ${asOf} (más de ${staleAfterMinutes} minutos).`
    : '';
  const fixLink = isOwn ? (
    <Link to="/settings/user" className="font-medium underline underline-offset-2">
      {MY_CALENDAR}
    </Link>
  ) : null;
  if (host.failingSince) {
    // A reason that already sends the reader to 'Mi calendario' carries the link itself, so the
    // notice never says 'Mi calendario' twice.
    const [beforeLink, ...afterLink] = (host.lastFailure ?? '').split(MY_CALENDAR);
    const isLinkInReason = fixLink !== null && afterLink.length > 0;
    return (
      <Alert kind="error">
        {whose} no responde desde el {formatDateTime(host.failingSince, timeZone)}.
        {isLinkInReason ? (
          <>
            {` ${beforeLink}`}
            {fixLink}
            {afterLink.join(MY_CALENDAR)}
          </>
        ) : (
          host.lastFailure && ` ${host.lastFailure}`
        )}
        {staleNote}
        {fixLink && !isLinkInReason && <> Revísalo en {fixLink}.</>}
      </Alert>
    );
  }
  return (
    <Alert kind="warning">
      {whose}: {asOf}, hace más de {staleAfterMinutes} minutos. Puede que {isOwn ? 'tus' : 'sus'} citas
      personales recientes aún no bloqueen la agenda.
      {fixLink && <> Revísalo en {fixLink}.</>}
    </Alert>
  );
}
