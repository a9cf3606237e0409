import { defaultAppointmentStart } from '@citavet/domain/bookings/appointment-default-time';
import {
  AppointmentClientStepSchema,
  type AppointmentClock,
  appointmentEndTime,
  type AppointmentClientStep as ClientStepOutput,
  createAppointmentScheduleStepSchema,
  DEFAULT_APPOINTMENT_MINUTES,
  type AppointmentScheduleStep as ScheduleStepOutput,
} from '@citavet/domain/bookings/appointment-form.schema';
import { type Booking, OUTSIDE_SCHEDULE_CONFIRM_MESSAGE } from '@citavet/domain/bookings/booking.schema';
import type { Member } from '@citavet/domain/members/member.schema';
import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import type { Service } from '@citavet/domain/services/service.schema';
import { isWallTime } from '@citavet/domain/time/zoned-time';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useFirstFreeSlot } from '../api/get-first-free-slot';
import { useNextFreeSlots } from '../api/get-host-availability';
import {
  type AppointmentDraft,
  bookingServiceValue,
  bookingWallTimes,
  clientStepDefaults,
  scheduleStepDefaults,
} from '../utils/appointment-defaults';
import { servicesForMember } from '../utils/appointment-options';
import { AppointmentClientStep } from './appointment-client-step';
import { AppointmentClosuresNotice } from './appointment-closures-notice';
import { AppointmentScheduleStep, type ServiceOption } from './appointment-schedule-step';
import { AppointmentSteps } from './appointment-steps';
import type { ClientStepValues } from './client-step-form';
import { useSaveAppointment } from './use-save-appointment';

export type { AppointmentDraft };

export interface AppointmentModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  draft: AppointmentDraft;
  /** The booking being edited ('Editar Cita'); null or absent for 'Nueva Cita'. */
  booking?: Booking | null | undefined;
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
}

