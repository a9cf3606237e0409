import {
  DEFAULT_APPOINTMENT_TEMPLATE,
  DEFAULT_VACCINE_TEMPLATE,
} from '@citavet/domain/reminders/reminder-settings.schema';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { renderEmailHtml } from './email-html';

/** Every address of the text part, and what the HTML part does with each one, read by a DOM parser. */
function linksOf(text: string, html: string) {
  const window = new Window();
  window.document.write(html);
  const anchors = [...window.document.querySelectorAll('a')].map((anchor) => ({
    href: anchor.getAttribute('href'),
    name: anchor.textContent?.trim(),
  }));
  // The visible text outside anchors must hold no address: a bare URL in a cell is not a link.
  for (const anchor of window.document.querySelectorAll('a')) anchor.remove();
  const textOutsideLinks = window.document.body.textContent ?? '';
  window.close();
  return { anchors, textOutsideLinks, addresses: text.match(/https?:\/\/\S+/g) ?? [] };
}

const branding = { spaceName: 'Clínica <Sol>', color: '#B91C1C', logoUrl: null };

describe('renderEmailHtml', () => {
  it('escapes every text, makes label rows a table and bare links real links', () => {
    const html = renderEmailHtml(
      'Hola, <b>Lucía</b>:\n\nServicio: Consulta & vacuna\nHora: 09:00 (hora de Chile continental)\n\nPara cancelar la reserva:\nhttps://citavet.test/reservas/a"b',
      'Asunto',
      branding,
    );
    expect(html).toContain('Hola, &lt;b&gt;Lucía&lt;/b&gt;:');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<th scope="row"');
    expect(html).toContain('Consulta &amp; vacuna');
    expect(html).toContain('<a href="https://citavet.test/reservas/a&quot;b"');
    expect(html).toContain('Clínica &lt;Sol&gt;');
    expect(html).toContain('border-top:6px solid #B91C1C');
  });

  it("falls back to Citavet's colour for anything that is not #RRGGBB (no CSS injection)", () => {
    const html = renderEmailHtml('Hola', 'Asunto', { ...branding, color: 'red;background:url(x)' });
    expect(html).toContain('border-top:6px solid #0F766E');
    expect(html).not.toContain('url(x)');
  });

  it('shows the logo with the clinic name as alt text', () => {
    const html = renderEmailHtml('Hola', 'Asunto', { ...branding, logoUrl: 'https://citavet.test/logo.png' });
    expect(html).toContain('<img src="https://citavet.test/logo.png" alt="Clínica &lt;Sol&gt;"');
  });

  it('makes every address of a reminder a real anchor, its actions buttons named by the action', () => {
    const text = DEFAULT_APPOINTMENT_TEMPLATE.replaceAll('{cliente}', 'Lucía')
      .replaceAll('{mascota}', 'Luna')
      .replaceAll('{clinica}', 'Clínica Sol')
      .replaceAll('{servicio}', 'Consulta')
      .replaceAll('{profesional}', 'Vera')
      .replaceAll('{fecha}', 'lunes 2 de marzo')
      .replaceAll('{hora}', '09:30')
      .replaceAll('{enlace_confirmar}', 'https://citavet.test/reservas/t/confirmar')
      .replaceAll('{enlace_cancelar}', 'https://citavet.test/reservas/t?accion=cancelar')
      .replaceAll('{enlace_reprogramar}', 'https://citavet.test/reservas/t?accion=reprogramar');
    const vaccine = DEFAULT_VACCINE_TEMPLATE.replaceAll(
      '{enlace_reservar}',
      'https://citavet.test/clinica-sol',
    );
    for (const message of [text, vaccine]) {
      const { anchors, textOutsideLinks, addresses } = linksOf(
        message,
        renderEmailHtml(message, 'Recordatorio', branding),
      );
      expect(addresses.length).toBeGreaterThan(0);
      for (const address of addresses) expect(anchors.map((anchor) => anchor.href)).toContain(address);
      expect(textOutsideLinks).not.toMatch(/https?:\/\//);
    }
    const { anchors } = linksOf(text, renderEmailHtml(text, 'Recordatorio', branding));
    expect(anchors.map((anchor) => anchor.name)).toEqual(['Confirmar asistencia', 'Cancelar', 'Reprogramar']);
  });
});
