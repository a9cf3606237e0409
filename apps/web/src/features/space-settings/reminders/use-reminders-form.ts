import {
  type ReminderSettings,
  ReminderSettingsSchema,
} from '@citavet/domain/reminders/reminder-settings.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { notify } from '@/components/ui/toast';
import { useButtonFeedback } from '@/components/ui/use-button-feedback';
import { isApiError } from '@/lib/api-error';
import { useUpdateReminderSettings } from '../api/reminder-settings';
import { failureMessage } from '../failure-message';
import type { ReminderFormValues } from './reminder-form-values';

const SECTIONS = new Set(['appointment', 'vaccine', 'followUp', 'dueSendTime', 'quietHours', 'smsAccents']);

function isFormField(field: string): field is FieldPath<ReminderFormValues> {
  return SECTIONS.has(field.split('.')[0] ?? '');
}

/**
 * The 'Recordatorios' form: the server's own schema checks every change, so a bad offset or an
 * unknown placeholder is said by field before saving; the server's refusals land on the same fields.
 */
export function useRemindersForm(spaceId: string, saved: ReminderSettings) {
  const update = useUpdateReminderSettings(spaceId);
  const saveState = useButtonFeedback(update);
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<ReminderFormValues, unknown, ReminderSettings>({
    resolver: zodResolver(ReminderSettingsSchema),
    mode: 'onChange',
    defaultValues: saved,
  });

  const submit = form.handleSubmit((settings) => {
    setSaveError(null);
    update.mutate(settings, {
      onSuccess: ({ settings: stored, message }) => {
        form.reset(stored);
        notify.success(message ?? 'Recordatorios guardados');
      },
      onError: (error) => {
        const details = isApiError(error) ? error.details : [];
        for (const detail of details) {
          if (isFormField(detail.field)) form.setError(detail.field, { message: detail.message });
        }
        setSaveError(
          details.length > 0
            ? 'Error al guardar. Revisa los campos marcados.'
            : failureMessage('Error al guardar', error),
        );
      },
    });
  });

  return { form, submit, saveState, saveError, dismissSaveError: () => setSaveError(null) };
}
