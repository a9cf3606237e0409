import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/app-dependencies';
import { createTestContext, type TestContext } from '../../src/test/test-app';
import {
  createExtraActor,
  createExtraActors,
  EXTRA_ACTORS,
  type ExtraActorKind,
  expectedForExtra,
} from './authorization-extra-actors';
import { AUTHORIZATION_MATRIX, type MatrixEntry } from './authorization-matrix';
import { type CellRequest, MATRIX_ROLES, type Scenarios } from './authorization-scenario';
import { type MatrixGroup, scenariosOf } from './authorization-scenarios';
import { MATRIX_SMS_SECRET } from './authorization-scenarios-clients';
import { type Actor, MatrixStage, type Method } from './authorization-stage';
import { SECURITY_HOOK_TIMEOUT_MS, SECURITY_TEST_TIMEOUT_MS } from './security-timeouts';

// How the matrix's cells are sent and judged. Each group of routes (authorization-scenarios.ts) runs
// in its own file on its own app and database (`describeMatrixGroup`); those files run in parallel.

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

export type MatrixRun = { context: TestContext; stage: MatrixStage; documentedRoutes: string[] };

/** The app, its documented routes, the team and the extra actors every cell is sent by. */
export async function openMatrixRun(): Promise<MatrixRun> {
  // The production per-address limits: every request comes from its own address (MatrixStage.send).
  // Limits keyed on an account or user cannot be dodged that way, and the run asks for reset links
  // and uploads as the same few users far past them; those limits have their own tests.
  const context = await createTestContext({
    config: {
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        forgotPasswordPerAccountPerHour: 10_000,
        uploadsPerMinute: 10_000,
        mailActionsPerAccountPerHour: 10_000,
        registerPerEmailPerHour: 10_000,
        clientImportsPerSpacePerHour: 10_000,
        spaceDeletionsPer15Minutes: 10_000,
      },
      // The SMS channel on (never reached: no cell sends an SMS), so its callbacks answer for real.
      sms: {
        isEnabled: true,
        gateway: { url: 'http://127.0.0.1:9/cgi-bin/sendsms', username: 'matrix', password: 'matrix' },
        callbackUrl: 'http://citavet.test',
        inboundSecret: MATRIX_SMS_SECRET,
        monthlySegmentQuota: 100,
      },
    },
  });
  const document = (await context.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const documentedRoutes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => HTTP_METHODS.includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
  const stage = await MatrixStage.open(context);
  stage.extras = await createExtraActors(stage);
  return { context, stage, documentedRoutes };
}

export function methodOf(route: string): Method {
  const method = METHODS.find((candidate) => route.startsWith(`${candidate} `));
  if (!method) throw new Error(`no method this suite can send in ${route}`);
  return method;
}

/** Fills the documented template, so the cell calls the path exactly as the document names it. */
export function urlOf(route: string, request: CellRequest): string {
  const template = route.slice(route.indexOf(' ') + 1);
  const path = template.replace(/\{([^}]+)\}/g, (_placeholder, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`${route}: the scenario gives no value for {${name}}`);
    // A stored file's key (the route's wildcard) may hold slashes: they are part of the path.
    return name === 'key' ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });
  const query = new URLSearchParams(request.query).toString();
  return query ? `${path}?${query}` : path;
}

type CellResult = { status: number; body: string };

async function runRoute(stage: MatrixStage, scenarios: Scenarios, entry: MatrixEntry): Promise<CellResult[]> {
  const scenario = scenarios[entry.route];
  if (!scenario) throw new Error(`${entry.route} has no scenario`);
  const shared = scenario.isDestructive ? undefined : await scenario.stage(stage);
  const results: CellResult[] = [];
  for (const [cell, role] of MATRIX_ROLES.entries()) {
    const scene = shared ?? (await scenario.stage(stage, role));
    const actor: Actor | null =
      role === 'anonymous' ? null : role === 'owner' ? scene.owner : (scene.cast?.[role] ?? stage.team[role]);
    const request = await scene.request(actor, cell);
    const response = await stage.send(
      methodOf(entry.route),
      urlOf(entry.route, request),
      actor,
      request.payload,
      request.headers,
    );
    results.push({ status: response.statusCode, body: response.body.slice(0, 240) });
  }
  for (const [index, kind] of EXTRA_ACTORS.entries()) {
    const scene = shared ?? (await scenario.stage(stage, kind));
    const actor = await extraActorFor(stage, entry, scenario.isDestructive === true, kind);
    const request = await scene.request(actor, index);
    const response = await stage.send(
      methodOf(entry.route),
      urlOf(entry.route, request),
      actor,
      request.payload,
      request.headers,
    );
    results.push({ status: response.statusCode, body: response.body.slice(0, 240) });
  }
  return results;
}

