import type { Service } from '@citavet/domain/services/service.schema';
import { ArrowLeft, Banknote, CalendarClock, Clock, Pencil, Trash2, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ScheduleManagerLink } from '@/components/schedule-manager-link';
import { Badge } from '@/components/ui/badge';
import { Button, buttonStyles } from '@/components/ui/button';
import { StatCard } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { categoryLabel, formatDuration, formatPrice } from '../service-format';
import { ServiceStatusBadge } from './service-status-toggle';

/** 'Volver a servicios', above the detail. */
export function BackToServices({ spaceId }: { spaceId: string }) {
  return (
    <Link
      to={paths.space.services(spaceId)}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-primary"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Volver a servicios
    </Link>
  );
}

interface ServiceDetailHeaderProps {
  spaceId: string;
  service: Service;
  isAdmin: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** The name, state, category and description, with the ways to its schedules and (admins) to edit it. */
export function ServiceDetailHeader({
  spaceId,
  service,
  isAdmin,
  onEdit,
  onDelete,
}: ServiceDetailHeaderProps) {
  const category = categoryLabel(service.category);
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{service.name}</h1>
          <ServiceStatusBadge isActive={service.isActive} />
          {category && <Badge tone="primary">{category}</Badge>}
        </div>
        {service.description && (
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{service.description}</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.space.serviceSchedules(spaceId, service.id)} className={buttonStyles()}>
          <CalendarClock className="size-4" aria-hidden />
          Gestionar horarios
        </Link>
        <ScheduleManagerLink spaceId={spaceId} serviceId={service.id} />
        {isAdmin && (
          <>
            <Button variant="outline" icon={<Pencil className="size-4" aria-hidden />} onClick={onEdit}>
              Editar
            </Button>
            <Button
              variant="ghost"
              className="text-error hover:bg-error/10"
              icon={<Trash2 className="size-4" aria-hidden />}
              onClick={onDelete}
            >
              Eliminar
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

/** Length, price and how many hosts offer it. */
export function ServiceFacts({ service }: { service: Service }) {
  return (
    <section aria-label="Datos del servicio" className="grid grid-cols-3 gap-3">
      <StatCard
        valueClassName="text-lg xs:text-xl"
        icon={Clock}
        label="Duración"
        value={formatDuration(service.duration)}
      />
      <StatCard
        valueClassName="text-lg xs:text-xl"
        icon={Banknote}
        label="Precio"
        value={formatPrice(service.price, service.currency)}
      />
      <StatCard
        valueClassName="text-lg xs:text-xl"
        icon={Users}
        label="Hosts"
        value={String(service.hosts.length)}
      />
    </section>
  );
}
