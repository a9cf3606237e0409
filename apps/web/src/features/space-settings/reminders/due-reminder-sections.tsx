import { MAX_DAYS_BEFORE_DUE } from '@citavet/domain/reminders/reminder-settings.schema';
import { DUE_PLACEHOLDERS, SAMPLE_DUE_VALUES } from '@citavet/domain/reminders/reminder-template';
import { useFormContext, useWatch } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { SettingsSection } from '../components/settings-section';
import { ChannelInputs, ServiceSelect, SwitchRow, TemplateInput } from './reminder-fields';
import type { ReminderFormValues } from './reminder-form-values';

interface DueSectionProps {
  serviceOptions: { value: string; label: string }[];
  isSmsAvailable: boolean;
}

/** 'Vacunas y desparasitaciones': before the next dose and, if nobody books, the day after it is due. */
export function VaccineRemindersSection({ serviceOptions, isSmsAvailable }: DueSectionProps) {
  const { register, control, formState } = useFormContext<ReminderFormValues>();
  const isOverdueEnabled = useWatch({ control, name: 'vaccine.isOverdueEnabled' });
  return (
    <SettingsSection
      title="Vacunas y desparasitaciones"
      description="Antes de la próxima dosis y, si no reserva, al día siguiente de vencer."
    >
      <SwitchRow
        id="reminder-vaccine-enabled"
        label="Enviar recordatorios de vacunas"
        name="vaccine.isEnabled"
      />
      <div className="grid gap-5 md:grid-cols-2">
        <Input
          label="Días antes de la fecha"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_DAYS_BEFORE_DUE}
          error={formState.errors.vaccine?.daysBefore?.message}
          {...register('vaccine.daysBefore', { valueAsNumber: true })}
        />
        <ServiceSelect
          name="vaccine.serviceId"
          label="Servicio para vacunas"
          options={serviceOptions}
          helperText="El enlace del e-mail abre la página de reservas con este servicio."
        />
      </div>
      <SwitchRow
        id="reminder-vaccine-overdue"
        label="Avisar también cuando esté vencida"
        name="vaccine.isOverdueEnabled"
      />
      <TemplateInput
        name="vaccine.template"
        label="Plantilla antes de la fecha"
        placeholders={DUE_PLACEHOLDERS}
        sample={SAMPLE_DUE_VALUES}
      />
      {isOverdueEnabled && (
        <TemplateInput
          name="vaccine.overdueTemplate"
          label="Plantilla de vencida"
          placeholders={DUE_PLACEHOLDERS}
          sample={SAMPLE_DUE_VALUES}
        />
      )}
      <ChannelInputs
        kind="vaccine"
        kindLabel="los recordatorios de vacunas"
        sample={SAMPLE_DUE_VALUES}
        isSmsAvailable={isSmsAvailable}
      />
    </SettingsSection>
  );
}

/** 'Próximo control': when a signed consultation names the date of the next check-up. */
export function FollowUpRemindersSection({ serviceOptions, isSmsAvailable }: DueSectionProps) {
  const { register, formState } = useFormContext<ReminderFormValues>();
  return (
    <SettingsSection
      title="Próximo control"
      description="Cuando una consulta firmada indica la fecha del próximo control."
    >
      <SwitchRow
        id="reminder-followup-enabled"
        label="Enviar recordatorios de control"
        name="followUp.isEnabled"
      />
      <div className="grid gap-5 md:grid-cols-2">
        <Input
          label="Días antes del control"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_DAYS_BEFORE_DUE}
          error={formState.errors.followUp?.daysBefore?.message}
          {...register('followUp.daysBefore', { valueAsNumber: true })}
        />
        <ServiceSelect name="followUp.serviceId" label="Servicio para controles" options={serviceOptions} />
      </div>
      <TemplateInput
        name="followUp.template"
        label="Plantilla del control"
        placeholders={DUE_PLACEHOLDERS}
        sample={SAMPLE_DUE_VALUES}
      />
      <ChannelInputs
        kind="followUp"
        kindLabel="los recordatorios de control"
        sample={SAMPLE_DUE_VALUES}
        isSmsAvailable={isSmsAvailable}
      />
    </SettingsSection>
  );
}
