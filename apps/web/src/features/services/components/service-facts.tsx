import type { Service } from '@citavet/domain/services/service.schema';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

function scheduleRatio(active: number, total: number): string {
  return `${active} de ${total} ${total === 1 ? 'horario activo' : 'horarios activos'}`;
}

/** Hosts of the service with their active / total ranges. */
export function ServiceHostsCard({ service }: { service: Service }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Hosts asignados</CardTitle>
      </CardHeader>
      <CardContent>
        {service.hosts.length === 0 ? (
          <p className="text-sm text-slate-500">Nadie atiende este servicio todavía.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {service.hosts.map((host) => (
              <li key={host.hostId} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
                <Avatar name={host.name} size="sm" />
                <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800">
                  {host.name}
                </span>
                <span className="text-sm text-slate-500 tabular-nums">
                  {scheduleRatio(host.activeSchedules, host.totalSchedules)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function yesNo(value: boolean): string {
  return value ? 'Sí' : 'No';
}

/** How clients may book the service (the creation flags). */
export function ServiceBookingRulesCard({ service }: { service: Service }) {
  const rules = [
    { label: 'Reservable por clientes', value: yesNo(service.isBookableByClients) },
    { label: 'Requiere aprobación', value: yesNo(service.requiresApproval) },
    { label: 'Permite reprogramar', value: yesNo(service.allowRescheduling) },
    { label: 'Permite cancelar', value: yesNo(service.allowCancellation) },
    { label: 'Antelación mínima', value: `${service.minAdvanceBooking} h` },
    {
      label: 'Antelación máxima',
      value: service.maxAdvanceBooking === null ? 'Sin límite' : `${service.maxAdvanceBooking} días`,
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Reservas</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">
          {rules.map((rule) => (
            <div key={rule.label} className="flex justify-between gap-4 py-2 text-sm first:pt-0 last:pb-0">
              <dt className="text-slate-600">{rule.label}</dt>
              <dd className="font-medium text-slate-900 tabular-nums">{rule.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
