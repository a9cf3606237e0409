import type { Service } from '@citavet/domain/services/service.schema';
import { isActiveWithoutSchedule } from '@citavet/domain/services/service-bookability';
import { CalendarOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** 'No reservable' beside an active service that has no active schedule (nobody can book it). */
export function NotBookableBadge({ service }: { service: Pick<Service, 'isActive' | 'hosts'> }) {
  if (!isActiveWithoutSchedule(service)) return null;
  return (
    <Badge tone="warning" title="Activo, pero sin horarios activos: los clientes no pueden reservarlo">
      <CalendarOff className="size-3.5" aria-hidden />
      No reservable
      <span className="sr-only">: sin horarios activos</span>
    </Badge>
  );
}
