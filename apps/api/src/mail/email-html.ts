// The HTML part of the e-mails a client receives (issue 17 item 6), built from the same lines as the
// text part so the two never say different things: paragraphs, 'Etiqueta: valor' rows as a table,
// bare links as buttons-looking links. Light, one column, no images the message needs to be
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

function renderBlock(lines: string[], accent: string): string {
  if (lines.every((line) => ROW.test(line))) {
    const rows = lines
      .map((line) => {
        const [, label, value] = line.match(ROW) ?? [];
        return `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;color:#475569;font-weight:600;vertical-align:top">${escapeHtml(label ?? '')}</th><td style="padding:4px 0;color:#0f172a">${escapeHtml(value ?? '')}</td></tr>`;
      })
      .join('');
    return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
  }
  const parts = lines.map((line) =>
    LINK.test(line)
      ? `<a href="${escapeHtml(line)}" style="color:#0f172a;font-weight:600;text-decoration:underline;text-decoration-color:${accent}">${escapeHtml(line)}</a>`
      : escapeHtml(line),
  );
  return `<p style="margin:0 0 16px;line-height:1.5">${parts.join('<br>')}</p>`;
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
