import type { Service } from '@citavet/domain/services/service.schema';
import { clsx } from 'clsx';
import { CalendarClock, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const iconButtonClasses =
  'relative z-10 inline-flex size-9 cursor-pointer items-center justify-center rounded-control text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900';

interface ServiceRowActionsProps {
  spaceId: string;
  service: Service;
  isAdmin: boolean;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
  className?: string;
}

/** Acciones: manage schedules (everyone: members manage their own), edit and delete (admins). */
export function ServiceRowActions({
  spaceId,
  service,
  isAdmin,
  onEdit,
  onDelete,
  className,
}: ServiceRowActionsProps) {
  return (
    <div className={clsx('flex items-center gap-1', className)}>
      <Link
        to={paths.space.serviceSchedules(spaceId, service.id)}
        className={iconButtonClasses}
        aria-label={`Gestionar horarios de ${service.name}`}
        title="Gestionar horarios"
      >
        <CalendarClock className="size-4" aria-hidden />
      </Link>
      {isAdmin && (
        <>
          <button
            type="button"
            className={iconButtonClasses}
            onClick={() => onEdit(service)}
            aria-label={`Editar ${service.name}`}
            title="Editar"
          >
            <Pencil className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className={clsx(iconButtonClasses, 'hover:bg-error/10! hover:text-error!')}
            onClick={() => onDelete(service)}
            aria-label={`Eliminar ${service.name}`}
            title="Eliminar"
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </>
      )}
    </div>
  );
}
