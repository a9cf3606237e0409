import type { Service } from '@citavet/domain/services/service.schema';
import type { LucideIcon } from 'lucide-react';
import { CircleCheck, DollarSign, Layers, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatPrice } from '../service-format';

interface StatCardProps {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string | undefined;
}

function StatCard({ icon: Icon, label, value, hint }: StatCardProps) {
  return (
    <Card className="flex items-center gap-4 p-3.5 xs:p-4">
      <div className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary-tint text-primary xs:flex">
        <Icon className="size-5" aria-hidden />
      </div>
      <div className="min-w-0">
        <p className="text-sm text-slate-600">{label}</p>
        <p className="truncate text-xl font-semibold text-slate-900 tabular-nums">{value}</p>
        {hint && <p className="text-xs text-slate-500">{hint}</p>}
      </div>
    </Card>
  );
}

/** The average price, in the services' currency when they share one. */
function averagePrice(services: Service[]): { value: string; hint?: string } {
  if (services.length === 0) return { value: '—' };
  const average = services.reduce((sum, service) => sum + service.price, 0) / services.length;
  const currencies = new Set(services.map((service) => service.currency));
  const [onlyCurrency] = currencies;
  if (currencies.size === 1 && onlyCurrency) return { value: formatPrice(average, onlyCurrency) };
  return {
    value: new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      average,
    ),
    hint: 'Varias monedas',
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
      <StatCard icon={DollarSign} label="Precio Promedio" value={price.value} hint={price.hint} />
    </section>
  );
}
