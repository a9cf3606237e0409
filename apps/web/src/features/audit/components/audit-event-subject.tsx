import { AUDIT_SUBJECT_LABELS, type AuditEvent } from '@citavet/domain/audit/audit-event.schema';
import { Filter } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface AuditEventSubjectProps {
  spaceId: string;
  event: AuditEvent;
  onFilter: (filter: { petId?: string; clientId?: string }) => void;
}

const linkClasses = 'font-medium text-primary hover:underline';
const filterClasses =
  'inline-flex cursor-pointer items-center rounded-control p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900';

/**
 * What an event is about: its pet and client, each a link to their page and a button that narrows
 * the log to them. Names are today's (an erased client reads "Cliente borrado").
 */
export function AuditEventSubject({ spaceId, event, onFilter }: AuditEventSubjectProps) {
  const petName = event.petName ?? 'Mascota';
  const clientName = event.clientName ?? 'Cliente';
  const hasLinks = event.petId !== null || event.clientId !== null;
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      {(event.subjectType === 'record' || event.subjectType === 'booking' || !hasLinks) && (
        <span className="text-slate-600">{AUDIT_SUBJECT_LABELS[event.subjectType]}</span>
      )}
      {event.petId && (
        <span className="flex items-center gap-1">
          <span className="sr-only">Mascota:</span>
          <Link to={paths.space.pet(spaceId, event.petId)} className={linkClasses}>
            {petName}
          </Link>
          <button
            type="button"
            className={filterClasses}
            aria-label={`Ver solo los eventos de la mascota ${petName}`}
            title="Ver solo esta mascota"
            onClick={() => onFilter({ petId: event.petId ?? undefined })}
          >
            <Filter className="size-3.5" aria-hidden />
          </button>
        </span>
      )}
      {event.clientId && (
        <span className="flex items-center gap-1">
          <span className="sr-only">Cliente:</span>
          <Link to={paths.space.client(spaceId, event.clientId)} className={linkClasses}>
            {clientName}
          </Link>
          <button
            type="button"
            className={filterClasses}
            aria-label={`Ver solo los eventos del cliente ${clientName}`}
            title="Ver solo este cliente"
            onClick={() => onFilter({ clientId: event.clientId ?? undefined })}
          >
            <Filter className="size-3.5" aria-hidden />
          </button>
        </span>
      )}
    </div>
  );
}
