import {
  APPOINTMENT_PLACEHOLDERS,
  SAMPLE_APPOINTMENT_VALUES,
} from '@citavet/domain/reminders/reminder-template';
import { useController } from 'react-hook-form';
import { OffsetChips } from '../components/offset-chips';
import { SettingsSection } from '../components/settings-section';
import { ChannelInputs, SwitchRow, TemplateInput } from './reminder-fields';
import { firstErrorMessage, type ReminderFormValues } from './reminder-form-values';

/** 'Citas': an e-mail before each appointment, at the offsets chosen, with its template. */
export function AppointmentRemindersSection({ isSmsAvailable }: { isSmsAvailable: boolean }) {
  const offsets = useController<ReminderFormValues, 'appointment.offsetsMinutes'>({
    name: 'appointment.offsetsMinutes',
  });
  return (
    <SettingsSection
      title="Citas"
      description="Un e-mail antes de cada cita, con enlaces para confirmar asistencia, cancelar o reprogramar."
    >
      <SwitchRow
        id="reminder-appointment-enabled"
        label="Enviar recordatorios de citas"
        name="appointment.isEnabled"
      />
      <OffsetChips
        offsets={offsets.field.value}
        onChange={offsets.field.onChange}
        error={firstErrorMessage(offsets.fieldState.error)}
      />
      <TemplateInput
        name="appointment.template"
        label="Plantilla del recordatorio de cita"
        placeholders={APPOINTMENT_PLACEHOLDERS}
        sample={SAMPLE_APPOINTMENT_VALUES}
      />
      <ChannelInputs
        kind="appointment"
        kindLabel="los recordatorios de cita"
        sample={SAMPLE_APPOINTMENT_VALUES}
        isSmsAvailable={isSmsAvailable}
      />
    </SettingsSection>
  );
}
