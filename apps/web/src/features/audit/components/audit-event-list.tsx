import { AUDIT_ACTION_LABELS, type AuditEvent } from '@citavet/domain/audit/audit-event.schema';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/formatters';
import { AuditEventSubject } from './audit-event-subject';

interface AuditEventListProps {
  spaceId: string;
  timeZone: string;
  events: AuditEvent[];
  onFilter: (filter: { petId?: string; clientId?: string }) => void;
}

function actorName(event: AuditEvent): string {
  if (!event.actor) return 'Sistema';
  return event.actor.name ?? 'Usuario eliminado';
}

/** A table from 540 px, cards below it; times in the clinic's zone. */
export function AuditEventList({ spaceId, timeZone, events, onFilter }: AuditEventListProps) {
  return (
    <>
      <Card className="hidden overflow-x-auto xs:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Eventos de auditoría, del más reciente al más antiguo</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                Fecha y hora
              </th>
              <th scope="col" className="px-4 py-3">
                Usuario
              </th>
              <th scope="col" className="px-4 py-3">
                Acción
              </th>
              <th scope="col" className="px-4 py-3">
                Sujeto
              </th>
              <th scope="col" className="hidden px-4 py-3 md:table-cell">
                IP
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {events.map((event) => (
              <tr key={event.id} className="align-top hover:bg-slate-50/60">
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  <time dateTime={event.createdAt}>{formatDateTime(event.createdAt, timeZone)}</time>
                </td>
                <td className="px-4 py-3 text-slate-900">{actorName(event)}</td>
                <td className="px-4 py-3 text-slate-900">{AUDIT_ACTION_LABELS[event.action]}</td>
                <td className="px-4 py-3">
                  <AuditEventSubject spaceId={spaceId} event={event} onFilter={onFilter} />
                </td>
                <td className="hidden px-4 py-3 font-mono text-xs text-slate-600 md:table-cell">
                  {event.ip ?? '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ul className="space-y-3 xs:hidden" aria-label="Eventos de auditoría, del más reciente al más antiguo">
        {events.map((event) => (
          <li key={event.id}>
            <Card className="space-y-2 p-4 text-sm">
              <p className="font-semibold text-slate-900">{AUDIT_ACTION_LABELS[event.action]}</p>
              <p className="text-slate-600">
                <time dateTime={event.createdAt}>{formatDateTime(event.createdAt, timeZone)}</time>
                {' · '}
                {actorName(event)}
              </p>
              <AuditEventSubject spaceId={spaceId} event={event} onFilter={onFilter} />
              <p className="text-xs text-slate-500">
                IP <span className="font-mono">{event.ip ?? '—'}</span>
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
