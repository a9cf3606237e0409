import { PET_SPECIES_LABELS, type PetSpecies } from '@citavet/domain/pets/pet.schema';
import { Bird, Cat, Dog, type LucideIcon, PawPrint, Rabbit, Rat, Squirrel, Turtle } from 'lucide-react';

// One icon per species, wherever a pet appears (agenda, booking detail, appointment modal).
const SPECIES_ICONS: Record<PetSpecies, LucideIcon> = {
  perro: Dog,
  gato: Cat,
  ave: Bird,
  conejo: Rabbit,
  roedor: Rat,
  reptil: Turtle,
  huron: Squirrel,
  otro: PawPrint,
};

/** The species' icon; `isLabelled` names it for screen readers (otherwise it is decoration). */
export function SpeciesIcon({
  species,
  className = 'size-4',
  isLabelled = false,
}: {
  species: PetSpecies;
  className?: string;
  isLabelled?: boolean;
}) {
  const Icon = SPECIES_ICONS[species];
  return isLabelled ? (
    <Icon className={className} role="img" aria-label={PET_SPECIES_LABELS[species]} />
  ) : (
    <Icon className={className} aria-hidden />
  );
}
