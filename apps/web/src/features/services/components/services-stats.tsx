import { averagePriceByCurrency } from '@citavet/domain/services/price-averages';
import type { Service } from '@citavet/domain/services/service.schema';
import type { LucideIcon } from 'lucide-react';
import { Banknote, CircleCheck, Layers, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatPrice } from '../service-format';

interface StatCardProps {
  icon: LucideIcon;
  label: string;
  /** One line per value; several when a figure exists once per currency. */
  value: string | string[];
  hint?: string | undefined;
}

function StatCard({ icon: Icon, label, value, hint }: StatCardProps) {
  const values = Array.isArray(value) ? value : [value];
  return (
    <Card className="flex items-center gap-4 p-3.5 xs:p-4">
      <div className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary-tint text-primary xs:flex">
        <Icon className="size-5" aria-hidden />
      </div>
      <div className="min-w-0">
        <p className="text-sm text-slate-600">{label}</p>
        {values.length === 1 ? (
          <p className="truncate text-xl font-semibold text-slate-900 tabular-nums">{values[0]}</p>
        ) : (
          <ul className="text-base leading-snug font-semibold text-slate-900 tabular-nums">
            {values.map((line) => (
              <li key={line} className="truncate">
                {line}
              </li>
            ))}
          </ul>
        )}
        {hint && <p className="text-xs text-slate-500">{hint}</p>}
      </div>
    </Card>
  );
}

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
      <StatCard icon={Layers} label="Total Servicios" value={String(services.length)} />
      <StatCard icon={CircleCheck} label="Activos" value={String(activeCount)} />
      <StatCard icon={Users} label="Hosts Asignados" value={String(hostIds.size)} />
      <StatCard icon={Banknote} label="Precio Promedio" value={price.value} hint={price.hint} />
    </section>
  );
}
