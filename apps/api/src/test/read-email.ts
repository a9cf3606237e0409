import { type AddressObject, simpleParser } from 'mailparser';

/** A message as the tests read it: the first recipient, the texts and the attachments as text. */
export type ReadEmail = {
  to: string;
  recipients: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; mimeType: string; content: string }[];
};

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((mailbox) => mailbox.address ?? ''),
  );

/** Reads a raw message with mailparser, the one MIME parser of the tests. */
export async function readEmail(raw: Buffer): Promise<ReadEmail> {
  const email = await simpleParser(raw);
  const recipients = addressesOf(email.to);
  return {
    to: recipients[0] ?? '',
    recipients,
    subject: email.subject ?? '',
    text: email.text ?? '',
    html: typeof email.html === 'string' ? email.html : '',
    attachments: email.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      mimeType: attachment.contentType,
      content: attachment.content.toString('utf8'),
    })),
  };
}