/** A cell that spends the caller's own account (logout, delete…) gets a fresh actor of that kind. */
async function extraActorFor(
  stage: MatrixStage,
  entry: MatrixEntry,
  isDestructive: boolean,
  kind: ExtraActorKind,
): Promise<Actor> {
  if (isDestructive && entry.owner === 'self') return createExtraActor(stage, kind);
  const actor = stage.extras?.[kind];
  if (!actor) throw new Error('the extra actors were not created');
  return actor;
}

const expectedOf = (entry: MatrixEntry): number[] => [
  ...entry.expected,
  ...EXTRA_ACTORS.map((kind) => expectedForExtra(entry, kind)),
];
const COLUMNS = [...MATRIX_ROLES, ...EXTRA_ACTORS];
export const isAllowed = (status: number) => status >= 200 && status < 400;

function printMatrix(group: MatrixGroup, rows: { entry: MatrixEntry; results: CellResult[] }[]) {
  const width = Math.max(...rows.map(({ entry }) => entry.route.length));
  const lines = rows.map(({ entry, results }) => {
    const expected = expectedOf(entry);
    const cells = results.map(({ status }, index) => {
      const isExpected = status === expected[index];
      return isExpected ? String(status) : `${status}≠${expected[index]}`;
    });
    return `${entry.route.padEnd(width)}  ${cells.join(' ')}  ${entry.owner}`;
  });
  const cellCount = rows.length * COLUMNS.length;
  console.log(
    [
      `Authorization matrix (${group}): ${rows.length} routes × ${COLUMNS.length} actors = ${cellCount} cells`,
      `${'route'.padEnd(width)}  ${COLUMNS.join(' ')}  owner is`,
      ...lines,
    ].join('\n'),
  );
}

/** The matrix's rows whose scenario is in `group`, each cell sent and compared with the table. */
export function describeMatrixGroup(group: MatrixGroup) {
  const scenarios = scenariosOf(group);
  let run: MatrixRun;
  beforeAll(async () => {
    run = await openMatrixRun();
  }, SECURITY_HOOK_TIMEOUT_MS);
  afterAll(() => run.context.close());

  describe(`authorization matrix: ${group}`, { timeout: SECURITY_TEST_TIMEOUT_MS }, () => {
    it('answers every cell with the status the table expects', async () => {
      const rows: { entry: MatrixEntry; results: CellResult[] }[] = [];
      for (const entry of AUTHORIZATION_MATRIX) {
        // A route the document lacks fails authorization-matrix.security.ts.
        if (!scenarios[entry.route] || !run.documentedRoutes.includes(entry.route)) continue;
        rows.push({ entry, results: await runRoute(run.stage, scenarios, entry) });
      }
      expect(rows.length, `routes of the group ${group}`).toBeGreaterThan(0);
      printMatrix(group, rows);
      const differences = rows.flatMap(({ entry, results }) => {
        const expected = expectedOf(entry);
        return results.flatMap(({ status, body }, index) =>
          status === expected[index]
            ? []
            : [`${entry.route} as ${COLUMNS[index]}: got ${status}, expected ${expected[index]} ${body}`],
        );
      });
      const unexpectedAllows = rows.flatMap(({ entry, results }) => {
        const expected = expectedOf(entry);
        return results.filter(({ status }, index) => isAllowed(status) && !isAllowed(expected[index] ?? 0));
      });
      console.log(
        `Authorization matrix (${group}): ${rows.length * COLUMNS.length} cells, ${differences.length} differences, ${unexpectedAllows.length} unexpected allows`,
      );
      expect(unexpectedAllows.length, 'cells that let through a caller the table refuses').toBe(0);
      expect(differences).toEqual([]);
    });
  });
}
