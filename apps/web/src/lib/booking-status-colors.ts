import {
  BOOKING_STATUSES,
  type BookingStatus,
  bookingStatusLabel,
} from '@citavet/domain/bookings/booking-status';
import type { BadgeTone } from '@/components/ui/badge';

// The one colour table of the booking statuses, for every screen that shows one (agenda blocks, dots
// and legend, badges, report charts): CONFIRMED green, PENDING amber, COMPLETED blue, CANCELLED red
// (struck through), NO_SHOW coral, the front desk's check-in steps in the clinic's colour and violet,
// anything else grey.

interface StatusColors {
  /** An appointment block on a grid. */
  block: string;
  /** A dot or a bar segment. */
  solid: string;
  /** A badge's tone. */
  tone: BadgeTone;
  /** A chart's series colour (a chart draws with values, not classes). */
  chart: string;
}

const COLORS: Record<BookingStatus, StatusColors> = {
  CONFIRMED: {
    block: 'border-success bg-success/10 hover:bg-success/20',
    solid: 'bg-success',
    tone: 'success',
    chart: '#16a34a',
  },
  PENDING: {
    block: 'border-warning bg-warning/10 hover:bg-warning/20',
    solid: 'bg-warning',
    tone: 'warning',
    chart: '#d97706',
  },
  // The front desk's steps: the clinic's own colour while waiting, violet while with the vet.
  CHECKED_IN: {
    block: 'border-primary bg-primary-tint/60 hover:bg-primary-tint',
    solid: 'bg-primary',
    tone: 'primary',
    chart: '#0f766e',
  },
  IN_CONSULTATION: {
    block: 'border-violet-600 bg-violet-100 hover:bg-violet-200',
    solid: 'bg-violet-600',
    tone: 'primary',
    chart: '#7c3aed',
  },
  COMPLETED: {
    block: 'border-info bg-info/10 hover:bg-info/20',
    solid: 'bg-info',
    tone: 'info',
    chart: '#2563eb',
  },
  // --color-coral-strong: a no-show reads the same colour everywhere.
  NO_SHOW: {
    block: 'border-coral-strong bg-coral/10 hover:bg-coral/20',
    solid: 'bg-coral-strong',
    tone: 'accent',
    chart: '#c2412f',
  },
  CANCELLED: {
    block: 'border-error bg-error/5 text-slate-600 line-through hover:bg-error/10',
    solid: 'bg-error',
    tone: 'error',
    chart: '#dc2626',
  },
};

const UNKNOWN: StatusColors = {
  block: 'border-slate-400 bg-slate-100 hover:bg-slate-200',
  solid: 'bg-slate-400',
  tone: 'neutral',
  chart: '#64748b',
};

function isKnownStatus(status: string): status is BookingStatus {
  // Own keys only: 'toString' and friends are not statuses.
  return Object.hasOwn(COLORS, status);
}

export function statusColors(status: string): StatusColors {
  return isKnownStatus(status) ? COLORS[status] : UNKNOWN;
}

/** The legend of the month view, the unknown status last. */
export const STATUS_LEGEND = [
  ...BOOKING_STATUSES.map((status) => ({
    key: status,
    label: bookingStatusLabel(status),
    solid: COLORS[status].solid,
  })),
  { key: 'OTHER', label: 'Otro estado', solid: UNKNOWN.solid },
];
