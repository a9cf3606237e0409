import { describe, expect, it } from 'vitest';
import { createOpaqueToken } from '../security/tokens';
import { REDACTED, redactAttachment, redactSecrets } from './redact-secrets';

describe('redactSecrets', () => {
  it('removes a token from a query string and from a path segment', () => {
    const { token } = createOpaqueToken();
    const text = [
      'Abre este enlace para elegir una nueva:',
      `https://citavet.es/reset-password?token=${token}`,
      `Gestiona tu cita: https://citavet.es/reservas/${token}.`,
      `Invitación: <a href="https://citavet.es/invitaciones/${token}">aceptar</a>`,
    ].join('\n');
    const redacted = redactSecrets(text);
    expect(redacted).not.toContain(token);
    expect(redacted).toContain(`https://citavet.es/reset-password?${REDACTED}`);
    expect(redacted).toContain(`https://citavet.es/reservas/${REDACTED}.`);
    expect(redacted).toContain(`href="https://citavet.es/invitaciones/${REDACTED}"`);
    expect(redacted).toContain('Abre este enlace para elegir una nueva:');
  });

  it('removes bare tokens, hex digests and UUIDs but keeps prose, names and plain links', () => {
    const text =
      'Hola María José Fernández-Castellanos: tu cita en Clínica Veterinaria San Antón es el 3 de marzo ' +
      'a las 10:30. Código 4f1c2a9e8b7d6c5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f, ' +
      'reserva 7d3f0c2e-8a41-4b6f-9c1d-2e3f4a5b6c7d. Más en https://citavet.es/ayuda y Desparasitacioninterna.';
    const redacted = redactSecrets(text);
    expect(redacted).toBe(
      'Hola María José Fernández-Castellanos: tu cita en Clínica Veterinaria San Antón es el 3 de marzo ' +
        `a las 10:30. Código ${REDACTED}, reserva ${REDACTED}. Más en https://citavet.es/ayuda y Desparasitacioninterna.`,
    );
  });

  it('finds a link split by iCalendar line folding in a text attachment', () => {
    const { token } = createOpaqueToken();
    const line = `URL:https://citavet.es/reservas/${token}`;
    const folded = `BEGIN:VEVENT\r\n${line.slice(0, 40)}\r\n ${line.slice(40)}\r\nEND:VEVENT`;
    const redacted = redactAttachment({
      filename: 'cita.ics',
      contentType: 'text/calendar',
      content: folded,
    });
    expect(redacted.content).not.toContain(token);
    expect(redacted.content).not.toContain(token.slice(10, 30));
    expect(redacted.content).toContain(`URL:https://citavet.es/reservas/${REDACTED}`);
  });

  it('keeps nothing of an attachment it cannot read as text', () => {
    const redacted = redactAttachment({
      filename: 'a.pdf',
      contentType: 'application/pdf',
      content: 'JVBERi0xLjQK',
    });
    expect(redacted).toEqual({ filename: 'a.pdf', contentType: 'application/pdf', content: REDACTED });
  });

  it('redacts a thousand random tokens in any position', () => {
    for (let index = 0; index < 1000; index++) {
      const { token } = createOpaqueToken();
      expect(redactSecrets(`x ${token} y /p/${token}?a=${token}`)).not.toContain(token.slice(0, 20));
    }
  });
});
