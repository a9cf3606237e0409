import type { Scenarios } from './authorization-scenario';
import { ACCOUNT_SCENARIOS } from './authorization-scenarios-accounts';
import { AUDIT_SCENARIOS } from './authorization-scenarios-audit';
import { BOOKING_SCENARIOS } from './authorization-scenarios-bookings';
import { CALENDAR_SCENARIOS } from './authorization-scenarios-calendar';
import { CATALOG_SCENARIOS } from './authorization-scenarios-catalog';
import { CHARGE_SCENARIOS } from './authorization-scenarios-charges';
import { CLIENT_SCENARIOS } from './authorization-scenarios-clients';
import { OWNERSHIP_SCENARIOS } from './authorization-scenarios-ownership';
import { ONLINE_PAUSE_SCENARIOS } from './authorization-scenarios-pauses';
import { PLAN_SCENARIOS } from './authorization-scenarios-plans';
import { RECORD_SCENARIOS } from './authorization-scenarios-records';
import { REPORT_SCENARIOS } from './authorization-scenarios-reports';
import { WAITLIST_SCENARIOS } from './authorization-scenarios-waitlist';

/**
 * Every route's scenario, in groups. Each group's cells run in a test file of their own,
 * `authorization-matrix-<group>.security.ts`, so the groups run in parallel (one app and one
 * database each). A new scenario joins a group's scenarios file; a new group needs its entry here
 * and its file (authorization-matrix.security.ts fails until both exist).
 */
export const MATRIX_GROUPS = {
  accounts: [ACCOUNT_SCENARIOS, OWNERSHIP_SCENARIOS, CALENDAR_SCENARIOS],
  catalog: [CATALOG_SCENARIOS, ONLINE_PAUSE_SCENARIOS],
  bookings: [BOOKING_SCENARIOS, WAITLIST_SCENARIOS],
  clients: [CLIENT_SCENARIOS],
  records: [RECORD_SCENARIOS],
  'reports-audit': [REPORT_SCENARIOS, AUDIT_SCENARIOS],
  'plans-charges': [PLAN_SCENARIOS, CHARGE_SCENARIOS],
} satisfies Record<string, Scenarios[]>;

export type MatrixGroup = keyof typeof MATRIX_GROUPS;

export const scenariosOf = (group: MatrixGroup): Scenarios =>
  Object.assign({}, ...MATRIX_GROUPS[group]) as Scenarios;

/** All groups' scenarios, keyed by route. */
export const SCENARIOS: Scenarios = Object.assign({}, ...Object.values(MATRIX_GROUPS).flat()) as Scenarios;
