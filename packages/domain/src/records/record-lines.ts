import { MUCOUS_MEMBRANE_LABELS, type RecordEntryBody } from './record-content.schema';

// An entry's content as labelled lines in Spanish, in the order a vet reads them: what the history
// page shows under an entry and what the PDFs print. Empty fields are left out.

export type RecordLine = { label: string; value: string };

const decimal = new Intl.NumberFormat('es', { maximumFractionDigits: 3 });

const line = (label: string, value: string | number | null | undefined): RecordLine[] =>
  value === null || value === undefined || value === '' ? [] : [{ label, value: String(value) }];

const longDate = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' });
/** '2026-03-16' → '16 de marzo de 2026'. */
export const spanishLongDate = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));

export function recordLines(body: RecordEntryBody): RecordLine[] {
  switch (body.kind) {
    case 'CONSULTATION': {
      const { content } = body;
      const exam = content.exam;
      const vitals = [
        exam.weightKg !== null ? `Peso ${decimal.format(exam.weightKg)} kg` : null,
        exam.temperatureC !== null ? `T.ª ${decimal.format(exam.temperatureC)} °C` : null,
        exam.heartRate !== null ? `FC ${exam.heartRate} lpm` : null,
        exam.respiratoryRate !== null ? `FR ${exam.respiratoryRate} rpm` : null,
        exam.bodyCondition !== null ? `CC ${exam.bodyCondition}/9` : null,
        exam.mucousMembranes ? `Mucosas ${MUCOUS_MEMBRANE_LABELS[exam.mucousMembranes].toLowerCase()}` : null,
      ].filter(Boolean);
      return [
        ...line('Motivo', content.reason),
        ...line('Anamnesis', content.anamnesis),
        ...line('Examen físico', vitals.join(' · ')),
        ...line('Hallazgos', exam.findings),
        ...line('Diagnóstico presuntivo', content.presumptiveDiagnosis),
        ...line('Diagnóstico definitivo', content.definitiveDiagnosis),
        ...line('Tratamiento', content.treatment),
        ...line('Indicaciones al propietario', content.ownerInstructions),
        ...line('Próximo control', content.nextControlOn ? spanishLongDate(content.nextControlOn) : null),
      ];
    }
    case 'VACCINATION':
    case 'DEWORMING': {
      const { content } = body;
      return [
        ...line('Producto', content.product),
        ...line('Laboratorio', content.laboratory),
        ...line('Lote', content.lot),
        ...line('Dosis', content.dose),
        ...line('Fecha de aplicación', spanishLongDate(content.givenOn)),
        ...line('Próxima dosis', content.nextDueOn ? spanishLongDate(content.nextDueOn) : null),
      ];
    }
    case 'PRESCRIPTION':
      return [
        ...body.content.items.map((item) => ({ label: item.drug, value: prescriptionItemText(item) })),
        ...line('Observaciones', body.content.notes),
      ];
    default:
      return [...line('Título', body.content.title), ...line('Texto', body.content.text)];
  }
}

/** "250 mg/ml · 1 comprimido · vía oral · cada 12 horas · 7 días · cantidad: 14" */
export function prescriptionItemText(item: {
  concentration: string | null;
  dose: string;
  route: string | null;
  frequency: string | null;
  duration: string | null;
  quantity: string | null;
}): string {
  return [
    item.concentration,
    item.dose,
    item.route && (/^v[ií]a\b/i.test(item.route) ? item.route : `vía ${item.route}`),
    item.frequency,
    item.duration,
    item.quantity && `cantidad: ${item.quantity}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
