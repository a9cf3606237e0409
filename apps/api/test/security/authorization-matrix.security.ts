import { readdirSync } from 'node:fs';
import { canInSpace } from '@citavet/domain/members/space-permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SPACE_CELLS } from './authorization-cross-space';
import { AUTHORIZATION_MATRIX, RECEPTION_DIFFERENCES } from './authorization-matrix';
import { isAllowed, type MatrixRun, methodOf, openMatrixRun, urlOf } from './authorization-matrix-run';
import { MATRIX_GROUPS, SCENARIOS } from './authorization-scenarios';
import { SECURITY_HOOK_TIMEOUT_MS, SECURITY_TEST_TIMEOUT_MS } from './security-timeouts';

// The matrix's table against the OpenAPI document, and the cross-space cells. The table's cells run
// in one file per group of routes (authorization-matrix-<group>.security.ts), in parallel.

let run: MatrixRun;

beforeAll(async () => {
  run = await openMatrixRun();
}, SECURITY_HOOK_TIMEOUT_MS);
afterAll(() => run.context.close());

describe('authorization matrix', { timeout: SECURITY_TEST_TIMEOUT_MS }, () => {
  it('lists every route of the OpenAPI document once, and no other', () => {
    const listed = AUTHORIZATION_MATRIX.map((entry) => entry.route);
    const repeated = listed.filter((route, index) => listed.indexOf(route) !== index);
    expect(repeated, 'routes listed twice').toEqual([]);
    expect(
      run.documentedRoutes.filter((route) => !listed.includes(route)),
      'documented routes the matrix does not list',
    ).toEqual([]);
    expect(
      listed.filter((route) => !run.documentedRoutes.includes(route)),
      'matrix routes the document does not have',
    ).toEqual([]);
    expect(Object.keys(SCENARIOS).sort(), 'a scenario for each route of the matrix').toEqual(
      [...listed].sort(),
    );
  });

  it('runs every route’s cells once: each scenario in one group, each group in its own file', () => {
    const grouped = Object.values(MATRIX_GROUPS).flatMap((scenarios) =>
      scenarios.flatMap((group) => Object.keys(group)),
    );
    expect(
      grouped.filter((route, index) => grouped.indexOf(route) !== index),
      'routes in two groups',
    ).toEqual([]);
    const files = readdirSync(new URL('.', import.meta.url));
    expect(
      Object.keys(MATRIX_GROUPS).filter(
        (group) => !files.includes(`authorization-matrix-${group}.security.ts`),
      ),
      'groups without their file',
    ).toEqual([]);
    const groupFiles = files.filter((file) => /^authorization-matrix-.+\.security\.ts$/.test(file));
    expect(groupFiles.length, 'a file per group and no other').toBe(Object.keys(MATRIX_GROUPS).length);
  });

  it('names, for each RECEPTION cell that differs from a MEMBER, a permission the table agrees with', () => {
    const listed = AUTHORIZATION_MATRIX.map((entry) => entry.route);
    const disagreements = Object.entries(RECEPTION_DIFFERENCES).flatMap(([route, { status, action }]) => {
      const isAllowed = status >= 200 && status < 400;
      const problems: string[] = [];
      if (!listed.includes(route)) problems.push(`${route} is not in the matrix`);
      if (canInSpace('RECEPTION', action) !== isAllowed) problems.push(`${route}: ${status} but ${action}`);
      if (canInSpace('MEMBER', action) === canInSpace('RECEPTION', action)) {
        problems.push(`${route}: ${action} does not tell RECEPTION from MEMBER`);
      }
      return problems;
    });
    expect(disagreements).toEqual([]);
  });

  it('answers 404 on every route of a soft-deleted space, even to its OWNER (but restore)', async () => {
    // A deleted space is offline at once (decision 067): each route that names a space is sent, as
    // the OWNER, exactly the request its scenario prepared, with the space deleted meanwhile.
    const spaceRoutes = AUTHORIZATION_MATRIX.filter(
      (entry) =>
        /\{spaceId\}|\/spaces\/\{id\}/.test(entry.route) && entry.route !== 'POST /api/spaces/{id}/restore',
    );
    const differences: string[] = [];
    for (const entry of spaceRoutes) {
      const scenario = SCENARIOS[entry.route];
      if (!scenario) throw new Error(`${entry.route} has no scenario`);
      const scene = await scenario.stage(run.stage, scenario.isDestructive ? 'admin' : undefined);
      const owner = run.stage.team.admin;
      const request = await scene.request(owner, 3);
      const spaceId = request.params?.spaceId ?? request.params?.id;
      if (!spaceId) throw new Error(`${entry.route}: no space in the request`);
      const { db } = run.context.database;
      await db.execute(sql`update spaces set deleted_at = now() where id = ${spaceId}`);
      try {
        const response = await run.stage.send(
          methodOf(entry.route),
          urlOf(entry.route, request),
          owner,
          request.payload,
          request.headers,
        );
        if (response.statusCode !== 404) {
          differences.push(`${entry.route}: got ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      } finally {
        await db.execute(sql`update spaces set deleted_at = null where id = ${spaceId}`);
      }
    }
    console.log(`Soft-deleted space: ${spaceRoutes.length} routes, ${differences.length} differences`);
    expect(differences).toEqual([]);
  });

  it('refuses an id of another space wherever a route takes one (cross-space cells)', async () => {
    const results: string[] = [];
    let allows = 0;
    for (const cell of CROSS_SPACE_CELLS) {
      const { actor, request } = await cell.build(run.stage);
      const response = await run.stage.send(cell.method, request.url, actor, request.payload);
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
