import {
  WAITLIST_HOLD_MINUTES,
  WaitlistSettingsSchema,
} from '@citavet/domain/waitlist/waitlist-staff.schema';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { useButtonFeedback } from '@/components/ui/use-button-feedback';
import { useUpdateWaitlistSettings, useWaitlistSettings } from '../api/waitlist-settings';
import { failureMessage } from '../failure-message';
import { SaveButton } from './save-button';
import { SettingsSection } from './settings-section';

const FORM_ID = 'waitlist-settings-form';

/**
 * 'Lista de espera': how long an offer holds its slot for the person it was sent to before it
 * passes to the next in line. The server's schema judges the field here too, with its words.
 */
export function WaitlistTab({ spaceId, canEdit }: { spaceId: string; canEdit: boolean }) {
  const query = useWaitlistSettings(spaceId);
  if (query.isError) {
    return (
      <ErrorState
        title="No se pudo cargar la configuración de la lista de espera"
        message={failureMessage('Inténtalo de nuevo en unos segundos', query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (!query.data) {
    return (
      <div aria-busy="true">
        <span className="sr-only" role="status">
          Cargando la configuración de la lista de espera…
        </span>
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  return <HoldMinutesForm spaceId={spaceId} canEdit={canEdit} saved={query.data.holdMinutes} />;
}

function HoldMinutesForm({ spaceId, canEdit, saved }: { spaceId: string; canEdit: boolean; saved: number }) {
  const update = useUpdateWaitlistSettings(spaceId);
  const saveState = useButtonFeedback(update);
  const [value, setValue] = useState(String(saved));
  const [saveError, setSaveError] = useState<string | null>(null);
  const parsed = WaitlistSettingsSchema.safeParse({
    holdMinutes: value.trim() === '' ? Number.NaN : Number(value),
  });
  const error = parsed.success ? undefined : parsed.error.issues[0]?.message;
  const hasChanges = parsed.success ? parsed.data.holdMinutes !== saved : value !== String(saved);

  return (
    <form
      id={FORM_ID}
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!parsed.success) return;
        setSaveError(null);
        update.mutate(parsed.data, {
          onSuccess: ({ message }) => notify.success(message ?? 'Guardado'),
          onError: (failure) => setSaveError(failureMessage('No se pudo guardar', failure)),
        });
      }}
    >
      <SettingsSection
        title="Ofertas de huecos"
        description="Cuando se libera un hueco, se ofrece por correo a la primera persona de la lista de espera y se le guarda durante este tiempo. Si no lo confirma, pasa a la siguiente."
      >
        <fieldset disabled={!canEdit} className="min-w-0 space-y-4">
          <Input
            label="Minutos para confirmar una oferta"
            type="number"
            inputMode="numeric"
            min={WAITLIST_HOLD_MINUTES.min}
            max={WAITLIST_HOLD_MINUTES.max}
            step={1}
            className="max-w-xs"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={error}
            helperText={`Entre ${WAITLIST_HOLD_MINUTES.min} y ${WAITLIST_HOLD_MINUTES.max} minutos. Por defecto, ${WAITLIST_HOLD_MINUTES.default}.`}
          />
        </fieldset>
        {saveError && <Alert kind="error">{saveError}</Alert>}
        {canEdit && (
          <div className="flex justify-end">
            <SaveButton
              state={saveState}
              hasChanges={hasChanges}
              hasErrors={error !== undefined}
              form={FORM_ID}
            />
          </div>
        )}
      </SettingsSection>
    </form>
  );
}
