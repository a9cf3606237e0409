import { Globe } from 'lucide-react';

/** Schedules are wall-clock times of the clinic; say so when this browser lives in another zone. */
export function ClinicTimeZoneNote({ timeZone }: { timeZone: string | undefined }) {
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!timeZone || timeZone === browserZone) return null;
  return (
    <p className="inline-flex items-center gap-1.5 text-xs text-slate-500">
      <Globe className="size-3.5" aria-hidden />
      Horas en la zona horaria de la clínica ({timeZone})
    </p>
  );
}
