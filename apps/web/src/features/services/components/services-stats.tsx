import { averagePriceByCurrency } from '@citavet/domain/services/price-averages';
import type { Service } from '@citavet/domain/services/service.schema';
import { Banknote, CircleCheck, Layers, Users } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import { formatPrice } from '../service-format';

/** One average per currency: prices in USD and EUR are never averaged together. */
function averagePrice(services: Service[]): { value: string[]; hint?: string } {
  const averages = averagePriceByCurrency(services);
  if (averages.length === 0) return { value: ['—'] };
  return {
    value: averages.map(({ currency, average }) => formatPrice(average, currency)),
    hint: averages.length > 1 ? 'Una cifra por moneda' : undefined,
  };
}

export function ServicesStats({ services }: { services: Service[] }) {
  const activeCount = services.filter((service) => service.isActive).length;
  const hostIds = new Set(services.flatMap((service) => service.hosts.map((host) => host.hostId)));
  const price = averagePrice(services);
  return (
    <section aria-label="Resumen de servicios" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        valueClassName="truncate text-xl"
        icon={Layers}
        label="Total Servicios"
        value={String(services.length)}
      />
      <StatCard
        valueClassName="truncate text-xl"
        icon={CircleCheck}
        label="Activos"
        value={String(activeCount)}
      />
      <StatCard
        valueClassName="truncate text-xl"
        icon={Users}
        label="Hosts Asignados"
        value={String(hostIds.size)}
      />
      <StatCard
        valueClassName="truncate text-xl"
        icon={Banknote}
        label="Precio Promedio"
        value={price.value}
        hint={price.hint}
      />
    </section>
  );
}
