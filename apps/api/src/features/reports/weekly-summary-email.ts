import type { ReportFigures } from '@citavet/domain/reports/report.schema';
import { changePercent, countOf } from '@citavet/domain/reports/report-figures';

// The weekly summary's text: the week's figures against the week before, in Spanish, with a link
// to the reports page. Only counts and amounts: no client's name or contact ever goes in it.

const numbers = new Intl.NumberFormat('es-ES');
const percent = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 });
const longDate = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const dateOf = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));
const money = (amount: string, currency: string) =>
  new Intl.NumberFormat('es-ES', { style: 'currency', currency }).format(Number(amount));

function trend(current: number, previous: number): string {
  const change = changePercent(current, previous);
  if (change === null) return '';
  if (Math.round(change) === 0) return ' (igual que la semana anterior)';
  return ` (${change > 0 ? '▲' : '▼'} ${numbers.format(Math.abs(Math.round(change)))} % frente a la semana anterior)`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Money collected in a week (payments in less refunds, minor units), one figure per currency. */
export type CollectedWeek = { currency: string; amount: number }[];

const minorMoney = (amount: number, currency: string) => {
  const digits =
    new Intl.NumberFormat('es-ES', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
    2;
  return new Intl.NumberFormat('es-ES', { style: 'currency', currency }).format(amount / 10 ** digits);
};

export function weeklySummaryEmail(input: {
  spaceName: string;
  current: ReportFigures;
  previous: ReportFigures;
  /** What was collected (decision 071): the e-mail's income. */
  collected: { current: CollectedWeek; previous: CollectedWeek };
  reportsUrl: string;
  settingsUrl: string;
}) {
  const { current, previous } = input;
  const rate = (value: number | null) => (value === null ? '—' : percent.format(value));
  const lines = [
    `Citas: ${numbers.format(current.total)}${trend(current.total, previous.total)}`,
    `Completadas: ${numbers.format(current.counts.COMPLETED)} (${rate(current.completedRate)})`,
    `Canceladas: ${numbers.format(current.counts.CANCELLED)} (${rate(current.cancelledRate)})`,
    `No se presentaron: ${numbers.format(countOf(current.counts, 'NO_SHOW'))} (${rate(current.noShowRate)})`,
    ...(input.collected.current.length === 0
      ? ['Ingresos cobrados: sin pagos registrados']
      : input.collected.current.map((collected) => {
          const before = input.collected.previous.find((each) => each.currency === collected.currency);
          return `Ingresos cobrados (${collected.currency}): ${minorMoney(collected.amount, collected.currency)}${trend(
            collected.amount,
            before?.amount ?? 0,
          )}`;
        })),
    ...(current.income.length === 0
      ? ['Ingresos de citas completadas: sin citas completadas']
      : current.income.map((income) => {
          const before = previous.income.find((each) => each.currency === income.currency);
          return `Ingresos de citas completadas (${income.currency}): ${money(income.amount, income.currency)}${trend(
            Number(income.amount),
            Number(before?.amount ?? 0),
          )}`;
        })),
    `Clientes nuevos: ${numbers.format(current.newClients)} · recurrentes: ${numbers.format(current.returningClients)}`,
  ];
  const period = `del ${dateOf(current.period.from)} al ${dateOf(current.period.to)}`;
  const subject = `Resumen semanal de ${input.spaceName}: ${numbers.format(current.total)} citas`;
  const text = [
    `Resumen de ${input.spaceName}, semana ${period}:`,
    '',
    ...lines.map((line) => `- ${line}`),
    '',
    `Ver los reportes: ${input.reportsUrl}`,
    '',
    `¿No quieres recibir este resumen? Desactívalo en tu configuración personal: ${input.settingsUrl}`,
  ].join('\n');
  const html = `<p>Resumen de <strong>${escapeHtml(input.spaceName)}</strong>, semana ${period}:</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(input.reportsUrl)}">Ver los reportes</a></p>
<p style="color:#64748b;font-size:12px">¿No quieres recibir este resumen? Desactívalo en tu <a href="${escapeHtml(input.settingsUrl)}">configuración personal</a>.</p>`;
  return { subject, text, html };
}
