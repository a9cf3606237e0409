import type { Schedule } from '@citavet/domain/schedules/schedule.schema';
import {
  createDefaultTimeline,
  type ScheduleTimeline,
  timelineFromSchedules,
  timelineToSchedules,
  validateTimeline,
} from '@citavet/domain/schedules/schedule-timeline';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { ScheduleTimelineEditor } from '@/components/schedule-timeline/schedule-timeline-editor';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CONNECTION_ERROR_MESSAGE, isApiError } from '@/lib/api-error';
import { useSaveHostWeek } from '../api/save-host-week';
import { diffWeek } from '../week-changes';

/** The setup editor's messages for a failed save (setup-editor schedule errors). */
function saveErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.isConnectionFailure) return CONNECTION_ERROR_MESSAGE;
    if (error.status === 400 || error.status === 409) {
      return error.serverMessage ?? 'Los datos de horarios no son válidos.';
    }
    if (error.status === 401) return 'No tienes autorización para crear horarios.';
  }
  return 'Error al guardar los horarios. Intenta nuevamente.';
}

function countLabel(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

interface HostWeekEditorProps {
  serviceId: string;
  /** Sent only by admins; anyone else edits their own week. */
  hostId: string | undefined;
  storedSchedules: Schedule[];
  timeZone: string | undefined;
  onSaved: () => void;
}

/** One host's week of one service on the timeline; saving applies only what changed. */
export function HostWeekEditor({
  serviceId,
  hostId,
  storedSchedules,
  timeZone,
  onSaved,
}: HostWeekEditorProps) {
  const save = useSaveHostWeek();
  // A host without ranges starts from the setup's defaults (Lunes a Viernes, 09:00–17:00).
  const [timeline, setTimeline] = useState<ScheduleTimeline>(() =>
    storedSchedules.length > 0 ? timelineFromSchedules(storedSchedules) : createDefaultTimeline(),
  );
  const [hasTriedToSave, setHasTriedToSave] = useState(false);
  const validationErrors = validateTimeline(timeline, serviceId);
  const { toDelete, toCreate } = diffWeek(storedSchedules, timelineToSchedules(timeline));
  const hasChanges = toDelete.length + toCreate.length > 0;

  const submit = () => {
    setHasTriedToSave(true);
    if (validationErrors.length > 0 || !hasChanges) return;
    save.mutate({ serviceId, hostId, toDelete, toCreate }, { onSuccess: onSaved });
  };

  return (
    <div className="space-y-5">
      {save.isError && (
        <Alert kind="error" onClose={save.reset}>
          {saveErrorMessage(save.error)}
        </Alert>
      )}
      <ScheduleTimelineEditor
        value={timeline}
        onChange={setTimeline}
        timeZone={timeZone}
        isDisabled={save.isPending}
        dayError={hasTriedToSave ? validationErrors[0] : undefined}
      />
      <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600" aria-live="polite">
          {hasChanges
            ? `Al guardar: ${countLabel(toCreate.length, 'rango nuevo', 'rangos nuevos')} y ${countLabel(toDelete.length, 'rango eliminado', 'rangos eliminados')}.`
            : 'No hay cambios por guardar.'}
        </p>
        <Button
          onClick={submit}
          isLoading={save.isPending}
          disabled={!hasChanges}
          icon={<Save className="size-4" aria-hidden />}
        >
          Guardar horarios
        </Button>
      </div>
    </div>
  );
}
