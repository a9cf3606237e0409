import { closuresOnDay } from '@citavet/domain/disabled-dates/day-closures';
import { isLocalDate } from '@citavet/domain/time/zoned-time';
import { useSpaceClosures } from '@/api/get-space-closures';
import { ClosureList } from '@/components/closure-list';
import { Alert } from '@/components/ui/alert';

/**
 * The chosen day's closures (the space's and the chosen professional's absences), shown on the
 * schedule step: the staff member learns the clinic is closed before typing any client details.
 */
export function AppointmentClosuresNotice({
  spaceId,
  date,
  hostId,
  timeZone,
}: {
  spaceId: string;
  date: string;
  /** The professional chosen; absent: everyone's absences the user may see. */
  hostId: string | undefined;
  timeZone: string;
}) {
  const day = isLocalDate(date) ? date : '';
  const closures = useSpaceClosures(spaceId, { from: day, to: day }, { isEnabled: Boolean(day) });
  if (!closures.data || !day) return null;
  const ofDay = closuresOnDay(closures.data, day, timeZone, hostId ? [hostId] : undefined);
  if (ofDay.length === 0) return null;
  return (
    <Alert kind="warning" title="Este día hay cierres o ausencias" className="mb-4">
      <ClosureList closures={ofDay} />
    </Alert>
  );
}
