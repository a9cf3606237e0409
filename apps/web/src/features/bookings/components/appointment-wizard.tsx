import {
  AppointmentClientStepSchema,
  type AppointmentClock,
  type AppointmentClientStep as ClientStepOutput,
} from '@citavet/domain/bookings/appointment-form.schema';
import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { Member } from '@citavet/domain/members/member.schema';
import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import type { Service } from '@citavet/domain/services/service.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { CalendarHealthNotice } from '@/components/calendar-health-notice';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { type AppointmentDraft, clientStepDefaults } from '../utils/appointment-defaults';
import { membersWithHost } from '../utils/appointment-options';
import { AppointmentClientStep } from './appointment-client-step';
import { AppointmentClosuresNotice } from './appointment-closures-notice';
import { AppointmentScheduleStep } from './appointment-schedule-step';
import { AppointmentSteps } from './appointment-steps';
import type { ClientStepValues } from './client-step-form';
import { OutsideScheduleConfirm } from './outside-schedule-confirm';
import { useAppointmentScheduleForm } from './use-appointment-schedule-form';
import { useAppointmentTimeDefaults } from './use-appointment-time-defaults';
import { useSaveAppointment } from './use-save-appointment';

export interface AppointmentWizardProps {
  draft: AppointmentDraft;
  /** The booking being edited ('Editar Cita'); null for 'Nueva Cita'. */
  booking: Booking | null;
  timeZone: string;
  /** Set when the browser's zone differs, to say in which zone the times are. */
  timeZoneNote: string | null;
  clock: AppointmentClock;
  members: readonly Member[];
  services: readonly Service[];
  schedules: readonly SpaceSchedule[];
  isAdmin: boolean;
  currentUserId: string;
  /** The space: clients and pets are picked from it (decision 030), and the schedule step shows the
   * chosen day's closures and absences. */
  spaceId?: string | undefined;
  onClose: () => void;
}

/** The two steps: when and with whom, then for whom; saved when both hold at the moment of sending. */
export function AppointmentWizard(props: AppointmentWizardProps) {
  const { draft, booking, timeZone, timeZoneNote, clock, members, isAdmin, currentUserId, spaceId, onClose } =
    props;
  const [step, setStep] = useState<1 | 2>(1);
  const appointment = useSaveAppointment({
    booking,
    timeZone,
    schedules: props.schedules,
    currentUserId,
    onSaved: onClose,
  });
  // Reception, not a professional herself, always names whose agenda the appointment goes in.
  const mustChooseMember =
    isAdmin && (members.length > 1 || !members.some((member) => member.userId === currentUserId));
  const schedule = useAppointmentScheduleForm({
    draft,
    booking,
    timeZone,
    clock,
    mustChooseMember,
    currentUserId,
  });
  const scheduleForm = schedule.form;
  const { serviceOptions, firstFreeNote } = useAppointmentTimeDefaults({
    ...props,
    form: scheduleForm,
    mustChooseMember,
  });
  const clientForm = useForm<ClientStepValues, unknown, ClientStepOutput>({
    resolver: zodResolver(AppointmentClientStepSchema),
    mode: 'onTouched',
    defaultValues: clientStepDefaults(booking, draft),
  });

  const goToClientStep = scheduleForm.handleSubmit(() => {
    appointment.reset();
    setStep(2);
  });
  const goBack = () => {
    scheduleForm.clearErrors();
    clientForm.clearErrors();
    appointment.reset();
    setStep(1);
  };
  const submit = clientForm.handleSubmit(async (client) => {
    // Both steps must hold when sending: the clock may have moved since step 1 was checked.
    const checked = schedule.checkNow();
    if (!checked.success) {
      setStep(1);
      await scheduleForm.trigger();
      return;
    }
    await appointment.save(checked.data, client);
  });
  const hasScheduleErrors = Object.keys(scheduleForm.formState.errors).length > 0;
  const hostId = scheduleForm.watch('assignedMember') || (mustChooseMember ? undefined : currentUserId);
  // The professional being booked, named as the agenda names them: their calendar's warning follows.
  const hostName =
    members.find((member) => member.userId === hostId)?.user.name ??
    (booking?.host.id === hostId ? booking?.host.name : undefined);

  return (
    <div>
      <AppointmentSteps currentStep={step} />
      {appointment.error && (
        <Alert kind="error" className="mb-4" onClose={appointment.reset}>
          {appointment.error}
        </Alert>
      )}
      {step === 1 ? (
        <form noValidate onSubmit={goToClientStep}>
          <ScheduleStepNotices
            spaceId={spaceId}
            timeZone={timeZone}
            currentUserId={currentUserId}
            date={scheduleForm.watch('date')}
            host={hostId === undefined ? undefined : { id: hostId, name: hostName }}
            firstFreeNote={firstFreeNote}
          />
          <AppointmentScheduleStep
            form={scheduleForm}
            members={mustChooseMember || booking ? membersWithHost(members, booking) : null}
            services={serviceOptions}
            isEditing={booking !== null}
            today={clock.today}
            timeZoneNote={timeZoneNote}
          />
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={hasScheduleErrors}>
              Siguiente
            </Button>
          </div>
        </form>
      ) : (
        <ClientStepPanel
          form={clientForm}
          onSubmit={submit}
          onBack={goBack}
          spaceId={spaceId}
          booking={booking}
          isSaving={appointment.isSaving}
        />
      )}
      <OutsideScheduleConfirm appointment={appointment} />
    </div>
  );
}

