import { bookingStatusLabel } from '@citavet/domain/bookings/booking-status';
import type { Granularity } from '@citavet/domain/reports/report-period';
import { statusColors } from '@/lib/booking-status-colors';
import { formatCurrency, formatNumber } from '@/lib/formatters';

// How the page writes the API's figures: es-ES numbers, one amount per currency, calendar dates
// read as dates (never through the browser's zone).

const percentFormatter = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 });
const dayFormatter = new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const monthFormatter = new Intl.DateTimeFormat('es-ES', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const longDayFormatter = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' });

export const formatRate = (rate: number | null) => (rate === null ? '—' : percentFormatter.format(rate));
export const formatMoney = (amount: string, currency: string) => formatCurrency(Number(amount), currency);
export const formatHours = (minutes: number) => `${formatNumber(Math.round(minutes / 6) / 10)} h`;
export const formatLocalDate = (date: string) => longDayFormatter.format(new Date(`${date}T00:00:00Z`));

/** A bucket's axis and table label: its day, its week's Monday, or its month. */
export function bucketLabel(start: string, granularity: Granularity): string {
  const date = new Date(`${start}T00:00:00Z`);
  if (granularity === 'month') return monthFormatter.format(date);
  return granularity === 'week' ? `Sem. ${dayFormatter.format(date)}` : dayFormatter.format(date);
}

/** Chart colours of the booking statuses, the agenda's; a status this build does not know is grey. */
export const statusColour = (status: string) => statusColors(status).chart;
/** The domain's label ('No asistió' for a no-show), the same word the agenda uses. */
export const statusLabel = (status: string) => bookingStatusLabel(status);

export const SERIES_COLOURS = ['#0f766e', '#f97362', '#2563eb', '#d97706', '#7c3aed', '#64748b'];
