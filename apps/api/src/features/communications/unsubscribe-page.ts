import { escapeHtml } from '../../web-pages/html';
import type { ClinicBrand, ResubscribeRequest, SubscriptionPage } from './change-reminder-subscription';

export type { ClinicBrand } from './change-reminder-subscription';

// The small page behind a reminder's unsubscribe link: server-rendered, no JavaScript, so it works
// in any mail client's browser. Forms post back to the same link; no redirect (RFC 8058). It wears
// the clinic's logo (or name) and colour, as its e-mails do: the colour only as an accent bar and
// button border, never behind text, so contrast stays dark grey on white whatever the clinic chose.

const DEFAULT_COLOR = '#0F766E';
const COLOR = /^#[0-9a-f]{6}$/i;

function styleOf(accent: string): string {
  return `body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:32rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-top:6px solid ${accent};border-radius:.75rem}
header{margin:0 0 1.5rem}header img{display:block;height:48px;width:auto;max-width:100%}header p{margin:0;font-size:1.125rem;font-weight:700;color:#0f172a}
h1{font-size:1.375rem;line-height:1.3;margin:0 0 .75rem}p{line-height:1.5;margin:0 0 1.25rem;color:#334155}
button{font:inherit;font-weight:600;padding:.625rem 1rem;border-radius:.5rem;border:2px solid ${accent};background:#fff;color:#0f172a;cursor:pointer}
button:hover{background:#f1f5f9}button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
@media (max-width:40rem){main{margin:1rem;padding:1.25rem}}`;
}

function documentOf(title: string, body: string, brand: ClinicBrand | null = null): string {
  const accent = brand?.color && COLOR.test(brand.color) ? brand.color : DEFAULT_COLOR;
  const header = !brand
    ? ''
    : brand.logoUrl
      ? `<header><img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.spaceName)}" height="48" /></header>`
      : `<header><p>${escapeHtml(brand.spaceName)}</p></header>`;
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(title)} · ${escapeHtml(brand?.spaceName ?? 'Citavet')}</title>
<style>${styleOf(accent)}</style>
</head>
<body><main>${header}${body}</main></body>
</html>`;
}

export function renderSubscriptionPage(page: SubscriptionPage, actionPath: string): string {
  if (!page) {
    return documentOf(
      'Enlace no válido',
      `<h1>Enlace no válido</h1><p>Este enlace para darse de baja no es válido. Si sigues recibiendo recordatorios, responde al correo y la clínica lo resolverá.</p>`,
    );
  }
  const clinic = escapeHtml(page.spaceName);
  const action = escapeHtml(actionPath);
  if (page.isUnsubscribed) {
    return documentOf(
      'Te has dado de baja de los recordatorios',
      `<h1>Te has dado de baja de los recordatorios</h1>
<p>No recibirás más recordatorios de ${clinic}. Los correos sobre tus citas (confirmaciones y cambios) siguen llegando. Para volver a recibirlos te enviaremos un correo de confirmación.</p>
<form method="post" action="${action}/resubscribe"><button type="submit">Volver a suscribirme</button></form>`,
      page,
    );
  }
  return documentOf(
    'Recordatorios',
    `<h1>¿Dejar de recibir recordatorios?</h1>
<p>Recibes recordatorios de ${clinic}. Puedes darte de baja con un clic y volver cuando quieras.</p>
<form method="post" action="${action}"><button type="submit">Darme de baja</button></form>`,
    page,
  );
}

const INVALID_RESUBSCRIBE_LINK = documentOf(
  'Enlace no válido',
  `<h1>Enlace no válido</h1><p>Este enlace no es válido o ha caducado (dura 24 horas). Vuelve a pedirlo desde el enlace para darte de baja de un recordatorio, o pide a la clínica que vuelva a activar tus recordatorios.</p>`,
);

/** After 'Volver a suscribirme': a confirmation went to the client's own address (or ask the clinic). */
export function renderResubscribeRequestedPage(request: ResubscribeRequest): string {
  if (!request) return renderSubscriptionPage(null, '');
  const clinic = escapeHtml(request.spaceName);
  if (!request.isSent) {
    return documentOf(
      'Pídeselo a la clínica',
      `<h1>Pídeselo a la clínica</h1><p>No tenemos un correo donde confirmar que quieres volver a recibir recordatorios de ${clinic}. Pídeselo a la clínica en tu próxima visita o por teléfono.</p>`,
      request,
    );
  }
  return documentOf(
    'Revisa tu correo',
    `<h1>Revisa tu correo</h1><p>Te enviamos un correo para confirmar que quieres volver a recibir los recordatorios de ${clinic}. Abre su enlace en las próximas 24 horas; hasta entonces sigues dado de baja.</p>`,
    request,
  );
}

/** The confirmation link of that e-mail: a button (a GET changes nothing), then the result. */
export function renderResubscribeConfirmationPage(
  page: ClinicBrand | null,
  actionPath: string,
  options: { isDone?: boolean } = {},
): string {
  if (!page) return INVALID_RESUBSCRIBE_LINK;
  const clinic = escapeHtml(page.spaceName);
  if (options.isDone) {
    return documentOf(
      'Vuelves a recibir recordatorios',
      `<h1>Vuelves a recibir recordatorios</h1><p>${clinic} te enviará de nuevo los recordatorios de tus citas, vacunas y controles. Cada recordatorio trae un enlace para darte de baja.</p>`,
      page,
    );
  }
  return documentOf(
    'Volver a recibir recordatorios',
    `<h1>¿Volver a recibir recordatorios?</h1><p>Confirma que quieres recibir de nuevo los recordatorios de ${clinic} en este correo.</p>
<form method="post" action="${escapeHtml(actionPath)}"><button type="submit">Sí, volver a recibirlos</button></form>`,
    page,
  );
}
