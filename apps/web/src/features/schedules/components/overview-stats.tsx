import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import type { LucideIcon } from 'lucide-react';
import { CalendarRange, CircleCheck, Layers, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';

function StatCard({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number }) {
  return (
    <Card className="flex items-center gap-4 p-3.5 xs:p-4">
      <div className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary-tint text-primary xs:flex">
        <Icon className="size-5" aria-hidden />
      </div>
      <div>
        <p className="text-sm text-slate-600">{label}</p>
        <p className="text-xl font-semibold text-slate-900 tabular-nums">{value}</p>
      </div>
    </Card>
  );
}

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
