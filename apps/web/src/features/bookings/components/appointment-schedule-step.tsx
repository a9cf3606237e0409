import {
  appointmentEndTime,
  DEFAULT_APPOINTMENT_MINUTES,
  type AppointmentScheduleStep as ScheduleStepOutput,
} from '@citavet/domain/bookings/appointment-form.schema';
import type { Member } from '@citavet/domain/members/member.schema';
import type { Service } from '@citavet/domain/services/service.schema';
import { isWallTime } from '@citavet/domain/time/zoned-time';
import type { UseFormReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatCurrency } from '@/lib/formatters';

export type ScheduleStepValues = ScheduleStepOutput;
export type ServiceOption = Pick<Service, 'id' | 'name' | 'duration' | 'price' | 'currency'>;
type MemberOption = Pick<Member, 'userId' | 'user'>;

interface AppointmentScheduleStepProps {
  form: UseFormReturn<ScheduleStepValues>;
  /** Shown to admins of a space with more than one member, and when editing. */
  members: readonly MemberOption[] | null;
  /** The services the chosen member can be booked for. */
  services: readonly ServiceOption[];
  /** An edit keeps the booking's member and service (PUT /bookings/{id}): only time and client change. */
  isEditing: boolean;
  today: string;
  timeZoneNote: string | null;
}

/** Step 1 'Servicio y Horario': member, service, date, start and end. */
export function AppointmentScheduleStep({
  form,
  members,
  services,
  isEditing,
  today,
  timeZoneNote,
}: AppointmentScheduleStepProps) {
  const {
    register,
    setValue,
    getValues,
    formState: { errors },
  } = form;

  // A service's duration, or the default length, sets the end from the start.
  const syncEndTime = (serviceId: string, startTime: string) => {
    if (!isWallTime(startTime)) return;
    const duration =
      services.find((service) => service.id === serviceId)?.duration ?? DEFAULT_APPOINTMENT_MINUTES;
    setValue('endTime', appointmentEndTime(startTime, duration), {
      shouldValidate: form.formState.isSubmitted,
    });
  };

  const startField = register('startTime', {
    onChange: (event: { target: { value: string } }) => syncEndTime(getValues('service'), event.target.value),
  });

  return (
    <div className="space-y-4">
      {isEditing ? (
        <EditedAppointmentSummary
          serviceName={services[0]?.name}
          memberName={members?.find((member) => member.userId === getValues('assignedMember'))?.user.name}
        />
      ) : (
        <MemberAndServiceFields form={form} members={members} services={services} syncEndTime={syncEndTime} />
      )}
      <Input
        label="Fecha"
        id="cita-fecha"
        type="date"
        min={today}
        error={errors.date?.message}
        {...register('date')}
      />
      <div className="grid grid-cols-2 gap-3">
        <Input
          label="Hora de inicio"
          id="cita-hora-inicio"
          type="time"
          className="tabular-nums"
          error={errors.startTime?.message}
          {...startField}
        />
        <Input
          label="Hora de fin"
          id="cita-hora-fin"
          type="time"
          className="tabular-nums"
          error={errors.endTime?.message}
          {...register('endTime')}
        />
      </div>
      {timeZoneNote && <p className="text-xs text-slate-500">{timeZoneNote}</p>}
    </div>
  );
}

interface MemberAndServiceFieldsProps {
  form: UseFormReturn<ScheduleStepValues>;
  members: readonly MemberOption[] | null;
  services: readonly ServiceOption[];
  syncEndTime: (serviceId: string, startTime: string) => void;
}

function MemberAndServiceFields({ form, members, services, syncEndTime }: MemberAndServiceFieldsProps) {
  const {
    register,
    getValues,
    formState: { errors },
  } = form;
  return (
    <>
      {members && (
        <Select
          label="Miembro"
          id="cita-miembro"
          placeholder="Selecciona un miembro"
          options={members.map((member) => ({ value: member.userId, label: member.user.name }))}
          error={errors.assignedMember?.message}
          {...register('assignedMember')}
        />
      )}
      <Select
        label="Servicio"
        id="cita-servicio"
        placeholder="Selecciona un servicio"
        options={services.map((service) => ({
          value: service.id,
          label: `${service.name} · ${service.duration} min · ${formatCurrency(service.price, service.currency)}`,
        }))}
        error={errors.service?.message}
        helperText={
          services.length === 0 ? 'Este miembro no tiene servicios con horarios activos.' : undefined
        }
        {...register('service', {
          onChange: (event: { target: { value: string } }) =>
            syncEndTime(event.target.value, getValues('startTime')),
        })}
      />
    </>
  );
}

/** What an edit keeps: the booking's service and the member who attends it. */
function EditedAppointmentSummary({
  serviceName,
  memberName,
}: {
  serviceName: string | undefined;
  memberName: string | undefined;
}) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-control bg-slate-50 p-3 text-sm">
      <dt className="font-medium text-slate-500">Servicio</dt>
      <dd className="text-slate-900">{serviceName}</dd>
      <dt className="font-medium text-slate-500">Miembro</dt>
      <dd className="text-slate-900">{memberName}</dd>
    </dl>
  );
}
