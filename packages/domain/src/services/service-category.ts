import { z } from 'zod';

/** The categories a service is filed under, with the labels the screens show. */
export const SERVICE_CATEGORIES = [
  'consulta',
  'cirugia',
  'vacunacion',
  'emergencia',
  'estetica',
  'otro',
] as const;
export const ServiceCategorySchema = z.enum(SERVICE_CATEGORIES, { error: 'Categoría inválida' });
export type ServiceCategory = z.infer<typeof ServiceCategorySchema>;

export const SERVICE_CATEGORY_LABELS: Record<ServiceCategory, string> = {
  consulta: 'Consulta',
  cirugia: 'Cirugía',
  vacunacion: 'Vacunación',
  emergencia: 'Emergencia',
  estetica: 'Estética',
  otro: 'Otro',
};
