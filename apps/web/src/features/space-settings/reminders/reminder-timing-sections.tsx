import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { SettingsSection } from '../components/settings-section';
import { SmsSection } from '../components/sms-section';
import { SwitchRow } from './reminder-fields';
import type { ReminderFormValues } from './reminder-form-values';

type SmsStatus = Parameters<typeof SmsSection>[0]['status'];

/** 'SMS': the gateway's state for this space and whether SMS keep their accents. */
export function SmsSettingsSection({ status }: { status: SmsStatus }) {
  const { field } = useController<ReminderFormValues, 'smsAccents'>({ name: 'smsAccents' });
  return (
    <SettingsSection
      title="SMS"
      description="Recordatorios por SMS a través de la pasarela del servidor, con su propio consentimiento."
    >
      <SmsSection accents={field.value ?? 'transliterate'} status={status} onAccentsChange={field.onChange} />
    </SettingsSection>
  );
}

/** 'Horarios': when due-date reminders go out, and the night hours nothing goes out. */
export function ReminderHoursSection() {
  const { register, control, formState } = useFormContext<ReminderFormValues>();
  const isQuiet = useWatch({ control, name: 'quietHours.isEnabled' });
  const { errors } = formState;
  return (
    <SettingsSection title="Horarios" description="En la zona horaria de la veterinaria.">
      <Input
        label="Hora de envío de vacunas y controles"
        type="time"
        error={errors.dueSendTime?.message}
        className="max-w-xs"
        {...register('dueSendTime')}
      />
      <SwitchRow
        id="reminder-quiet-enabled"
        label="Horario silencioso (no enviar de noche)"
        name="quietHours.isEnabled"
      />
      {isQuiet && (
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label="Desde"
            type="time"
            error={errors.quietHours?.start?.message}
            {...register('quietHours.start', { deps: ['quietHours.end'] })}
          />
          <Input
            label="Hasta"
            type="time"
            error={errors.quietHours?.end?.message}
            helperText="Un envío que cae en este horario sale al terminar."
            {...register('quietHours.end')}
          />
        </div>
      )}
    </SettingsSection>
  );
}
