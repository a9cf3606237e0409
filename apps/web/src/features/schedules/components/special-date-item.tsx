import type { ScheduleOverride } from '@citavet/domain/schedule-overrides/schedule-override.schema';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatLongDate } from '@/lib/format-local-date';
import { overrideKindLabel, overrideWhoLabel } from '../special-date-format';

/** One special date: the day and its kind, the hours, whose it is and its note; edit and delete. */
export function SpecialDateItem({
  entry,
  canManage,
  onEdit,
  onDelete,
}: {
  entry: ScheduleOverride;
  /** The clinic's dates are an ADMIN's; a professional's own, theirs too. */
  canManage: boolean;
  onEdit: (entry: ScheduleOverride) => void;
  onDelete: (entry: ScheduleOverride) => void;
}) {
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {formatLongDate(entry.date)}
          <Badge tone={entry.kind === 'ADD' ? 'success' : 'info'}>{overrideKindLabel(entry.kind)}</Badge>
        </p>
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-800 tabular-nums">
            {entry.startTime}–{entry.endTime}
          </span>
          {` · ${overrideWhoLabel(entry)}`}
          {entry.note && <span className="text-slate-500">{` · ${entry.note}`}</span>}
        </p>
      </div>
      {canManage && (
        <div className="-ml-3 flex shrink-0 gap-1 sm:ml-0">
          <Button
            variant="ghost"
            size="sm"
            icon={<Pencil className="size-4" aria-hidden />}
            aria-label={`Editar ${overrideKindLabel(entry.kind).toLowerCase()} del ${formatLongDate(entry.date)}`}
            onClick={() => onEdit(entry)}
          >
            Editar
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 className="size-4" aria-hidden />}
            aria-label={`Eliminar ${overrideKindLabel(entry.kind).toLowerCase()} del ${formatLongDate(entry.date)}`}
            onClick={() => onDelete(entry)}
          >
            Eliminar
          </Button>
        </div>
      )}
    </li>
  );
}
