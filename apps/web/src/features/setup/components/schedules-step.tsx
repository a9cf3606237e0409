import {
  createDefaultTimeline,
  NO_DAY_SELECTED_MESSAGE,
  NO_SERVICE_SELECTED_MESSAGE,
  timelineToSchedules,
  validateTimeline,
} from '@citavet/domain/schedules/schedule-timeline';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Check, Stethoscope } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ScheduleTimelineEditor } from '@/components/schedule-timeline/schedule-timeline-editor';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreateSchedules } from '../api/create-schedules';
import { useSpaceServices } from '../api/get-space-services';
import { useSpaceTimeZone } from '../api/get-space-time-zone';
import { refreshSetupStatus } from '../api/setup-status-key';
import { SETUP_MESSAGES, schedulesErrorMessage } from '../setup-error-messages';
import { StepCard } from './step-card';

interface SchedulesStepProps {
  spaceId: string | undefined;
  /** Called once the schedules are stored; the wizard shows the completion screen. */
  onCompleted: () => void | Promise<void>;
}

/** Step 4 'Horarios': the weekly opening hours of the first service, for the signed-in host. */
export function SchedulesStep({ spaceId, onCompleted }: SchedulesStepProps) {
  const queryClient = useQueryClient();
  const services = useSpaceServices(spaceId);
  const timeZone = useSpaceTimeZone(spaceId);
  const createSchedules = useCreateSchedules();
  const [timeline, setTimeline] = useState(createDefaultTimeline);
  const [chosenServiceId, setChosenServiceId] = useState('');
  const [hasTriedToSave, setHasTriedToSave] = useState(false);

  const serviceList = services.data ?? [];
  // A single service is the obvious choice; with several the host picks one.
  const serviceId = serviceList.length === 1 ? serviceList[0]?.id : chosenServiceId;
  const errors = hasTriedToSave ? validateTimeline(timeline, serviceId) : [];
  const dayError = errors.includes(NO_DAY_SELECTED_MESSAGE) ? NO_DAY_SELECTED_MESSAGE : undefined;
  const serviceError = errors.includes(NO_SERVICE_SELECTED_MESSAGE) ? NO_SERVICE_SELECTED_MESSAGE : undefined;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setHasTriedToSave(true);
    if (validateTimeline(timeline, serviceId).length > 0 || !serviceId) return;
    try {
      await createSchedules.mutateAsync({ serviceId, schedules: timelineToSchedules(timeline) });
    } catch {
      return; // Shown in the alert below.
    }
    await onCompleted();
  };

  const card = (content: ReactNode) => (
    <StepCard
      icon={CalendarClock}
      title="Configura tus horarios"
      description="Elige los días en que atiendes y ajusta las horas de cada día. Tus clientes solo podrán reservar dentro de estos horarios."
    >
      {content}
    </StepCard>
  );

  if (services.isPending) {
    return card(
      <div className="space-y-4" aria-busy="true">
        <span className="sr-only">Cargando servicios</span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>,
    );
  }
  if (services.isError) {
    return card(
      <ErrorState
        title={SETUP_MESSAGES.servicesLoadFailed}
        onRetry={() => void services.refetch()}
        isRetrying={services.isFetching}
      />,
    );
  }
  if (serviceList.length === 0) {
    return card(
      <EmptyState
        icon={Stethoscope}
        title={SETUP_MESSAGES.noServices}
        action={<Button onClick={() => void refreshSetupStatus(queryClient)}>Volver al paso anterior</Button>}
      />,
    );
  }

  const isSaving = createSchedules.isPending;
  return card(
    <form noValidate className="space-y-6" onSubmit={(event) => void save(event)}>
      {createSchedules.isError && (
        <Alert kind="error" title="No se pudieron guardar los horarios" onClose={createSchedules.reset}>
          {schedulesErrorMessage(createSchedules.error)}
        </Alert>
      )}
      {serviceList.length > 1 ? (
        <Select
          label="Servicio"
          placeholder="Selecciona un servicio"
          options={serviceList.map((service) => ({ value: service.id, label: service.name }))}
          value={chosenServiceId}
          onChange={(event) => setChosenServiceId(event.target.value)}
          error={serviceError}
          disabled={isSaving}
          className="sm:max-w-sm"
        />
      ) : (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Stethoscope className="size-4 text-primary" aria-hidden />
          Horarios para <span className="font-semibold text-slate-900">{serviceList[0]?.name}</span>
        </p>
      )}
      <ScheduleTimelineEditor
        value={timeline}
        onChange={setTimeline}
        dayError={dayError}
        timeZone={timeZone.data}
        isDisabled={isSaving}
      />
      <div className="flex justify-end border-t border-slate-100 pt-5">
        <Button
          type="submit"
          size="lg"
          isLoading={isSaving}
          state={createSchedules.isSuccess ? 'success' : 'idle'}
          disabled={errors.length > 0}
          icon={<Check className="size-4" aria-hidden />}
          className="w-full sm:w-auto"
        >
          Guardar horarios
        </Button>
      </div>
    </form>,
  );
}
