import {
  MAX_DAYS_BEFORE_DUE,
  type ReminderSettings,
  ReminderSettingsSchema,
} from '@citavet/domain/reminders/reminder-settings.schema';
import {
  APPOINTMENT_PLACEHOLDERS,
  DUE_PLACEHOLDERS,
  SAMPLE_APPOINTMENT_VALUES,
  SAMPLE_DUE_VALUES,
} from '@citavet/domain/reminders/reminder-template';
import { Save } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { notify } from '@/components/ui/toast';
import { useButtonFeedback } from '@/components/ui/use-button-feedback';
import { isApiError } from '@/lib/api-error';
import {
  useReminderServices,
  useReminderSettings,
  useSmsStatus,
  useUpdateReminderSettings,
} from '../api/reminder-settings';
import { failureMessage } from '../failure-message';
import { OffsetChips } from './offset-chips';
import { ReminderChannelFields } from './reminder-channel-fields';
import { SettingsSection } from './settings-section';
import { SmsSection } from './sms-section';
import { TemplateField } from './template-field';

type Errors = Record<string, string>;

function ToggleRow({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <SettingsSection title={title} description={description}>
      {children}
    </SettingsSection>
  );
}

/**
 * 'Recordatorios': appointment reminders at chosen offsets, vaccine and follow-up reminders
 * before the due date (and when overdue), each with its template and a preview; quiet hours. The
 * schema is the server's: a bad offset or an unknown placeholder is said here, by field, before saving.
 */