/** 'Nueva Cita' / 'Editar Cita': a Radix dialog, so Escape and the backdrop close it. */
export function AppointmentModal({
  isOpen,
  onOpenChange,
  booking = null,
  ...formProps
}: AppointmentModalProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent title={booking ? 'Editar Cita' : 'Nueva Cita'} className="sm:max-w-xl">
        {/* Mounted only while open, so every opening starts from a clean form. */}
        <AppointmentWizard {...formProps} booking={booking} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type AppointmentWizardProps = Omit<AppointmentModalProps, 'isOpen' | 'onOpenChange' | 'booking'> & {
  booking: Booking | null;
  onClose: () => void;
};

function AppointmentWizard({
  draft,
  booking,
  timeZone,
  timeZoneNote,
  clock,
  members,
  services,
  schedules,
  isAdmin,
  currentUserId,
  spaceId,
  onClose,
}: AppointmentWizardProps) {
  const [step, setStep] = useState<1 | 2>(1);
  const appointment = useSaveAppointment({ booking, timeZone, schedules, currentUserId, onSaved: onClose });
  // Reception, not a professional herself, always names whose agenda the appointment goes in.
  const mustChooseMember =
    isAdmin && (members.length > 1 || !members.some((member) => member.userId === currentUserId));

  // "Today" and "now" move while the modal is open: the resolver always reads the latest rules. An
  // edit that keeps the booking's time is not judged as a new appointment in the past.
  const schemaFor = useMemo(() => {
    const schema = createAppointmentScheduleStepSchema({ clock, mustChooseMember });
    if (!booking) return () => schema;
    const original = bookingWallTimes(booking, timeZone);
    const keptTimeSchema = createAppointmentScheduleStepSchema({
      clock: { today: original.date, minutesOfDay: 0 },
      mustChooseMember,
    });
    return (values: ScheduleTimes) => (isSameTime(values, original) ? keptTimeSchema : schema);
  }, [clock, mustChooseMember, booking, timeZone]);
  const schemaForRef = useRef(schemaFor);
  useEffect(() => {
    schemaForRef.current = schemaFor;
  }, [schemaFor]);

  const scheduleForm = useForm<ScheduleStepOutput>({
    resolver: (values, context, options) =>
      zodResolver(schemaForRef.current(values))(values, context, options),
    mode: 'onTouched',
    defaultValues: scheduleStepDefaults({
      draft,
      booking,
      timeZone,
      assignedMember: mustChooseMember ? (draft.assignedMember ?? '') : currentUserId,
    }),
  });
  const clientForm = useForm<ClientStepValues, unknown, ClientStepOutput>({
    resolver: zodResolver(AppointmentClientStepSchema),
    mode: 'onTouched',
    defaultValues: clientStepDefaults(booking, draft),
  });

  // A pre-filled appointment ('Agendar próximo control') starts at the member's first free slot of
  // the day, unless the user has already moved the time.
  const firstFree = useFirstFreeSlot({
    spaceId: spaceId ?? '',
    hostId: mustChooseMember ? (draft.assignedMember ?? '') : currentUserId,
    date: draft.date,
    isEnabled: !booking && draft.isFirstFreeSlot === true && spaceId !== undefined,
  });
  const firstSlot = firstFree.data;
  useEffect(() => {
    if (!firstSlot) return;
    const { getFieldState, setValue } = scheduleForm;
    if (getFieldState('startTime').isDirty || getFieldState('date').isDirty) return;
    setValue('service', firstSlot.serviceId);
    setValue('startTime', firstSlot.startTime);
    setValue('endTime', firstSlot.endTime);
  }, [firstSlot, scheduleForm]);
  const firstFreeNote =
    firstFree.data === null
      ? 'No hay horas libres ese día en la agenda: elige la hora.'
      : firstFree.data
        ? `Primera hora libre del día: ${firstFree.data.startTime}.`
        : null;

  const memberId = scheduleForm.watch('assignedMember') || (mustChooseMember ? '' : currentUserId);
  // An edit keeps its service and host: the only option is the booking's own service.
  const serviceOptions: readonly ServiceOption[] = useMemo(
    () =>
      booking
        ? [{ ...booking.service, id: bookingServiceValue(booking) }]
        : servicesForMember(services, schedules, memberId),
    [booking, services, schedules, memberId],
  );

  // A service the member does not offer is dropped; a single offered one is chosen for the user.
  useEffect(() => {
    if (booking) return;
    const { getValues, setValue } = scheduleForm;
    if (serviceOptions.some((service) => service.id === getValues('service'))) return;
    const [onlyService] = serviceOptions;
    const isSingle = serviceOptions.length === 1 && onlyService !== undefined;
    setValue('service', isSingle ? onlyService.id : '');
    const start = getValues('startTime');
    if (isSingle && isWallTime(start)) setValue('endTime', appointmentEndTime(start, onlyService.duration));
  }, [booking, serviceOptions, scheduleForm]);

  // A new appointment not opened from a clicked slot starts on the professional's next free slot
  // from now, until the user picks a date or time themself. A pre-filled control
  // has its own rule above (that day's first free slot of any of the member's services).
  const isDefaultingTime =
    !booking && !draft.startTime && draft.isFirstFreeSlot !== true && draft.date >= clock.today;
  const serviceId = scheduleForm.watch('service');
  const freeSlots = useNextFreeSlots({
    hostId: memberId,
    serviceId,
    spaceId,
    date: draft.date,
    isToday: draft.date === clock.today,
    isEnabled: isDefaultingTime,
  });
  useEffect(() => {
    if (!isDefaultingTime) return;
    const { getFieldState, setValue } = scheduleForm;
    if (getFieldState('date').isDirty || getFieldState('startTime').isDirty) return;
    if (getFieldState('endTime').isDirty) return;
    const start = defaultAppointmentStart({ date: draft.date, clock, slots: freeSlots.data ?? [] });
    const service = serviceOptions.find((option) => option.id === serviceId);
    setValue('date', start.date);
    setValue('startTime', start.startTime);
    setValue(
      'endTime',
      appointmentEndTime(start.startTime, service?.duration ?? DEFAULT_APPOINTMENT_MINUTES),
    );
  }, [isDefaultingTime, freeSlots.data, draft.date, clock, serviceOptions, scheduleForm, serviceId]);

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
    const values = scheduleForm.getValues();
    const checked = schemaForRef.current(values).safeParse(values);
    if (!checked.success) {
      setStep(1);
      await scheduleForm.trigger();
      return;
    }
    await appointment.save(checked.data, client);
  });

  const hasScheduleErrors = Object.keys(scheduleForm.formState.errors).length > 0;
  const hasClientErrors = Object.keys(clientForm.formState.errors).length > 0;

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
          {spaceId && (
            <AppointmentClosuresNotice
              spaceId={spaceId}
              date={scheduleForm.watch('date')}
              hostId={scheduleForm.watch('assignedMember') || (mustChooseMember ? undefined : currentUserId)}
              timeZone={timeZone}
            />
          )}
          {firstFreeNote && (
            <p className="mb-3 text-sm text-slate-600" role="status">
              {firstFreeNote}
            </p>
          )}
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
        <form noValidate onSubmit={submit}>
          <AppointmentClientStep form={clientForm} spaceId={spaceId ?? null} booking={booking} />
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={goBack} disabled={appointment.isSaving}>
              Anterior
            </Button>
            <Button type="submit" isLoading={appointment.isSaving} disabled={hasClientErrors}>
              {booking ? 'Guardar Cambios' : 'Crear Cita'}
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        isOpen={appointment.isAskingOutsideSchedule}
        onOpenChange={(isOpen) => {
          if (!isOpen) appointment.cancelOutsideSchedule();
        }}
        title={OUTSIDE_SCHEDULE_CONFIRM_MESSAGE}
        description="La hora elegida está fuera del horario publicado o en un día cerrado. Si es una urgencia, la cita quedará marcada como «Fuera de horario»."
        confirmLabel="Agendar igualmente"
        cancelLabel="Cancelar"
        onConfirm={() => void appointment.confirmOutsideSchedule()}
        isConfirming={appointment.isSaving}
      />
    </div>
  );
}

type ScheduleTimes = { date: string; startTime: string; endTime: string };

function isSameTime(values: ScheduleTimes, original: ScheduleTimes): boolean {
  return (
    values.date === original.date &&
    values.startTime === original.startTime &&
    values.endTime === original.endTime
  );
}

/** The picker's members; an edited booking's host is listed even if they have left the space. */
function membersWithHost(
  members: readonly Member[],
  booking: Booking | null,
): readonly Pick<Member, 'userId' | 'user'>[] {
  if (!booking || members.some((member) => member.userId === booking.host.id)) return members;
  return [...members, { userId: booking.host.id, user: { ...booking.host, role: 'HOST' } }];
}
