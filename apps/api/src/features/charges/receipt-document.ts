import { type ChargeCurrency, formatMoney } from '@citavet/domain/charges/charge-money';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { conflict, notFound } from '../../http/app-error';
import { SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { renderEmailHtml } from '../../mail/email-html';
import { enqueueEmail } from '../../mail/outbox.repository';
import { type ChargeActor, requireChargeAction } from './charge-access';
import { chargeView } from './charge-view';
import { findClientOfSpace, findSpaceOfCharges } from './charges.repository';
import { requireChargeDetail } from './get-charge';
import { NOT_A_TAX_INVOICE, renderReceiptPdf } from './receipt-pdf';

async function loadReceipt(deps: AppDependencies, spaceId: string, chargeId: string) {
  const [detail, space] = await Promise.all([
    requireChargeDetail(deps, spaceId, chargeId),
    findSpaceOfCharges(deps.database.db, spaceId),
  ]);
  if (!space) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  const charge = chargeView(detail);
  const pdf = await renderReceiptPdf(charge, space, space.timeZone);
  return { charge, space, pdf, fileName: `recibo-${charge.receiptNumber}.pdf` };
}

/** The receipt's PDF, as often as it is asked for (a reprint shows the payments as they are now). */
export async function downloadReceipt(
  deps: AppDependencies,
  actor: ChargeActor,
  spaceId: string,
  chargeId: string,
) {
  await requireChargeAction(deps.database.db, spaceId, actor.userId, 'VIEW');
  const { pdf, fileName } = await loadReceipt(deps, spaceId, chargeId);
  return { pdf, fileName };
}

/** E-mails the receipt to the client through the outbox (text, HTML and the PDF), audited. */
export async function emailReceipt(
  deps: AppDependencies,
  actor: ChargeActor,
  spaceId: string,
  chargeId: string,
) {
  await requireChargeAction(deps.database.db, spaceId, actor.userId, 'SEND_RECEIPT');
  const { charge, space, pdf, fileName } = await loadReceipt(deps, spaceId, chargeId);
  const client = charge.clientId ? await findClientOfSpace(deps.database.db, spaceId, charge.clientId) : null;
  if (!client?.email) throw conflict('El cliente no tiene un email registrado', 'OWNER_EMAIL_MISSING');
  const subject = `Recibo n.º ${charge.receiptNumber} — ${space.name}`;
  const money = (amount: number) => formatMoney(amount, charge.currency as ChargeCurrency);
  const text = [
    `Hola, ${client.name}:`,
    '',
    `Te enviamos adjunto el recibo n.º ${charge.receiptNumber}${charge.petName ? ` de la atención de ${charge.petName}` : ''}.`,
    `Total: ${money(charge.total)}. Pagado: ${money(charge.paid - charge.refunded)}. Saldo pendiente: ${money(charge.due)}.`,
    '',
    NOT_A_TAX_INVOICE,
    '',
    [space.name, space.phone && `Tel. ${space.phone}`].filter(Boolean).join('\n'),
    '',
  ].join('\n');
  await deps.database.db.transaction(async (tx) => {
    await enqueueEmail(tx, {
      kind: 'charge-receipt',
      to: client.email as string,
      toName: client.name,
      ...(space.email ? { replyTo: space.email } : {}),
      subject,
      text,
      html: renderEmailHtml(text, subject, { spaceName: space.name, color: null, logoUrl: null }),
      attachments: [
        {
          filename: fileName,
          contentType: 'application/pdf',
          content: pdf.toString('base64'),
          encoding: 'base64',
        },
      ],
      sendAfter: deps.clock.now(),
    });
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: actor.userId,
      action: 'CHARGE_RECEIPT_EMAILED',
      subjectType: 'charge',
      subjectId: chargeId,
      clientId: client.id,
      ip: actor.ip,
      details: { receiptNumber: charge.receiptNumber },
    });
  });
  return { to: client.email };
}