export function RemindersTab({ spaceId, canEdit }: { spaceId: string; canEdit: boolean }) {
  const query = useReminderSettings(spaceId);
  const services = useReminderServices(spaceId);
  const update = useUpdateReminderSettings(spaceId);
  const smsStatus = useSmsStatus(spaceId);
  const saveState = useButtonFeedback(update);
  const [draft, setDraft] = useState<ReminderSettings | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saveError, setSaveError] = useState<string | null>(null);

  useEffect(() => {
    if (query.data && draft === null) setDraft(query.data);
  }, [query.data, draft]);

  if (query.isError) {
    return (
      <ErrorState
        title="No se pudieron cargar los recordatorios"
        message={failureMessage('Inténtalo de nuevo en unos segundos', query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (!draft) {
    return (
      <div className="space-y-4" aria-busy="true">
        <span className="sr-only" role="status">
          Cargando recordatorios…
        </span>
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }

  const change = (next: ReminderSettings) => {
    setDraft(next);
    const parsed = ReminderSettingsSchema.safeParse(next);
    setErrors(parsed.success ? {} : issuesToErrors(parsed.error.issues));
  };
  const serviceOptions = [
    { value: '', label: 'Sin servicio (página de reservas)' },
    ...(services.data ?? []).map((service) => ({ value: service.id, label: service.name })),
  ];
  const isDirty = JSON.stringify(draft) !== JSON.stringify(query.data);
  const hasErrors = Object.keys(errors).length > 0;

  const save = () => {
    const parsed = ReminderSettingsSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setSaveError(null);
    update.mutate(parsed.data, {
      onSuccess: ({ settings, message }) => {
        setDraft(settings);
        notify.success(message ?? 'Recordatorios guardados');
      },
      onError: (error) => {
        const details = isApiError(error) ? error.details : [];
        setErrors(Object.fromEntries(details.map((detail) => [detail.field, detail.message])));
        setSaveError(
          details.length > 0
            ? 'Error al guardar. Revisa los campos marcados.'
            : failureMessage('Error al guardar', error),
        );
      },
    });
  };

  const { appointment, vaccine, followUp, quietHours } = draft;
  const isSmsAvailable = smsStatus.data?.isEnabled === true;
  return (
    <div className="space-y-6">
      {saveError && (
        <Alert kind="error" onClose={() => setSaveError(null)}>
          {saveError}
        </Alert>
      )}
      <fieldset disabled={!canEdit} className="min-w-0 space-y-6">
        <Section
          title="Citas"
          description="Un e-mail antes de cada cita, con enlaces para confirmar asistencia, cancelar o reprogramar."
        >
          <ToggleRow
            id="reminder-appointment-enabled"
            label="Enviar recordatorios de citas"
            checked={appointment.isEnabled}
            onChange={(isEnabled) => change({ ...draft, appointment: { ...appointment, isEnabled } })}
          />
          <OffsetChips
            offsets={appointment.offsetsMinutes}
            onChange={(offsetsMinutes) =>
              change({ ...draft, appointment: { ...appointment, offsetsMinutes } })
            }
            error={errorUnder(errors, 'appointment.offsetsMinutes')}
          />
          <TemplateField
            label="Plantilla del recordatorio de cita"
            value={appointment.template}
            onChange={(template) => change({ ...draft, appointment: { ...appointment, template } })}
            placeholders={APPOINTMENT_PLACEHOLDERS}
            sample={SAMPLE_APPOINTMENT_VALUES}
            error={errors['appointment.template']}
          />
          <ReminderChannelFields
            kindLabel="los recordatorios de cita"
            channels={appointment.channels}
            smsTemplate={appointment.smsTemplate}
            sample={SAMPLE_APPOINTMENT_VALUES}
            accents={draft.smsAccents}
            isSmsAvailable={isSmsAvailable}
            errors={{
              channels: errors['appointment.channels'],
              smsTemplate: errors['appointment.smsTemplate'],
            }}
            onChange={(part) => change({ ...draft, appointment: { ...appointment, ...part } })}
          />
        </Section>

        <Section
          title="Vacunas y desparasitaciones"
          description="Antes de la próxima dosis y, si no reserva, al día siguiente de vencer."
        >
          <ToggleRow
            id="reminder-vaccine-enabled"
            label="Enviar recordatorios de vacunas"
            checked={vaccine.isEnabled}
            onChange={(isEnabled) => change({ ...draft, vaccine: { ...vaccine, isEnabled } })}
          />
          <div className="grid gap-5 md:grid-cols-2">
            <Input
              label="Días antes de la fecha"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_DAYS_BEFORE_DUE}
              value={String(vaccine.daysBefore)}
              error={errors['vaccine.daysBefore']}
              onChange={(event) =>
                change({ ...draft, vaccine: { ...vaccine, daysBefore: toNumber(event.target.value) } })
              }
            />
            <Select
              label="Servicio para vacunas"
              options={serviceOptions}
              value={vaccine.serviceId ?? ''}
              error={errors['vaccine.serviceId']}
              helperText="El enlace del e-mail abre la página de reservas con este servicio."
              onChange={(event) =>
                change({ ...draft, vaccine: { ...vaccine, serviceId: event.target.value || null } })
              }
            />
          </div>
          <ToggleRow
            id="reminder-vaccine-overdue"
            label="Avisar también cuando esté vencida"
            checked={vaccine.isOverdueEnabled}
            onChange={(isOverdueEnabled) => change({ ...draft, vaccine: { ...vaccine, isOverdueEnabled } })}
          />
          <TemplateField
            label="Plantilla antes de la fecha"
            value={vaccine.template}
            onChange={(template) => change({ ...draft, vaccine: { ...vaccine, template } })}
            placeholders={DUE_PLACEHOLDERS}
            sample={SAMPLE_DUE_VALUES}
            error={errors['vaccine.template']}
          />
          {vaccine.isOverdueEnabled && (
            <TemplateField
              label="Plantilla de vencida"
              value={vaccine.overdueTemplate}
              onChange={(overdueTemplate) => change({ ...draft, vaccine: { ...vaccine, overdueTemplate } })}
              placeholders={DUE_PLACEHOLDERS}
              sample={SAMPLE_DUE_VALUES}
              error={errors['vaccine.overdueTemplate']}
            />
          )}
          <ReminderChannelFields
            kindLabel="los recordatorios de vacunas"
            channels={vaccine.channels}
            smsTemplate={vaccine.smsTemplate}
            sample={SAMPLE_DUE_VALUES}
            accents={draft.smsAccents}
            isSmsAvailable={isSmsAvailable}
            errors={{ channels: errors['vaccine.channels'], smsTemplate: errors['vaccine.smsTemplate'] }}
            onChange={(part) => change({ ...draft, vaccine: { ...vaccine, ...part } })}
          />
        </Section>

        <Section
          title="Próximo control"
          description="Cuando una consulta firmada indica la fecha del próximo control."
        >
          <ToggleRow
            id="reminder-followup-enabled"
            label="Enviar recordatorios de control"
            checked={followUp.isEnabled}
            onChange={(isEnabled) => change({ ...draft, followUp: { ...followUp, isEnabled } })}
          />
          <div className="grid gap-5 md:grid-cols-2">
            <Input
              label="Días antes del control"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_DAYS_BEFORE_DUE}
              value={String(followUp.daysBefore)}
              error={errors['followUp.daysBefore']}
              onChange={(event) =>
                change({ ...draft, followUp: { ...followUp, daysBefore: toNumber(event.target.value) } })
              }
            />
            <Select
              label="Servicio para controles"
              options={serviceOptions}
              value={followUp.serviceId ?? ''}
              error={errors['followUp.serviceId']}
              onChange={(event) =>
                change({ ...draft, followUp: { ...followUp, serviceId: event.target.value || null } })
              }
            />
          </div>
          <TemplateField
            label="Plantilla del control"
            value={followUp.template}
            onChange={(template) => change({ ...draft, followUp: { ...followUp, template } })}
            placeholders={DUE_PLACEHOLDERS}
            sample={SAMPLE_DUE_VALUES}
            error={errors['followUp.template']}
          />
          <ReminderChannelFields
            kindLabel="los recordatorios de control"
            channels={followUp.channels}
            smsTemplate={followUp.smsTemplate}
            sample={SAMPLE_DUE_VALUES}
            accents={draft.smsAccents}
            isSmsAvailable={isSmsAvailable}
            errors={{ channels: errors['followUp.channels'], smsTemplate: errors['followUp.smsTemplate'] }}
            onChange={(part) => change({ ...draft, followUp: { ...followUp, ...part } })}
          />
        </Section>

        <Section
          title="SMS"
          description="Recordatorios por SMS a través de la pasarela del servidor, con su propio consentimiento."
        >
          <SmsSection
            accents={draft.smsAccents}
            status={smsStatus.data}
            onAccentsChange={(smsAccents) => change({ ...draft, smsAccents })}
          />
        </Section>

        <Section title="Horarios" description="En la zona horaria de la veterinaria.">
          <Input
            label="Hora de envío de vacunas y controles"
            type="time"
            value={draft.dueSendTime}
            error={errors.dueSendTime}
            className="max-w-xs"
            onChange={(event) => change({ ...draft, dueSendTime: event.target.value })}
          />
          <ToggleRow
            id="reminder-quiet-enabled"
            label="Horario silencioso (no enviar de noche)"
            checked={quietHours.isEnabled}
            onChange={(isEnabled) => change({ ...draft, quietHours: { ...quietHours, isEnabled } })}
          />
          {quietHours.isEnabled && (
            <div className="grid gap-5 sm:grid-cols-2">
              <Input
                label="Desde"
                type="time"
                value={quietHours.start}
                error={errors['quietHours.start']}
                onChange={(event) =>
                  change({ ...draft, quietHours: { ...quietHours, start: event.target.value } })
                }
              />
              <Input
                label="Hasta"
                type="time"
                value={quietHours.end}
                error={errors['quietHours.end']}
                helperText="Un envío que cae en este horario sale al terminar."
                onChange={(event) =>
                  change({ ...draft, quietHours: { ...quietHours, end: event.target.value } })
                }
              />
            </div>
          )}
        </Section>
      </fieldset>
      {canEdit && (
        <div className="flex items-center justify-end gap-3">
          {isDirty && saveState === 'idle' && (
            <span className="text-sm text-amber-800" role="status">
              Cambios sin guardar
            </span>
          )}
          <Button
            type="button"
            onClick={save}
            state={saveState}
            disabled={saveState === 'idle' && (!isDirty || hasErrors)}
            icon={<Save className="size-4" aria-hidden />}
          >
            {saveState === 'loading' ? 'Guardando...' : 'Guardar recordatorios'}
          </Button>
        </div>
      )}
    </div>
  );
}

function toNumber(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}

function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The first message at a field or inside it (an offset's own entry: 'appointment.offsetsMinutes.1'). */
function errorUnder(errors: Errors, field: string): string | undefined {
  return Object.entries(errors).find(([key]) => key === field || key.startsWith(`${field}.`))?.[1];
}
