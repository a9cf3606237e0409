import type { Service } from '@citavet/domain/services/service.schema';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { categoryLabel, formatDuration, formatPrice } from '../service-format';
import { NotBookableBadge } from './not-bookable-badge';
import { ServiceHostsSummary } from './service-hosts-summary';
import { ServiceRowActions } from './service-row-actions';
import { ServiceStatusToggle } from './service-status-toggle';

interface ServicesTableProps {
  spaceId: string;
  services: Service[];
  isAdmin: boolean;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
}

const headerClasses = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';

/** The desktop list (540 px and up). A click anywhere on a row opens the service detail. */
export function ServicesTable({ spaceId, services, isAdmin, onEdit, onDelete }: ServicesTableProps) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[52rem] border-collapse">
        <caption className="sr-only">Servicios del espacio</caption>
        <thead className="border-b border-slate-200 bg-slate-50/80">
          <tr>
            <th scope="col" className={headerClasses}>
              Servicio
            </th>
            <th scope="col" className={headerClasses}>
              Duración
            </th>
            <th scope="col" className={headerClasses}>
              Precio
            </th>
            <th scope="col" className={headerClasses}>
              Hosts Asignados
            </th>
            <th scope="col" className={headerClasses}>
              Estado
            </th>
            <th scope="col" className={headerClasses}>
              Acciones
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {services.map((service) => {
            const category = categoryLabel(service.category);
            return (
              <tr key={service.id} className="relative align-top transition-colors hover:bg-slate-50">
                <td className="max-w-xs px-4 py-3">
                  {/* The link stretches over the whole row; the controls sit above it. */}
                  <Link
                    to={paths.space.service(spaceId, service.id)}
                    className="font-medium text-slate-900 after:absolute after:inset-0 hover:text-primary"
                  >
                    {service.name}
                  </Link>
                  {service.description && (
                    <p className="mt-0.5 line-clamp-2 text-sm text-slate-500">{service.description}</p>
                  )}
                  {category && (
                    <div className="mt-1.5">
                      <Badge tone="primary">{category}</Badge>
                    </div>
                  )}
                </td>
                <td className="px-4 py-3 text-sm whitespace-nowrap text-slate-700 tabular-nums">
                  {formatDuration(service.duration)}
                </td>
                <td className="px-4 py-3 text-sm whitespace-nowrap text-slate-700 tabular-nums">
                  {formatPrice(service.price, service.currency)}
                </td>
                <td className="px-4 py-3">
                  <ServiceHostsSummary hosts={service.hosts} />
                </td>
                <td className="relative z-10 px-4 py-3 whitespace-nowrap">
                  <div className="flex flex-col items-start gap-1.5">
                    <ServiceStatusToggle service={service} canChange={isAdmin} />
                    <NotBookableBadge service={service} />
                  </div>
                </td>
                <td className="px-2 py-2">
                  <ServiceRowActions
                    spaceId={spaceId}
                    service={service}
                    isAdmin={isAdmin}
                    onEdit={onEdit}
                    onDelete={onDelete}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
