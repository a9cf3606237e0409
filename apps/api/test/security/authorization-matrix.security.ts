import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/app-dependencies';
import { createTestContext, type TestContext } from '../../src/test/test-app';
import { CROSS_SPACE_CELLS } from './authorization-cross-space';
import {
  createExtraActor,
  createExtraActors,
  EXTRA_ACTORS,
  type ExtraActorKind,
  expectedForExtra,
} from './authorization-extra-actors';
import { AUTHORIZATION_MATRIX, type MatrixEntry } from './authorization-matrix';
import { type CellRequest, MATRIX_ROLES, type Scenarios } from './authorization-scenario';
import { ACCOUNT_SCENARIOS } from './authorization-scenarios-accounts';
import { AUDIT_SCENARIOS } from './authorization-scenarios-audit';
import { BOOKING_SCENARIOS } from './authorization-scenarios-bookings';
import { CATALOG_SCENARIOS } from './authorization-scenarios-catalog';
import { CLIENT_SCENARIOS } from './authorization-scenarios-clients';
import { RECORD_SCENARIOS } from './authorization-scenarios-records';
import { REPORT_SCENARIOS } from './authorization-scenarios-reports';
import { type Actor, MatrixStage, type Method } from './authorization-stage';

const SCENARIOS: Scenarios = {
  ...ACCOUNT_SCENARIOS,
  ...CATALOG_SCENARIOS,
  ...BOOKING_SCENARIOS,
  ...CLIENT_SCENARIOS,
  ...REPORT_SCENARIOS,
  ...AUDIT_SCENARIOS,
  ...RECORD_SCENARIOS,
};
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

let context: TestContext;
let stage: MatrixStage;
let documentedRoutes: string[];

beforeAll(async () => {
  // The production per-address limits: every request comes from its own address (MatrixStage.send).
  // Limits keyed on an account or user cannot be dodged that way, and the run asks for reset links
  // and uploads as the same few users far past them; those limits have their own tests.
  context = await createTestContext({
    config: {
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        forgotPasswordPerAccountPerHour: 10_000,
        uploadsPerMinute: 10_000,
        mailActionsPerAccountPerHour: 10_000,
        registerPerEmailPerHour: 10_000,
        clientImportsPerSpacePerHour: 10_000,
      },
    },
  });
  const document = (await context.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  documentedRoutes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => HTTP_METHODS.includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
  stage = await MatrixStage.open(context);
  stage.extras = await createExtraActors(stage);
});
afterAll(() => context.close());

function methodOf(route: string): Method {
  const method = METHODS.find((candidate) => route.startsWith(`${candidate} `));
  if (!method) throw new Error(`no method this suite can send in ${route}`);
  return method;
}

/** Fills the documented template, so the cell calls the path exactly as the document names it. */
function urlOf(route: string, request: CellRequest): string {
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

async function runRoute(entry: MatrixEntry): Promise<CellResult[]> {
  const scenario = SCENARIOS[entry.route];
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
    const actor = await extraActorFor(entry, scenario.isDestructive === true, kind);
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
const isAllowed = (status: number) => status >= 200 && status < 400;

function printMatrix(rows: { entry: MatrixEntry; results: CellResult[] }[]) {
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
      `Authorization matrix: ${rows.length} routes × ${COLUMNS.length} actors = ${cellCount} cells`,
      `${'route'.padEnd(width)}  ${COLUMNS.join(' ')}  owner is`,
      ...lines,
    ].join('\n'),
  );
}

describe('authorization matrix', () => {
  it('lists every route of the OpenAPI document once, and no other', () => {
    const listed = AUTHORIZATION_MATRIX.map((entry) => entry.route);
    const repeated = listed.filter((route, index) => listed.indexOf(route) !== index);
    expect(repeated, 'routes listed twice').toEqual([]);
    expect(
      documentedRoutes.filter((route) => !listed.includes(route)),
      'documented routes the matrix does not list',
    ).toEqual([]);
    expect(
      listed.filter((route) => !documentedRoutes.includes(route)),
      'matrix routes the document does not have',
    ).toEqual([]);
    expect(Object.keys(SCENARIOS).sort(), 'a scenario for each route of the matrix').toEqual(
      [...listed].sort(),
    );
  });

  it('answers every cell with the status the table expects', async () => {
    const rows: { entry: MatrixEntry; results: CellResult[] }[] = [];
    for (const entry of AUTHORIZATION_MATRIX) {
      if (!documentedRoutes.includes(entry.route) || !SCENARIOS[entry.route]) continue;
      rows.push({ entry, results: await runRoute(entry) });
    }
    printMatrix(rows);
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
      `Authorization matrix: ${rows.length * COLUMNS.length} cells, ${differences.length} differences, ${unexpectedAllows.length} unexpected allows`,
    );
    expect(unexpectedAllows.length, 'cells that let through a caller the table refuses').toBe(0);
    expect(differences).toEqual([]);
  });

  it('refuses an id of another space wherever a route takes one (cross-space cells)', async () => {
    const results: string[] = [];
    let allows = 0;
    for (const cell of CROSS_SPACE_CELLS) {
      const { actor, request } = await cell.build(stage);
      const response = await stage.send(cell.method, request.url, actor, request.payload);
      if (isAllowed(response.statusCode)) allows += 1;
      if (response.statusCode !== cell.expected) {
        results.push(
          `${cell.name}: got ${response.statusCode}, expected ${cell.expected} ${response.body.slice(0, 200)}`,
        );
      }
    }
    console.log(
      `Cross-space cells: ${CROSS_SPACE_CELLS.length} cells, ${results.length} differences, ${allows} unexpected allows`,
    );
    expect(results).toEqual([]);
    expect(allows).toBe(0);
  });
});
