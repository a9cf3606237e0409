import {
  REMINDER_CHANNEL_LABELS,
  type ReminderChannelMode,
  ReminderChannelModes,
} from '@citavet/domain/reminders/reminder-channels';
import type { SmsAccentMode } from '@citavet/domain/sms/sms-encoding';
import { Select } from '@/components/ui/select';
import { SmsTemplateField } from './sms-template-field';

interface ReminderChannelFieldsProps {
  kindLabel: string;
  channels: ReminderChannelMode;
  smsTemplate: string;
  onChange: (change: { channels?: ReminderChannelMode; smsTemplate?: string }) => void;
  sample: Readonly<Record<string, string>>;
  accents: SmsAccentMode;
  isSmsAvailable: boolean;
  errors: { channels?: string | undefined; smsTemplate?: string | undefined };
}

/** Per kind of reminder: by e-mail, SMS, both, or SMS for clients without e-mail; and its SMS wording. */
export function ReminderChannelFields(props: ReminderChannelFieldsProps) {
  const options = ReminderChannelModes.map((mode) => ({
    value: mode,
    label: REMINDER_CHANNEL_LABELS[mode],
  })).filter((option) => props.isSmsAvailable || option.value === 'email' || option.value === props.channels);
  const isSms = props.channels !== 'email';
  return (
    <div className="space-y-4">
      <Select
        label={`Enviar ${props.kindLabel} por`}
        options={options}
        value={props.channels}
        error={props.errors.channels}
        className="max-w-xs"
        helperText={props.isSmsAvailable ? undefined : 'El SMS no está disponible en este servidor.'}
        onChange={(event) => props.onChange({ channels: event.target.value as ReminderChannelMode })}
      />
      {isSms && (
        <SmsTemplateField
          label={`SMS de ${props.kindLabel}`}
          value={props.smsTemplate}
          sample={props.sample}
          accents={props.accents}
          error={props.errors.smsTemplate}
          onChange={(smsTemplate) => props.onChange({ smsTemplate })}
        />
      )}
    </div>
  );
}
