import { clsx } from 'clsx';
import { Globe } from 'lucide-react';
import { browserTimeZone, clinicTimeZoneNote } from '../booking-flow/time-zone-note';

/** 'Horarios en hora de {ciudad} (GMT±x)', shown only when the visitor's zone is not the clinic's. */
export function TimeZoneNotice({ timeZone, className }: { timeZone: string; className?: string }) {
  const note = clinicTimeZoneNote(timeZone, browserTimeZone(), Date.now());
  if (!note) return null;
  return (
    <p className={clsx('flex items-start gap-1.5 text-xs text-slate-500', className)}>
      <Globe className="mt-px size-3.5 shrink-0" aria-hidden />
      {note}
    </p>
  );
}
