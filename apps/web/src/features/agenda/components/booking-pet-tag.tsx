import type { BookingPetView } from '@citavet/domain/bookings/booking-pet.schema';
import { TriangleAlert } from 'lucide-react';
import { PetAlerts } from '@/components/pets/pet-alerts';
import { SpeciesIcon } from '@/components/pets/species-icon';

/**
 * The animal of an appointment in the agenda (decision 030): species icon, name and, in red, its
 * alerts. `variant` fits it to a day or week block, a month cell or the mobile list.
 */
export function BookingPetTag({
  pet,
  variant,
}: {
  pet: BookingPetView | null;
  variant: 'block' | 'compact' | 'cell' | 'list';
}) {
  if (!pet) return null;
  const hasAlerts = pet.alerts.length > 0;
  if (variant === 'compact' || variant === 'cell') {
    // One line: the icon and the name; alerts as a red sign (their text is in the label and detail).
    return (
      <span className="inline-flex min-w-0 items-center gap-0.5 align-middle">
        <SpeciesIcon species={pet.species} className="size-3 shrink-0 text-slate-600" />
        <span className="truncate font-medium">{pet.name}</span>
        {hasAlerts && <TriangleAlert className="size-3 shrink-0 text-error" aria-hidden />}
      </span>
    );
  }
  return (
    <span className="flex min-w-0 items-center gap-1">
      <SpeciesIcon species={pet.species} className="size-3.5 shrink-0 text-slate-600" />
      <span className="min-w-0 shrink truncate font-medium text-slate-800">{pet.name}</span>
      {hasAlerts && <PetAlerts alerts={pet.alerts} isCompact={variant === 'block'} className="ml-1" />}
    </span>
  );
}

/** What a screen reader hears of the pet in an appointment's label. */
export function petLabel(pet: BookingPetView | null): string {
  if (!pet) return '';
  return pet.alerts.length > 0 ? `, ${pet.name} (alertas: ${pet.alerts.join(', ')})` : `, ${pet.name}`;
}
