import type { PetSpecies } from '../pets/pet.schema';
import type { ServiceCategory } from '../services/service-category';

// The directory's filter choices without zod (the page's first load carries none, decision 011). The
// types tie them to the schemas' lists: a species or category added there is a type error here.

export const DIRECTORY_SPECIES_OPTIONS: Record<PetSpecies, string> = {
  perro: 'Perros',
  gato: 'Gatos',
  ave: 'Aves',
  conejo: 'Conejos',
  roedor: 'Roedores',
  reptil: 'Reptiles',
  huron: 'Hurones',
  otro: 'Otros',
};

export const DIRECTORY_CATEGORY_OPTIONS: Record<ServiceCategory, string> = {
  consulta: 'Consulta',
  cirugia: 'Cirugía',
  vacunacion: 'Vacunación',
  emergencia: 'Emergencia',
  estetica: 'Estética',
  otro: 'Otro',
};
