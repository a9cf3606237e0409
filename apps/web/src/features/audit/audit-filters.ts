import { type AuditAction, AuditActionSchema } from '@citavet/domain/audit/audit-event.schema';
import { addDays, isLocalDate, startOfLocalDay } from '@citavet/domain/time/zoned-time';

// The audit page's filters live in the URL (a client's or pet's page links here with its id), as
// the clinic's calendar days; the API takes instants. One place turns one into the other.

export type AuditFilters = {
  userId: string;
  action: AuditAction | '';
  petId: string;
  clientId: string;
  /** Clinic-local calendar days, 'YYYY-MM-DD' or ''. Both inclusive. */
  fromDate: string;
  toDate: string;
};

export const EMPTY_AUDIT_FILTERS: AuditFilters = {
  userId: '',
  action: '',
  petId: '',
  clientId: '',
  fromDate: '',
  toDate: '',
};

const FILTER_KEYS = ['userId', 'action', 'petId', 'clientId', 'fromDate', 'toDate'] as const;

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const action = params.get('action') ?? '';
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return isLocalDate(value) ? value : '';
  };
  return {
    userId: params.get('userId') ?? '',
    action: AuditActionSchema.safeParse(action).success ? (action as AuditAction) : '',
    petId: params.get('petId') ?? '',
    clientId: params.get('clientId') ?? '',
    fromDate: date('fromDate'),
    toDate: date('toDate'),
  };
}

export function writeAuditFilters(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
  return params;
}

/**
 * The API query for the filters: a day range in the clinic's zone becomes [start of the first day,
 * start of the day after the last) — a DST day is 23 or 25 hours, so never "+ 24 h".
 */
export function auditApiQuery(filters: AuditFilters, timeZone: string): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.userId) query.set('userId', filters.userId);
  if (filters.action) query.set('action', filters.action);
  if (filters.petId) query.set('petId', filters.petId);
  if (filters.clientId) query.set('clientId', filters.clientId);
  if (filters.fromDate)
    query.set('from', new Date(startOfLocalDay(filters.fromDate, timeZone)).toISOString());
  if (filters.toDate) {
    query.set('to', new Date(startOfLocalDay(addDays(filters.toDate, 1), timeZone)).toISOString());
  }
  return query;
}

/** A range whose last day comes before its first cannot match anything: say so instead of asking. */
export function isDateRangeInverted(filters: AuditFilters): boolean {
  return Boolean(filters.fromDate && filters.toDate && filters.toDate < filters.fromDate);
}
