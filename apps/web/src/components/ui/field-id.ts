/** The id rule of part 1 §2: the label in lowercase with spaces turned into hyphens. */
export function fieldIdFromLabel(label: string): string {
  return label.trim().toLocaleLowerCase('es-ES').replace(/\s+/g, '-');
}
