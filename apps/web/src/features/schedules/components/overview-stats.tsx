import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import { CalendarRange, CircleCheck, Layers, Users } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';

/** Total Horarios, Activos, Servicios, Hosts of what the filters show. */
export function OverviewStats({ schedules }: { schedules: SpaceSchedule[] }) {
  return (
    <section aria-label="Resumen de horarios" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard icon={CalendarRange} label="Total Horarios" value={schedules.length} />
      <StatCard
        icon={CircleCheck}
        label="Activos"
        value={schedules.filter((schedule) => schedule.isActive).length}
      />
      <StatCard
        icon={Layers}
        label="Servicios"
        value={new Set(schedules.map((schedule) => schedule.serviceId)).size}
      />
      <StatCard
        icon={Users}
        label="Hosts"
        value={new Set(schedules.map((schedule) => schedule.hostId)).size}
      />
    </section>
  );
}
