import { describe, expect, it } from 'vitest';
import { renderEmailHtml } from './email-html';

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
});
