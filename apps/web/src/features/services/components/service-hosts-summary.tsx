import type { ServiceHostSummary } from '@citavet/domain/services/service.schema';

function scheduleCountLabel(count: number): string {
  return count === 1 ? '1 horario activo' : `${count} horarios activos`;
}

/** Hosts Asignados: who attends the service and how many of their ranges are active. */
export function ServiceHostsSummary({ hosts }: { hosts: ServiceHostSummary[] }) {
  if (hosts.length === 0) return <span className="text-sm text-slate-500">Sin hosts asignados</span>;
  return (
    <ul className="space-y-1">
      {hosts.map((host) => (
        <li key={host.hostId} className="text-sm">
          <span className="font-medium text-slate-800">{host.name}</span>{' '}
          <span className="text-slate-500 tabular-nums">· {scheduleCountLabel(host.activeSchedules)}</span>
        </li>
      ))}
    </ul>
  );
}
