import { z } from 'zod';
import { BOOKING_STATUS_LABELS, BookingStatusSchema } from '../bookings/booking-status';
import { PET_SEX_LABELS, PET_SPECIES_LABELS, PetSexSchema, PetSpeciesSchema } from '../pets/pet.schema';
import { RECORD_KIND_LABELS, type RecordEntryBody, RecordKindSchema } from '../records/record-content.schema';
import { RECORD_STATUS_LABELS, RecordStatusSchema } from '../records/record-entry.schema';
import { recordLines } from '../records/record-lines';
import { HIDDEN_PRICE_LABEL } from './booking-price-visibility';

// A client's rights over their personal data (LOPDGDD/GDPR and the Latin-American laws alike):
// access/portability (export) and erasure. docs/decisions/037-client-privacy.md.

/** What an erased client and their pets are called from then on (the column cannot be empty). */
export const ERASED_CLIENT_NAME = 'Cliente borrado';
export const ERASED_PET_NAME = 'Mascota borrada';
export const ERASURE_CANCELLATION_REASON = 'Datos personales del cliente borrados';
export const ERASE_NOT_CONFIRMED_MESSAGE = 'Confirma que quieres borrar los datos personales del cliente';
export const CLIENT_ALREADY_ERASED_MESSAGE = 'Los datos personales de este cliente ya fueron borrados';
/** Editing an erased client, or giving them a new pet: their data stays erased. */
export const CLIENT_ERASED_MESSAGE =
  'Los datos personales de este cliente fueron borrados: no se puede editar ni agregarle mascotas';

/** POST /spaces/{spaceId}/clients/{clientId}/erase. */
export const EraseClientSchema = z.strictObject({
  confirm: z.literal(true, { error: ERASE_NOT_CONFIRMED_MESSAGE }),
  /** Required (true) when the client has pending future appointments: they are cancelled first. */
  cancelFutureBookings: z
    .boolean({ error: 'cancelFutureBookings debe ser verdadero o falso' })
    .optional()
    .default(false),
});
export type EraseClientInput = z.infer<typeof EraseClientSchema>;

export const EraseClientResultSchema = z.object({
  cancelledBookings: z.number(),
  anonymisedBookings: z.number(),
  anonymisedPets: z.number(),
});
export type EraseClientResult = z.infer<typeof EraseClientResultSchema>;

export function erasureFutureBookingsMessage(count: number): string {
  return count === 1
    ? 'El cliente tiene 1 cita futura. Confirma para cancelarla y borrar sus datos personales.'
    : `El cliente tiene ${count} citas futuras. Confirma para cancelarlas y borrar sus datos personales.`;
}

/**
 * One entry of a pet's medical record as the client's export gives it (decision 057): the content
 * as written, who wrote and signed it, its addenda, and its attachments' metadata — never the
 * files' bytes (the clinic hands those over on request, one by one).
 */
export const ExportedRecordSchema = z.object({
  id: z.string(),
  petId: z.string(),
  kind: RecordKindSchema,
  status: RecordStatusSchema,
  occurredAt: z.string(),
  content: z.record(z.string(), z.unknown()),
  authorName: z.string(),
  signedByName: z.string().nullable(),
  signedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  addenda: z.array(
    z.object({ id: z.string(), authorName: z.string(), text: z.string(), createdAt: z.string() }),
  ),
  attachments: z.array(
    z.object({
      id: z.string(),
      fileName: z.string(),
      mimeType: z.string(),
      fileSize: z.number(),
      createdAt: z.string(),
    }),
  ),
});
export type ExportedRecord = z.infer<typeof ExportedRecordSchema>;

