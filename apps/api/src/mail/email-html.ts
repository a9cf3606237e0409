// The HTML part of the e-mails a client receives, built from the same lines as the text part so the
// two never say different things: paragraphs, 'Etiqueta: valor' rows as a table, 'Acción: enlace'
// lines as buttons (real anchors named by the action), other addresses as links. Light, one column, no images the message needs to be
// understood (the logo has alt text), the clinic's colour only as an accent bar, never behind text,
// so contrast stays that of dark grey on white whatever colour the clinic chose.

export type EmailBranding = {
  spaceName: string;
  /** '#RRGGBB' as the space saved it, or null for Citavet's teal. */
  color: string | null;
  /** Absolute URL of the clinic's logo, or null. */
  logoUrl: string | null;
};

const DEFAULT_COLOR = '#0F766E';
const COLOR = /^#[0-9a-f]{6}$/i;
const LINK = /^https?:\/\/\S+$/;
const ROW = /^([A-ZÁÉÍÓÚÑ][\p{L} ]{1,30}): (.+)$/u;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A link shown as a button: the reader taps the action's name, not a long address. */
function linkButton(url: string, label: string, accent: string): string {
  return `<a href="${escapeHtml(url)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 16px;border-radius:6px;border:2px solid ${accent};color:#0f172a;font-weight:600;text-decoration:none">${escapeHtml(label)}</a>`;
}

/** A bare address kept as a link (underlined) with the address as its text. */
function inlineLink(url: string, accent: string): string {
  return `<a href="${escapeHtml(url)}" style="color:#0f172a;font-weight:600;text-decoration:underline;text-decoration-color:${accent}">${escapeHtml(url)}</a>`;
}

/** 'Reserva tu cita en Clínica Sol: https://…' → the text, then the address as a link. */
const TEXT_THEN_LINK = /^(.*\S)\s+(https?:\/\/\S+)$/;

function renderLine(line: string, accent: string): string {
  if (LINK.test(line)) return inlineLink(line, accent);
  const row = line.match(ROW);
  // 'Confirmar asistencia: https://…' is an action: a button named by its label.
  if (row && LINK.test(row[2] ?? '')) return linkButton(row[2] ?? '', row[1] ?? '', accent);
  const trailing = line.match(TEXT_THEN_LINK);
  if (trailing) return `${escapeHtml(trailing[1] ?? '')} ${inlineLink(trailing[2] ?? '', accent)}`;
  return escapeHtml(line);
}

function renderBlock(lines: string[], accent: string): string {
  const isDetailsTable = lines.every((line) => {
    const row = line.match(ROW);
    return row !== null && !LINK.test(row[2] ?? '');
  });
  if (isDetailsTable) {
    const rows = lines
      .map((line) => {
        const [, label, value] = line.match(ROW) ?? [];
        return `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;color:#475569;font-weight:600;vertical-align:top">${escapeHtml(label ?? '')}</th><td style="padding:4px 0;color:#0f172a">${escapeHtml(value ?? '')}</td></tr>`;
      })
      .join('');
    return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
  }
  const isActions = lines.every((line) => LINK.test(line.match(ROW)?.[2] ?? ''));
  if (isActions) {
    return `<p style="margin:0 0 16px;line-height:1.5">${lines.map((line) => renderLine(line, accent)).join('')}</p>`;
  }
  return `<p style="margin:0 0 16px;line-height:1.5">${lines.map((line) => renderLine(line, accent)).join('<br>')}</p>`;
}

/** The text part, as an accessible HTML document in the clinic's colours. */
export function renderEmailHtml(text: string, subject: string, branding: EmailBranding): string {
  const accent = branding.color && COLOR.test(branding.color) ? branding.color : DEFAULT_COLOR;
  const blocks: string[][] = [[]];
  for (const line of text.split('\n')) {
    if (line.trim() === '') blocks.push([]);
    else blocks[blocks.length - 1]?.push(line);
  }
  const body = blocks
    .filter((block) => block.length > 0)
    .map((block) => renderBlock(block, accent))
    .join('\n');
  const logo = branding.logoUrl
    ? `<img src="${escapeHtml(branding.logoUrl)}" alt="${escapeHtml(branding.spaceName)}" height="48" style="display:block;height:48px;width:auto;margin:0 0 16px">`
    : `<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#0f172a">${escapeHtml(branding.spaceName)}</p>`;
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;color:#0f172a">
<div role="article" aria-label="${escapeHtml(subject)}" lang="es" style="max-width:600px;margin:0 auto;padding:24px 16px">
<div style="background:#ffffff;border-radius:8px;border-top:6px solid ${accent};padding:24px">
${logo}
${body}
</div>
</div>
</body>
</html>`;
}
