import { type FieldPathByValue, useController, useFormContext, useWatch } from 'react-hook-form';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { ReminderChannelFields } from '../components/reminder-channel-fields';
import { TemplateField } from '../components/template-field';
import { firstErrorMessage, type ReminderFormValues, type ReminderKind } from './reminder-form-values';

// The 'Recordatorios' form's controlled fields, each bound to its place in the form by name.

export function SwitchRow({
  id,
  label,
  name,
}: {
  id: string;
  label: string;
  name: FieldPathByValue<ReminderFormValues, boolean>;
}) {
  const { field } = useController<ReminderFormValues, typeof name>({ name });
  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <Switch id={id} checked={field.value} onCheckedChange={field.onChange} />
    </div>
  );
}

export function TemplateInput({
  name,
  ...props
}: {
  name: FieldPathByValue<ReminderFormValues, string>;
  label: string;
  placeholders: readonly string[];
  sample: Readonly<Record<string, string>>;
}) {
  const { field, fieldState } = useController<ReminderFormValues, typeof name>({ name });
  return (
    <TemplateField
      {...props}
      value={field.value}
      onChange={field.onChange}
      error={firstErrorMessage(fieldState.error)}
    />
  );
}

/** The service a due reminder's booking link preselects; none is the plain booking page. */
export function ServiceSelect({
  name,
  label,
  options,
  helperText,
}: {
  name: 'vaccine.serviceId' | 'followUp.serviceId';
  label: string;
  options: { value: string; label: string }[];
  helperText?: string;
}) {
  const { field, fieldState } = useController<ReminderFormValues, typeof name>({ name });
  return (
    <Select
      label={label}
      options={options}
      value={field.value ?? ''}
      error={fieldState.error?.message}
      helperText={helperText}
      onChange={(event) => field.onChange(event.target.value || null)}
    />
  );
}

/** E-mail, SMS or both for one kind of reminder, with its SMS text measured under the accent choice. */
export function ChannelInputs({
  kind,
  kindLabel,
  sample,
  isSmsAvailable,
}: {
  kind: ReminderKind;
  kindLabel: string;
  sample: Readonly<Record<string, string>>;
  isSmsAvailable: boolean;
}) {
  const { control } = useFormContext<ReminderFormValues>();
  const channels = useController({ control, name: `${kind}.channels` });
  const smsTemplate = useController({ control, name: `${kind}.smsTemplate` });
  const accents = useWatch({ control, name: 'smsAccents' });
  return (
    <ReminderChannelFields
      kindLabel={kindLabel}
      channels={channels.field.value ?? 'email'}
      smsTemplate={smsTemplate.field.value ?? ''}
      sample={sample}
      accents={accents ?? 'transliterate'}
      isSmsAvailable={isSmsAvailable}
      errors={{
        channels: channels.fieldState.error?.message,
        smsTemplate: smsTemplate.fieldState.error?.message,
      }}
      onChange={(part) => {
        if (part.channels !== undefined) channels.field.onChange(part.channels);
        if (part.smsTemplate !== undefined) smsTemplate.field.onChange(part.smsTemplate);
      }}
    />
  );
}
