import type { Service } from '@citavet/domain/services/service.schema';
import { ChevronRight, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { categoryLabel, formatDuration, formatPrice } from '../service-format';
import { NotBookableBadge } from './not-bookable-badge';
import { ServiceHostsSummary } from './service-hosts-summary';
import { ServiceRowActions } from './service-row-actions';
import { ServiceStatusToggle } from './service-status-toggle';

interface ServiceCardsProps {
  spaceId: string;
  services: Service[];
  isAdmin: boolean;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
}

/** The phone list (below 540 px): one card per service. */
export function ServiceCards({ spaceId, services, isAdmin, onEdit, onDelete }: ServiceCardsProps) {
  return (
    <ul className="space-y-3">
      {services.map((service) => {
        const category = categoryLabel(service.category);
        return (
          <li key={service.id}>
            <Card className="p-4">
              <div className="flex items-start gap-3">
                <div className="min-w-0 flex-1">
                  <Link
                    to={paths.space.service(spaceId, service.id)}
                    className="inline-flex items-center gap-1 font-semibold text-slate-900 hover:text-primary"
                  >
                    {service.name}
                    <ChevronRight className="size-4 text-slate-400" aria-hidden />
                  </Link>
                  {service.description && (
                    <p className="mt-0.5 line-clamp-2 text-sm text-slate-500">{service.description}</p>
                  )}
                </div>
                <p className="text-base font-semibold text-slate-900 tabular-nums">
                  {formatPrice(service.price, service.currency)}
                </p>
              </div>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <span className="inline-flex items-center gap-1 tabular-nums">
                  <Clock className="size-4 text-slate-400" aria-hidden />
                  {formatDuration(service.duration)}
                </span>
                {category && <Badge tone="primary">{category}</Badge>}
                <NotBookableBadge service={service} />
              </div>
              <div className="mt-3 border-t border-slate-100 pt-3">
                <ServiceHostsSummary hosts={service.hosts} />
              </div>
              <div className="mt-3 flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
                <ServiceStatusToggle service={service} canChange={isAdmin} />
                <ServiceRowActions
                  spaceId={spaceId}
                  service={service}
                  isAdmin={isAdmin}
                  onEdit={onEdit}
                  onDelete={onDelete}
                  className="-mr-2"
                />
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
