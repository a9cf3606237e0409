import { OWNER_EMAIL_MISSING_MESSAGE } from '@citavet/domain/records/record-entry.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { insertAuditEvent } from '../../../audit/audit.repository';
import { conflict } from '../../../http/app-error';
import { renderEmailHtml } from '../../../mail/email-html';
import { enqueueEmail } from '../../../mail/outbox.repository';
import { type RequestActor, requireRecordPet } from '../record-access';
import type { DocumentSubjects } from './document-subjects';
import { loadPrescription, renderPrescription, renderVaccinationCard } from './record-documents';

type Sent = { to: string };

/**
 * The message to the owner, queued in the outbox with the PDF attached, in the same transaction as
 * its audit row. The body names the pet and the clinic only: the clinical content is in the PDF
 * (which the outbox drops once sent, redact-secrets.ts).
 */
async function queueDocument(
  deps: AppDependencies,
  actor: RequestActor,
  spaceId: string,
  subjects: DocumentSubjects,
  clientId: string,
  email: {
    kind: string;
    subject: string;
    text: string;
    fileName: string;
    pdf: Buffer;
    document: string;
    recordId?: string;
  },
): Promise<Sent> {
  const to = subjects.owner.email;
  if (!to) throw conflict(OWNER_EMAIL_MISSING_MESSAGE, 'OWNER_EMAIL_MISSING');
  await deps.database.db.transaction(async (tx) => {
    await enqueueEmail(tx, {
      kind: email.kind,
      to,
      // Every e-mail a client receives: their name in To, replies to the clinic, an HTML part
      // (mail/email-html.ts). No logo here: the documents' header has it as PNG bytes, not a URL.
      ...(subjects.owner.name ? { toName: subjects.owner.name } : {}),
      ...(subjects.clinic.email ? { replyTo: subjects.clinic.email } : {}),
      subject: email.subject,
      text: email.text,
      html: renderEmailHtml(email.text, email.subject, {
        spaceName: subjects.clinic.name,
        color: null,
        logoUrl: null,
      }),
      attachments: [
        {
          filename: email.fileName,
          contentType: 'application/pdf',
          content: email.pdf.toString('base64'),
          encoding: 'base64',
        },
      ],
      sendAfter: deps.clock.now(),
    });
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: actor.userId,
      action: 'RECORD_DOCUMENT_EMAILED',
      subjectType: email.recordId ? 'record' : 'pet',
      subjectId: email.recordId ?? subjects.pet.id,
      petId: subjects.pet.id,
      clientId,
      ip: actor.ip,
      details: { document: email.document },
    });
  });
  return { to };
}

const greeting = (subjects: DocumentSubjects) => `Hola, ${subjects.owner.name}:`;
const signature = (subjects: DocumentSubjects) =>
  [subjects.clinic.name, subjects.clinic.phone && `Tel. ${subjects.clinic.phone}`].filter(Boolean).join('\n');

export async function emailVaccinationCard(
  deps: AppDependencies,
  actor: RequestActor,
  spaceId: string,
  petId: string,
) {
  const pet = await requireRecordPet(deps.database.db, spaceId, petId, actor.userId);
  const { subjects, pdf } = await renderVaccinationCard(deps, spaceId, petId);
  return queueDocument(deps, actor, spaceId, subjects, pet.clientId, {
    kind: 'record-vaccination-card',
    subject: `Carnet de vacunación de ${subjects.pet.name} — ${subjects.clinic.name}`,
    text: `${greeting(subjects)}\n\nTe enviamos adjunto el carnet de vacunación de ${subjects.pet.name}.\n\n${signature(subjects)}\n`,
    fileName: `carnet-vacunacion-${subjects.pet.name}.pdf`,
    pdf,
    document: 'vaccinations',
  });
}

export async function emailPrescription(
  deps: AppDependencies,
  actor: RequestActor,
  spaceId: string,
  petId: string,
  recordId: string,
) {
  const { pet, record, subjects, context } = await loadPrescription(deps, actor, spaceId, petId, recordId);
  const pdf = await renderPrescription(subjects, record, context);
  return queueDocument(deps, actor, spaceId, subjects, pet.clientId, {
    kind: 'record-prescription',
    subject: `Receta de ${subjects.pet.name} — ${subjects.clinic.name}`,
    text: `${greeting(subjects)}\n\nTe enviamos adjunta la receta de ${subjects.pet.name}.\n\n${signature(subjects)}\n`,
    fileName: `receta-${subjects.pet.name}.pdf`,
    pdf,
    document: 'prescription',
    recordId: record.id,
  });
}
