import type { PetSpecies } from './pet.schema';

// Suggestions for the breed input (a datalist): any other text is accepted.

export const DOG_BREEDS = [
  'Mestizo',
  'Beagle',
  'Bichón maltés',
  'Border collie',
  'Boxer',
  'Bulldog francés',
  'Bulldog inglés',
  'Caniche',
  'Chihuahua',
  'Cocker spaniel',
  'Dachshund (teckel)',
  'Dóberman',
  'Galgo español',
  'Golden retriever',
  'Husky siberiano',
  'Labrador retriever',
  'Mastín español',
  'Pastor alemán',
  'Pastor belga malinois',
  'Pinscher miniatura',
  'Pitbull terrier',
  'Podenco',
  'Pug (carlino)',
  'Rottweiler',
  'Schnauzer',
  'Shih tzu',
  'Staffordshire bull terrier',
  'West highland white terrier',
  'Yorkshire terrier',
] as const;

export const CAT_BREEDS = [
  'Común europeo',
  'Mestizo',
  'Angora turco',
  'Azul ruso',
  'Bengalí',
  'Bosque de Noruega',
  'British shorthair',
  'Esfinge',
  'Maine coon',
  'Persa',
  'Ragdoll',
  'Siamés',
] as const;

export function breedSuggestions(species: PetSpecies): readonly string[] {
  if (species === 'perro') return DOG_BREEDS;
  if (species === 'gato') return CAT_BREEDS;
  return [];
}
