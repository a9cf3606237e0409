/** The id rule: the label in lowercase with spaces turned into hyphens. */
export function fieldIdFromLabel(label: string): string {
  return label.trim().toLocaleLowerCase('es-ES').replace(/\s+/g, '-');
}
