import type { DisabledDate } from '@citavet/domain/disabled-dates/disabled-date.schema';
import { clsx } from 'clsx';
import { Building2, CalendarX2, Pencil, Repeat, Trash2, UserRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { disabledDateRangeParts } from '../disabled-date-format';

interface DisabledDateCardProps {
  entry: DisabledDate;
  serviceNames: ReadonlyMap<string, string>;
  timeZone: string;
  isPast: boolean;
  canManage: boolean;
  onEdit: (entry: DisabledDate) => void;
  onDelete: (entry: DisabledDate) => void;
}

export function DisabledDateScopeBadge({ entry }: { entry: DisabledDate }) {
  if (entry.scope === 'SPACE') {
    return (
      <Badge tone="primary">
        <Building2 className="size-3.5" aria-hidden />
        Todo el espacio
      </Badge>
    );
  }
  return (
    <Badge tone="accent">
      <UserRound className="size-3.5" aria-hidden />
      {entry.host?.name ?? 'Profesional'}
    </Badge>
  );
}

/** One entry: what, why, whom and when; edit and delete only where the viewer may. */
export function DisabledDateCard({
  entry,
  serviceNames,
  timeZone,
  isPast,
  canManage,
  onEdit,
  onDelete,
}: DisabledDateCardProps) {
  const range = disabledDateRangeParts(entry, timeZone);
  const services = entry.serviceIds.map((id) => serviceNames.get(id) ?? 'Servicio eliminado');
  return (
    <li
      className={clsx(
        'flex gap-3 rounded-card border p-4',
        isPast ? 'border-slate-200 bg-slate-50' : 'border-slate-200 bg-white shadow-card',
      )}
    >
      {/* Past entries are dimmed; their actions stay fully legible. */}
      <div
        className={clsx(
          'hidden size-10 shrink-0 items-center justify-center rounded-full xs:flex',
          isPast && 'opacity-60',
          entry.scope === 'SPACE' ? 'bg-primary-tint text-primary' : 'bg-coral/15 text-orange-700',
        )}
      >
        <CalendarX2 className="size-5" aria-hidden />
      </div>
      <div className={clsx('min-w-0 flex-1 space-y-1.5', isPast && 'opacity-60')}>
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-slate-900">{entry.title}</h3>
          <DisabledDateScopeBadge entry={entry} />
          {entry.isRecurring && (
            <Badge tone="info">
              <Repeat className="size-3.5" aria-hidden />
              Cada año
            </Badge>
          )}
          {isPast && <Badge tone="neutral">Finalizada</Badge>}
        </div>
        <p className="text-sm break-words text-slate-600">{entry.reason}</p>
        <p className="text-sm font-medium text-slate-800 tabular-nums">
          <span className="whitespace-nowrap">{range.start}</span>
          {range.end && (
            <>
              {' – '}
              <span className="whitespace-nowrap">{range.end}</span>
            </>
          )}
          {range.times && <span className="whitespace-nowrap">{` · ${range.times}`}</span>}
        </p>
        {services.length > 0 && (
          <p className="text-sm break-words text-slate-600">
            <span className="font-medium text-slate-700">Solo cierra: </span>
            {services.join(', ')}
          </p>
        )}
      </div>
      {canManage && (
        <div className="flex shrink-0 items-start gap-1">
          <Button
            variant="ghost"
            size="sm"
            className="size-9 px-0"
            aria-label={`Editar ${entry.title}`}
            title="Editar"
            onClick={() => onEdit(entry)}
          >
            <Pencil className="size-4" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="size-9 px-0 text-error hover:bg-error/10"
            aria-label={`Eliminar ${entry.title}`}
            title="Eliminar"
            onClick={() => onDelete(entry)}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      )}
    </li>
  );
}
