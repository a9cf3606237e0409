import { z } from 'zod';

// The vaccination card (carnet de vacunación): every vaccine and dewormer given, and for each
// product what is still pending. A dose's "next due" date stands only until the same product is
// given again; the latest application of a product decides whether it is due or overdue against
// the clinic's calendar day (`today`, clinic-local, passed in).

export const IMMUNIZATION_KINDS = ['VACCINATION', 'DEWORMING'] as const;
export type ImmunizationKind = (typeof IMMUNIZATION_KINDS)[number];

export const IMMUNIZATION_STATUSES = ['GIVEN', 'DUE', 'OVERDUE'] as const;
export type ImmunizationStatus = (typeof IMMUNIZATION_STATUSES)[number];
/**
 * DUE is a dose given whose next one is still ahead: the pet is up to date ('Al día'). It once read
 * 'Pendiente', which made a vaccine given today look as if it had not been given.
 */
export const IMMUNIZATION_STATUS_LABELS: Record<ImmunizationStatus, string> = {
  GIVEN: 'Aplicada',
  DUE: 'Al día',
  OVERDUE: 'Vencida',
};

export type Immunization = {
  recordId: string;
  kind: ImmunizationKind;
  product: string;
  laboratory: string | null;
  lot: string | null;
  dose: string | null;
  givenOn: string;
  nextDueOn: string | null;
};

export type CardLine = Immunization & {
  /** GIVEN: nothing pending from this dose (none due, or the product was given again since). */
  status: ImmunizationStatus;
  /** Days from today to `nextDueOn` when it is pending (negative when overdue). */
  daysUntilDue: number | null;
};

export const VaccinationCardLineSchema = z.object({
  recordId: z.string(),
  kind: z.enum(IMMUNIZATION_KINDS),
  product: z.string(),
  laboratory: z.string().nullable(),
  lot: z.string().nullable(),
  dose: z.string().nullable(),
  givenOn: z.string(),
  nextDueOn: z.string().nullable(),
  status: z.enum(IMMUNIZATION_STATUSES),
  daysUntilDue: z.number().nullable(),
});
export const VaccinationCardSchema = z.object({
  today: z.string(),
  lines: z.array(VaccinationCardLineSchema),
  overdueCount: z.number(),
  dueCount: z.number(),
});
export type VaccinationCard = z.infer<typeof VaccinationCardSchema>;

/** Same product whatever the case, accents or spacing the vet typed it with. */
export function productKey(kind: ImmunizationKind, product: string): string {
  const folded = product
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  return `${kind}:${folded}`;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * The card, newest application first. For each product only its latest application (by date, then
 * by record id for a stable order on equal days) can be pending: DUE when its next date is today
 * or later, OVERDUE when it has passed.
 */
export function vaccinationCard(applications: readonly Immunization[], today: string): VaccinationCard {
  const sorted = applications.toSorted(
    (first, second) =>
      second.givenOn.localeCompare(first.givenOn) || second.recordId.localeCompare(first.recordId),
  );
  const seen = new Set<string>();
  const lines = sorted.map((application): CardLine => {
    const key = productKey(application.kind, application.product);
    const isLatest = !seen.has(key);
    seen.add(key);
    if (!isLatest || !application.nextDueOn) return { ...application, status: 'GIVEN', daysUntilDue: null };
    const daysUntilDue = dayNumber(application.nextDueOn) - dayNumber(today);
    return { ...application, status: daysUntilDue < 0 ? 'OVERDUE' : 'DUE', daysUntilDue };
  });
  return {
    today,
    lines,
    overdueCount: lines.filter((line) => line.status === 'OVERDUE').length,
    dueCount: lines.filter((line) => line.status === 'DUE').length,
  };
}
