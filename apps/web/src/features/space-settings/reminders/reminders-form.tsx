import type { ReminderSettings } from '@citavet/domain/reminders/reminder-settings.schema';
import { Save } from 'lucide-react';
import { FormProvider } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { SmsSection } from '../components/sms-section';
import { AppointmentRemindersSection } from './appointment-reminders-section';
import { FollowUpRemindersSection, VaccineRemindersSection } from './due-reminder-sections';
import { ReminderHoursSection, SmsSettingsSection } from './reminder-timing-sections';
import { useRemindersForm } from './use-reminders-form';

interface RemindersFormProps {
  spaceId: string;
  canEdit: boolean;
  saved: ReminderSettings;
  services: readonly { id: string; name: string }[];
  smsStatus: Parameters<typeof SmsSection>[0]['status'];
}

/** The loaded settings as a form: one section per kind of reminder, then SMS and hours, then save. */
export function RemindersForm({ spaceId, canEdit, saved, services, smsStatus }: RemindersFormProps) {
  const { form, submit, saveState, saveError, dismissSaveError } = useRemindersForm(spaceId, saved);
  const { isDirty, isValid } = form.formState;
  const isSmsAvailable = smsStatus?.isEnabled === true;
  const serviceOptions = [
    { value: '', label: 'Sin servicio (página de reservas)' },
    ...services.map((service) => ({ value: service.id, label: service.name })),
  ];
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="space-y-6">
        {saveError && (
          <Alert kind="error" onClose={dismissSaveError}>
            {saveError}
          </Alert>
        )}
        <fieldset disabled={!canEdit} className="min-w-0 space-y-6">
          <AppointmentRemindersSection isSmsAvailable={isSmsAvailable} />
          <VaccineRemindersSection serviceOptions={serviceOptions} isSmsAvailable={isSmsAvailable} />
          <FollowUpRemindersSection serviceOptions={serviceOptions} isSmsAvailable={isSmsAvailable} />
          <SmsSettingsSection status={smsStatus} />
          <ReminderHoursSection />
        </fieldset>
        {canEdit && (
          <div className="flex items-center justify-end gap-3">
            {isDirty && saveState === 'idle' && (
              <span className="text-sm text-amber-800" role="status">
                Cambios sin guardar
              </span>
            )}
            <Button
              type="submit"
              state={saveState}
              disabled={saveState === 'idle' && (!isDirty || !isValid)}
              icon={<Save className="size-4" aria-hidden />}
            >
              {saveState === 'loading' ? 'Guardando...' : 'Guardar recordatorios'}
            </Button>
          </div>
        )}
      </form>
    </FormProvider>
  );
}
