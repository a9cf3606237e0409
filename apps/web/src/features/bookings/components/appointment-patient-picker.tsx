import { Search, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { getErrorMessage } from '@/lib/api-error';
import { ClientContactFields } from './client-contact-fields';
import type { ClientStepForm } from './client-step-form';
import { MIN_SEARCH_LENGTH, NewPetFields, optionsOf, PickedPatient } from './patient-picker-parts';
import { usePatientPicker } from './use-patient-picker';

/**
 * Step 2's "who": search the space's clients and pets as you type (the clients search API, downshift's
 * combobox: decision 015) or create both inline (decision 030). A pick fills the form's clientId and
 * petId, and its name and contact, which the server copies from the record.
 */
export function AppointmentPatientPicker({
  spaceId,
  form,
  canCreate = true,
}: {
  spaceId: string;
  form: ClientStepForm;
  /** False when editing a booking: only existing clients and pets can be picked. */
  canCreate?: boolean;
}) {
  const picker = usePatientPicker(spaceId, form);

  if (picker.prefill) {
    return (
      <p className="text-sm text-slate-600" role="status">
        Cargando cliente…
      </p>
    );
  }

  if (picker.isNewClient) {
    return (
      <div className="space-y-4">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-semibold text-slate-900">Cliente nuevo</p>
          <Button variant="ghost" size="sm" onClick={() => picker.setIsNewClient(false)}>
            Buscar cliente existente
          </Button>
        </div>
        <ClientContactFields form={form} />
        <NewPetFields form={form} />
      </div>
    );
  }

  if (picker.picked) {
    return (
      <PickedPatient
        spaceId={spaceId}
        form={form}
        client={picker.picked.client}
        petChoice={picker.petChoice}
        canCreate={canCreate}
        onClear={picker.clear}
        onChoosePet={picker.choosePet}
      />
    );
  }

  const statusText = picker.results.isError
    ? getErrorMessage(picker.results.error, 'No se pudo buscar')
    : !picker.isSearching
      ? `Escribe al menos ${MIN_SEARCH_LENGTH} letras`
      : undefined;
  return (
    <div className="space-y-3">
      <Combobox
        label="Cliente o mascota"
        id="cita-buscar-cliente"
        inputValue={picker.text}
        onInputChange={picker.setText}
        options={optionsOf(picker.clients)}
        onSelect={picker.choose}
        isLoading={picker.isSearching && picker.results.isFetching && !picker.results.data}
        statusText={statusText}
        emptyText="Ningún cliente ni mascota coincide"
        minQueryLength={1}
        placeholder="Nombre, teléfono, e-mail o mascota"
        leadingIcon={<Search className="size-4" aria-hidden />}
        isRequiredMarked
        error={picker.errors.client?.message}
        helperText={
          canCreate ? 'Elige la mascota o el cliente, o crea uno nuevo.' : 'Elige la mascota o el cliente.'
        }
      />
      {canCreate && (
        <Button
          variant="outline"
          size="sm"
          icon={<UserPlus className="size-4" aria-hidden />}
          onClick={picker.startNewClient}
        >
          Cliente nuevo
        </Button>
      )}
    </div>
  );
}
