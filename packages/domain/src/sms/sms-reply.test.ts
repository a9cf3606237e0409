import { describe, expect, it } from 'vitest';
import { smsReplyIntent } from './sms-reply';

describe('smsReplyIntent', () => {
  it.each([
    ['BAJA', 'unsubscribe'],
    [' baja.', 'unsubscribe'],
    ['Stop please', 'unsubscribe'],
    ['CONFIRMO', 'confirm'],
    ['Sí', 'confirm'],
    ['si, gracias', 'confirm'],
    ['sin problema', 'other'],
    ['bajar', 'other'],
    ['', 'other'],
    ['¿Puedo cambiar la hora?', 'other'],
  ])('%j → %s', (text, intent) => {
    expect(smsReplyIntent(text)).toBe(intent);
  });
});
