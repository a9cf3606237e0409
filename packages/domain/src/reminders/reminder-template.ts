// Reminder templates: Spanish text with {marcadores} the clinic edits. A placeholder outside the
// kind's fixed list is refused when saved (never silently printed as '{x}' to a client), and the
// preview renders the same function the e-mails use, with sample data.

export const APPOINTMENT_PLACEHOLDERS = [
  'cliente',
  'mascota',
  'fecha',
  'hora',
  'clinica',
  'profesional',
  'servicio',
  'enlace_confirmar',
  'enlace_cancelar',
  'enlace_reprogramar',
] as const;

export const DUE_PLACEHOLDERS = [
  'cliente',
  'mascota',
  'fecha',
  'clinica',
  'servicio',
  'motivo',
  'enlace_reservar',
] as const;

export type AppointmentPlaceholder = (typeof APPOINTMENT_PLACEHOLDERS)[number];
export type DuePlaceholder = (typeof DUE_PLACEHOLDERS)[number];

const PLACEHOLDER_PATTERN = /\{([^{}\s]*)\}/g;

/** The placeholders a template names, in order of first appearance, without repeats. */
export function placeholdersIn(template: string): string[] {
  const names: string[] = [];
  for (const match of template.matchAll(PLACEHOLDER_PATTERN)) {
    const name = match[1] ?? '';
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

export function unknownPlaceholders(template: string, valid: readonly string[]): string[] {
  return placeholdersIn(template).filter((name) => !valid.includes(name));
}

/** 'Marcadores no válidos: {x}. Válidos: {cliente}, …' — what the form shows under the template. */
export function unknownPlaceholdersMessage(unknown: readonly string[], valid: readonly string[]): string {
  const list = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');
  return `Marcadores no válidos: ${list(unknown)}. Válidos: ${list(valid)}`;
}

/** Replaces every known placeholder; the schema already refused unknown ones, which stay as written. */
export function renderTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER_PATTERN, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? '') : whole,
  );
}

export const SAMPLE_APPOINTMENT_VALUES: Record<AppointmentPlaceholder, string> = {
  cliente: 'Lucía Pérez',
  mascota: 'Luna',
  fecha: 'martes, 14 de abril de 2026',
  hora: '10:30',
  clinica: 'Clínica Veterinaria Central',
  profesional: 'Dra. Marta Gil',
  servicio: 'Consulta general',
  enlace_confirmar: 'https://citavet.example/reservas/ejemplo/confirmar',
  enlace_cancelar: 'https://citavet.example/reservas/ejemplo',
  enlace_reprogramar: 'https://citavet.example/reservas/ejemplo',
};

export const SAMPLE_DUE_VALUES: Record<DuePlaceholder, string> = {
  cliente: 'Lucía Pérez',
  mascota: 'Luna',
  fecha: 'martes, 14 de abril de 2026',
  clinica: 'Clínica Veterinaria Central',
  servicio: 'Vacunación',
  motivo: 'la vacuna antirrábica',
  enlace_reservar: 'https://citavet.example/clinica-central?servicio=ejemplo',
};
