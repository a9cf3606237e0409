import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** 'Servicios › {service} › {page}': where a service's schedules page sits. */
export function ServiceBreadcrumb({
  spaceId,
  serviceName,
  servicePath,
  page,
}: {
  spaceId: string;
  serviceName: string;
  /** Where the service's name leads. */
  servicePath: string;
  page: string;
}) {
  return (
    <nav aria-label="Ruta de navegación">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500">
        <li>
          <Link to={paths.space.services(spaceId)} className="hover:text-primary">
            Servicios
          </Link>
        </li>
        <li className="flex items-center gap-1">
          <ChevronRight className="size-4" aria-hidden />
          <Link to={servicePath} className="hover:text-primary">
            {serviceName}
          </Link>
        </li>
        <li aria-current="page" className="flex items-center gap-1 font-medium text-slate-700">
          <ChevronRight className="size-4 text-slate-500" aria-hidden />
          {page}
        </li>
      </ol>
    </nav>
  );
}