/** GET …/export.json: everything the clinic keeps about the client, as the client may ask for it. */
export const ClientDataExportSchema = z.object({
  exportedAt: z.string(),
  spaceId: z.string(),
  client: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    whatsapp: z.string().nullable(),
    documentId: z.string().nullable(),
    address: z.string().nullable(),
    notes: z.string().nullable(),
    reminderConsentAt: z.string().nullable(),
    marketingConsentAt: z.string().nullable(),
    archivedAt: z.string().nullable(),
    erasedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  pets: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      species: PetSpeciesSchema,
      breed: z.string().nullable(),
      sex: PetSexSchema,
      isNeutered: z.boolean(),
      birthDate: z.string().nullable(),
      isBirthDateEstimated: z.boolean(),
      color: z.string().nullable(),
      microchip: z.string().nullable(),
      alerts: z.array(z.string()),
      deceasedOn: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  bookings: z.array(
    z.object({
      id: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      status: BookingStatusSchema,
      serviceName: z.string(),
      hostName: z.string().nullable(),
      /** Null for a MEMBER when another professional attended it (booking-price-visibility.ts). */
      price: z.string().nullable(),
      currency: z.string(),
      clientName: z.string(),
      clientEmail: z.string().nullable(),
      clientPhone: z.string().nullable(),
      notes: z.string().nullable(),
      cancellationReason: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** The pets' medical entries, pet by pet, oldest first (drafts too: they are kept data). */
  records: z.array(ExportedRecordSchema),
});
export type ClientDataExport = z.infer<typeof ClientDataExportSchema>;

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

/**
 * The export as one CSV table (section, id, field, value): a client, any number of pets and
 * bookings, each with its own fields, read in any spreadsheet without three files. Values raw;
 * the writer guards formula-like cells.
 */
export function clientDataExportRows(data: ClientDataExport): string[][] {
  const rows: string[][] = [['Sección', 'Id', 'Campo', 'Valor']];
  const add = (section: string, id: string, fields: [string, string | null][]) => {
    for (const [field, value] of fields) rows.push([section, id, field, value ?? '']);
  };
  const { client } = data;
  add('Cliente', client.id, [
    ['Nombre', client.name],
    ['Correo electrónico', client.email],
    ['Teléfono', client.phone],
    ['WhatsApp', client.whatsapp],
    ['Documento', client.documentId],
    ['Dirección', client.address],
    ['Notas', client.notes],
    ['Acepta recordatorios desde', client.reminderConsentAt],
    ['Acepta comunicaciones desde', client.marketingConsentAt],
    ['Archivado el', client.archivedAt],
    ['Datos borrados el', client.erasedAt],
    ['Alta', client.createdAt],
    ['Última modificación', client.updatedAt],
  ]);
  for (const pet of data.pets) {
    add('Mascota', pet.id, [
      ['Nombre', pet.name],
      ['Especie', PET_SPECIES_LABELS[pet.species]],
      ['Raza', pet.breed],
      ['Sexo', PET_SEX_LABELS[pet.sex]],
      ['Esterilizado', yesNo(pet.isNeutered)],
      ['Fecha de nacimiento', pet.birthDate],
      ['Fecha de nacimiento estimada', yesNo(pet.isBirthDateEstimated)],
      ['Color', pet.color],
      ['Microchip', pet.microchip],
      ['Alertas', pet.alerts.join(', ')],
      ['Fallecimiento', pet.deceasedOn],
      ['Alta', pet.createdAt],
    ]);
  }
  for (const booking of data.bookings) {
    add('Cita', booking.id, [
      ['Inicio', booking.startTime],
      ['Fin', booking.endTime],
      ['Estado', BOOKING_STATUS_LABELS[booking.status]],
      ['Servicio', booking.serviceName],
      ['Profesional', booking.hostName],
      ['Precio', booking.price === null ? HIDDEN_PRICE_LABEL : `${booking.price} ${booking.currency}`],
      ['Nombre en la cita', booking.clientName],
      ['Correo en la cita', booking.clientEmail],
      ['Teléfono en la cita', booking.clientPhone],
      ['Notas', booking.notes],
      ['Motivo de cancelación', booking.cancellationReason],
      ['Creada', booking.createdAt],
    ]);
  }
  for (const record of data.records) add('Historia clínica', record.id, exportedRecordFields(record));
  return rows;
}

/** An entry as CSV fields: its kind, date and signature, then the same labelled lines the PDFs print. */
function exportedRecordFields(record: ExportedRecord): [string, string | null][] {
  const body = { kind: record.kind, content: record.content } as RecordEntryBody;
  return [
    ['Mascota', record.petId],
    ['Tipo', RECORD_KIND_LABELS[record.kind]],
    ['Fecha', record.occurredAt],
    ['Estado', RECORD_STATUS_LABELS[record.status]],
    ['Autor', record.authorName],
    ['Firmada por', record.signedByName],
    ['Firmada el', record.signedAt],
    ...recordLines(body).map((line): [string, string] => [line.label, line.value]),
    ...record.addenda.map((addendum): [string, string] => [
      'Adenda',
      `${addendum.createdAt} · ${addendum.authorName}: ${addendum.text}`,
    ]),
    ...record.attachments.map((attachment): [string, string] => [
      'Adjunto',
      `${attachment.fileName} (${attachment.mimeType}, ${attachment.fileSize} bytes, ${attachment.createdAt})`,
    ]),
  ];
}
