// What a client's SMS reply asks for. The first word counts, in any case and with or without its
// accent ('Sí', 'baja.', 'STOP please'): BAJA or STOP unsubscribes the number from the clinic's SMS,
// CONFIRMO or SI confirms their next appointment. Anything else is kept for the clinic to read.

export type SmsReplyIntent = 'unsubscribe' | 'confirm' | 'other';

const INTENTS: Readonly<Record<string, SmsReplyIntent>> = {
  baja: 'unsubscribe',
  stop: 'unsubscribe',
  confirmo: 'confirm',
  si: 'confirm',
};

export function smsReplyIntent(text: string): SmsReplyIntent {
  const first = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim()
    .split(/[^a-z]+/)[0];
  return (first && INTENTS[first]) || 'other';
}
