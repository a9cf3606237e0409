import type { PetWithOwner } from '@citavet/domain/pets/pet.schema';
import { PET_SEX_LABELS, PET_SPECIES_LABELS } from '@citavet/domain/pets/pet.schema';
import { petAgeText } from '@citavet/domain/pets/pet-age';
import { todayIn } from '@citavet/domain/public/public-slot';
import { instantToZonedParts } from '@citavet/domain/time/zoned-time';
import { CalendarPlus, Pencil, Trash2, TriangleAlert } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { newChargePath } from '@/lib/charge-link';
import { formatDate } from '@/lib/formatters';
import { newAppointmentUrl } from '@/lib/new-appointment-link';
import { useSpaceAccess } from '@/stores/use-space-access';
import { useDeletePet } from '../api/pets-api';
import { PetForm } from './pet-form';

type Pet = PetWithOwner;

/** The pet's name (and death), and what can be done: book, charge, edit, delete. */
export function PetPageHeader({
  spaceId,
  pet,
  onEdit,
  onDelete,
}: {
  spaceId: string;
  pet: Pet;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { currentSpace } = useSpaceAccess();
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{pet.name}</h1>
        {pet.isDeceased && (
          <Badge tone="neutral" className="mt-1">
            Fallecida{pet.deceasedOn ? ` el ${formatDate(`${pet.deceasedOn}T12:00:00`)}` : ''}
          </Badge>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {!pet.isDeceased && currentSpace && (
          <Link
            to={newAppointmentUrl(spaceId, {
              date: todayIn(currentSpace.timeZone, Date.now()),
              clientId: pet.owner.id,
              petId: pet.id,
            })}
            className={buttonStyles({ variant: 'primary' })}
          >
            <CalendarPlus className="size-4" aria-hidden />
            Nueva cita
          </Link>
        )}
        <Link
          to={newChargePath(spaceId, { clientId: pet.owner.id, petId: pet.id })}
          className={buttonStyles({ variant: 'accent' })}
        >
          Cobrar visita
        </Link>
        <Button variant="outline" icon={<Pencil className="size-4" aria-hidden />} onClick={onEdit}>
          Editar
        </Button>
        <Button variant="danger" icon={<Trash2 className="size-4" aria-hidden />} onClick={onDelete}>
          Eliminar
        </Button>
      </div>
    </div>
  );
}

/** The pet's clinical alerts, in red, above everything else. */
export function PetAlerts({ alerts }: { alerts: readonly string[] }) {
  if (alerts.length === 0) return null;
  return (
    <section aria-label="Alertas" className="rounded-card border border-error bg-red-50 p-4 text-red-800">
      <h2 className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-5 text-error" aria-hidden />
        Alertas
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm font-medium">
        {alerts.map((alert) => (
          <li key={alert}>{alert}</li>
        ))}
      </ul>
    </section>
  );
}

/** 'Ficha': species, breed, sex, neutering, age (at death for one that died), colour, chip, owner. */
export function PetFactsCard({ spaceId, pet }: { spaceId: string; pet: Pet }) {
  const timeZone =
    useSpaceAccess().currentSpace?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const ownerPath = paths.space.client(spaceId, pet.owner.id);
  // Age on the clinic's today, or at death for a pet that died.
  const ageOn = pet.deceasedOn ?? instantToZonedParts(Date.now(), timeZone).date;
  const ageText = petAgeText(pet.birthDate, ageOn, pet.isBirthDateEstimated);
  const age = pet.birthDate
    ? `${ageText ? `${ageText} · ` : ''}${pet.isBirthDateEstimated ? 'nacimiento estimado' : 'nacimiento'}: ${formatDate(`${pet.birthDate}T12:00:00`)}`
    : null;
  const facts: [string, string | null][] = [
    ['Especie', PET_SPECIES_LABELS[pet.species]],
    ['Raza', pet.breed],
    ['Sexo', PET_SEX_LABELS[pet.sex]],
    ['Esterilizado/a', pet.isNeutered ? 'Sí' : 'No'],
    ['Edad', age],
    ['Color', pet.color],
    ['Microchip', pet.microchip],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Ficha</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium text-slate-600">{label}</dt>
              <dd className="text-sm text-slate-900">{value || '—'}</dd>
            </div>
          ))}
          <div>
            <dt className="text-xs font-medium text-slate-600">Dueño</dt>
            <dd className="text-sm">
              <Link to={ownerPath} className="text-primary hover:underline">
                {pet.owner.name}
              </Link>
              {pet.owner.phone && <span className="text-slate-600"> · {pet.owner.phone}</span>}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

/** 'Editar Mascota' and the deletion's confirmation, which goes back to the owner once done. */
export function PetDialogs({
  spaceId,
  pet,
  isEditing,
  onEditingChange,
  isDeleteOpen,
  onDeleteOpenChange,
}: {
  spaceId: string;
  pet: Pet;
  isEditing: boolean;
  onEditingChange: (isEditing: boolean) => void;
  isDeleteOpen: boolean;
  onDeleteOpenChange: (isOpen: boolean) => void;
}) {
  const navigate = useNavigate();
  const deletion = useDeletePet(spaceId, pet.id);
  const ownerPath = paths.space.client(spaceId, pet.owner.id);
  const remove = async () => {
    try {
      await deletion.mutateAsync();
      notify.success('Mascota eliminada exitosamente');
      navigate(ownerPath);
    } catch {
      // The dialog shows the error and stays open.
    }
  };
  return (
    <>
      <Dialog open={isEditing} onOpenChange={onEditingChange}>
        <DialogContent
          title="Editar Mascota"
          description="Datos, edad y alertas de la mascota."
          className="max-w-2xl!"
        >
          {isEditing && (
            <PetForm
              spaceId={spaceId}
              clientId={pet.owner.id}
              pet={pet}
              onDone={() => onEditingChange(false)}
              onCancel={() => onEditingChange(false)}
            />
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        isOpen={isDeleteOpen}
        onOpenChange={onDeleteOpenChange}
        title="Eliminar mascota"
        description="Elimina solo una mascota registrada por error. Si falleció, márcala como fallecida para conservar su ficha."
        confirmLabel="Eliminar"
        isDestructive
        isConfirming={deletion.isPending}
        errorMessage={
          deletion.isError ? getErrorMessage(deletion.error, 'No se pudo eliminar la mascota') : null
        }
        onConfirm={() => void remove()}
      />
    </>
  );
}
