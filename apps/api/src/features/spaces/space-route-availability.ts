import type { Database, Transaction } from '@citavet/db/database';
import {
  baseRouteFromName,
  isReservedRoute,
  ROUTE_RESERVED_MESSAGE,
  ROUTE_TAKEN_MESSAGE,
  routeCandidates,
} from '@citavet/domain/spaces/space-route';
import { badRequest, conflict } from '../../http/app-error';
import { findTakenRoutes } from './spaces.repository';

type Executor = Database | Transaction;

const CANDIDATES_PER_QUERY = 25;

export const routeTakenError = () =>
  conflict(ROUTE_TAKEN_MESSAGE, 'ROUTE_TAKEN', {
    details: [{ field: 'route', message: ROUTE_TAKEN_MESSAGE }],
  });

/** A route the admin chose: refused when the app uses that path (400) or another space has it (409). */
export async function assertRouteAvailable(db: Executor, route: string, exceptSpaceId?: string) {
  if (isReservedRoute(route)) {
    throw badRequest(ROUTE_RESERVED_MESSAGE, 'ROUTE_RESERVED', {
      details: [{ field: 'route', message: ROUTE_RESERVED_MESSAGE }],
    });
  }
  const taken = await findTakenRoutes(db, [route], exceptSpaceId);
  if (taken.has(route)) throw routeTakenError();
}

/** The first free route of clinica-norte, clinica-norte-2, clinica-norte-3 … for a space's name. */
export async function generateRouteFromName(db: Executor, name: string): Promise<string> {
  const base = baseRouteFromName(name);
  for (let from = 1; ; from += CANDIDATES_PER_QUERY) {
    const candidates = routeCandidates(base, from, CANDIDATES_PER_QUERY);
    const taken = await findTakenRoutes(db, candidates);
    const free = candidates.find((candidate) => !taken.has(candidate));
    if (free) return free;
  }
}