interface ScheduleStepNoticesProps {
  spaceId: string | undefined;
  timeZone: string;
  currentUserId: string;
  date: string;
  /** The professional being booked, named as the agenda names them (when known). */
  host: { id: string; name: string | undefined } | undefined;
  firstFreeNote: string | null | undefined;
}

/** Above the first step: the day's closures, the professional's calendar warning, the first free time. */
function ScheduleStepNotices({
  spaceId,
  timeZone,
  currentUserId,
  date,
  host,
  firstFreeNote,
}: ScheduleStepNoticesProps) {
  const hostId = host?.id;
  const hostName = host?.name;
  return (
    <>
      {spaceId && (
        <AppointmentClosuresNotice spaceId={spaceId} date={date} hostId={hostId} timeZone={timeZone} />
      )}
      {/* Busy time from the professional's own calendar may be old or unread: the slots (and
        the conflict check) may be wrong, as the agenda warns (decision 091). */}
      {spaceId && hostId && hostName !== undefined && (
        <CalendarHealthNotice
          space={{ id: spaceId, timeZone }}
          userId={currentUserId}
          hosts={[{ id: hostId, name: hostName }]}
          className="mb-4"
        />
      )}
      {firstFreeNote && (
        <p className="mb-3 text-sm text-slate-600" role="status">
          {firstFreeNote}
        </p>
      )}
    </>
  );
}

interface ClientStepPanelProps {
  form: UseFormReturn<ClientStepValues, unknown, ClientStepOutput>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  onBack: () => void;
  spaceId: string | undefined;
  booking: Booking | null;
  isSaving: boolean;
}

/** The second step: for whom, then back or save. */
function ClientStepPanel({ form, onSubmit, onBack, spaceId, booking, isSaving }: ClientStepPanelProps) {
  const hasClientErrors = Object.keys(form.formState.errors).length > 0;
  return (
    <form noValidate onSubmit={onSubmit}>
      <AppointmentClientStep form={form} spaceId={spaceId ?? null} booking={booking} />
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack} disabled={isSaving}>
          Anterior
        </Button>
        <Button type="submit" isLoading={isSaving} disabled={hasClientErrors}>
          {booking ? 'Guardar Cambios' : 'Crear Cita'}
        </Button>
      </div>
    </form>
  );
}
