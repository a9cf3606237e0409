import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../app-dependencies';
import { createTestContext, type TestContext } from '../test/test-app';
import { AUTHORIZATION_MATRIX, type MatrixEntry } from './authorization-matrix';
import { type CellRequest, MATRIX_ROLES, type Scenarios } from './authorization-scenario';
import { ACCOUNT_SCENARIOS } from './authorization-scenarios-accounts';
import { BOOKING_SCENARIOS } from './authorization-scenarios-bookings';
import { CATALOG_SCENARIOS } from './authorization-scenarios-catalog';
import { CLIENT_SCENARIOS } from './authorization-scenarios-clients';
import { type Actor, MatrixStage, type Method } from './authorization-stage';

const SCENARIOS: Scenarios = {
  ...ACCOUNT_SCENARIOS,
  ...CATALOG_SCENARIOS,
  ...BOOKING_SCENARIOS,
  ...CLIENT_SCENARIOS,
};
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

let context: TestContext;
let stage: MatrixStage;
let documentedRoutes: string[];

beforeAll(async () => {
  context = await createTestContext({
    // Every cell comes from one address and the run registers, books and asks for reset links far
    // past the per-minute limits; those limits have their own tests.
    config: {
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        registerPerMinute: 10_000,
        loginPerMinute: 10_000,
        publicBookingPerMinute: 10_000,
        forgotPasswordPerMinute: 10_000,
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
    // The wildcard is a stored key: its slashes are part of the path.
    return name === '*' ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
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
  return results;
}

function printMatrix(rows: { entry: MatrixEntry; results: CellResult[] }[]) {
  const width = Math.max(...rows.map(({ entry }) => entry.route.length));
  const lines = rows.map(({ entry, results }) => {
    const cells = results.map(({ status }, index) => {
      const isExpected = status === entry.expected[index];
      return isExpected ? String(status) : `${status}≠${entry.expected[index]}`;
    });
    return `${entry.route.padEnd(width)}  ${cells.join(' ')}  ${entry.owner}`;
  });
  const cellCount = rows.length * MATRIX_ROLES.length;
  console.log(
    [
      `Authorization matrix: ${rows.length} routes × ${MATRIX_ROLES.length} roles = ${cellCount} cells`,
      `${'route'.padEnd(width)}  ${MATRIX_ROLES.join(' ')}  owner is`,
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
    const differences = rows.flatMap(({ entry, results }) =>
      results.flatMap(({ status, body }, index) =>
        status === entry.expected[index]
          ? []
          : [
              `${entry.route} as ${MATRIX_ROLES[index]}: got ${status}, expected ${entry.expected[index]} ${body}`,
            ],
      ),
    );
    expect(differences).toEqual([]);
  });
});
