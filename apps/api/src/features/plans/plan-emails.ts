import { formatCount, type UsageAlertPercent } from '@citavet/domain/plans/plan-limits';
import { FREE_PLAN_ID, findPlan, UPGRADE_PLAN_ID } from '@citavet/domain/plans/plans';
import { dateTimeFormat } from '@citavet/domain/time/date-time-formats';
import { renderEmailHtml } from '../../mail/email-html';

// The plan's e-mails, in Spanish: to the sales team ('Pasar a Premium') and to a space's ADMINs
// (the trial ending and ended, 80 % and 100 % of the month's appointments). Ids and counts only.

type Content = { subject: string; text: string; html: string };

const longDate = (at: Date, timeZone: string) =>
  dateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(at);

function content(subject: string, lines: string[], spaceName: string): Content {
  const text = lines.join('\n');
  return { subject, text, html: renderEmailHtml(text, subject, { spaceName, color: null, logoUrl: null }) };
}

export function upgradeRequestEmail(input: {
  spaceId: string;
  planName: string;
  requester: { name: string; email: string };
  at: Date;
}): Content {
  return content(
    `Solicitud de cambio a ${input.planName}`,
    [
      `Un espacio pide pasar al plan ${input.planName}.`,
      '',
      `Espacio: ${input.spaceId}`,
      `Pedido por: ${input.requester.name} <${input.requester.email}>`,
      `Fecha: ${input.at.toISOString()}`,
      '',
      'Cuando el pago esté acordado, cambia el plan con: npm run plan -- set <ruta del espacio> premium --until <fecha>',
    ],
    'Citavet',
  );
}

export function trialEndingEmail(input: {
  spaceName: string;
  endsAt: Date;
  timeZone: string;
  settingsUrl: string;
}) {
  const premium = findPlan(UPGRADE_PLAN_ID);
  return content(
    `Tu prueba de ${premium.name} termina en 3 días`,
    [
      `La prueba gratuita de ${premium.name} de ${input.spaceName} termina el ${longDate(input.endsAt, input.timeZone)}.`,
      `Después, el espacio vuelve al plan ${findPlan(FREE_PLAN_ID).name}: no se borra nada, pero no podrás crear más de lo que el plan permite.`,
      '',
      `Para seguir con ${premium.name}, pide el cambio en Plan y uso:`,
      input.settingsUrl,
    ],
    input.spaceName,
  );
}

export function trialEndedEmail(input: { spaceName: string; settingsUrl: string }) {
  const premium = findPlan(UPGRADE_PLAN_ID);
  const free = findPlan(FREE_PLAN_ID);
  return content(
    `Tu prueba de ${premium.name} ha terminado`,
    [
      `La prueba gratuita de ${premium.name} de ${input.spaceName} ha terminado y el espacio está en el plan ${free.name}.`,
      'Tus citas, servicios y miembros siguen ahí. Elige qué servicios y qué profesional siguen activos en Plan y uso; hasta entonces siguen activos los creados primero.',
      '',
      input.settingsUrl,
    ],
    input.spaceName,
  );
}

export function usageAlertEmail(input: {
  spaceName: string;
  percent: UsageAlertPercent;
  used: number;
  limit: number;
  planName: string;
  settingsUrl: string;
}) {
  const subject =
    input.percent === 100
      ? `${input.spaceName} alcanzó las ${formatCount(input.limit)} citas del mes`
      : `${input.spaceName} lleva el ${input.percent} % de las citas del mes`;
  const status =
    input.percent === 100
      ? 'No se pueden crear más citas este mes; la página pública pide a los clientes que llamen a la clínica.'
      : 'Al llegar al límite no se podrán crear más citas este mes.';
  return content(
    subject,
    [
      `Citas este mes: ${formatCount(input.used)} de ${formatCount(input.limit)} (plan ${input.planName}).`,
      status,
      '',
      `Con ${findPlan(UPGRADE_PLAN_ID).name} las citas son ilimitadas:`,
      input.settingsUrl,
    ],
    input.spaceName,
  );
}
