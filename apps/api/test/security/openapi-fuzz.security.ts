import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../src/test/test-app';
import { SECURITY_HOOK_TIMEOUT_MS, SECURITY_TEST_TIMEOUT_MS } from './security-timeouts';
import { buildSecurityWorld, type SecurityWorld } from './security-world';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, ResponseObject & { $ref?: string }>;
};
type ResponseObject = { content?: Record<string, { schema?: object }> };
type Endpoint = { method: string; path: string; operation: Operation };

const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);

const HOSTILE_STRINGS = [
  '',
  ' ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  "'; drop table users; --",
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\uFFFF\uD800',
  '💥🐶'.repeat(50),
  'a'.repeat(100_000),
  '9'.repeat(400),
  '-1',
  'NaN',
  'Infinity',
  'null',
  'true',
  '{}',
  '[]',
  '1e309',
  '2026-02-30',
  '2026-13-01T25:61:00Z',
  '9999-12-31T23:59:59.999Z',
  '0000-01-01',
  '24:00',
  '23:60',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'api',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection probe, meant literally
  '${jndi:ldap://x}',
  '__proto__',
  'constructor',
];
const HOSTILE_NUMBERS = [
  0,
  -1,
  1,
  -0,
  0.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  480,
  481,
  1e-9,
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [null], { __proto__: { isAdmin: true } }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.integer(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2, maxKeys: 3 }),
);

function plausibleValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return hostileValue;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0)
    return fc.oneof(...variants.map((variant) => plausibleValue(variant, depth + 1)));
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date-time')
        return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausibleValue(schema.items, depth + 1), { maxLength: 4 });
    case 'object':
      return bodyFor(schema, depth + 1);
    default:
      return hostileValue;
  }
}

/** An object that is mostly right: each field is plausible, hostile, or missing, plus a stray key. */
function bodyFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema?.properties ?? {});
  const fields = properties.map(([key, propertySchema]) =>
    fc.tuple(
      fc.constant(key),
      fc.oneof(
        { weight: 3, arbitrary: plausibleValue(propertySchema, depth) },
        { weight: 2, arbitrary: hostileValue },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
    ),
  );
  const object = fc
    .tuple(
      fc.tuple(...fields),
      fc.option(fc.tuple(fc.constantFrom('isAdmin', 'role', 'id', '__proto__'), hostileValue)),
    )
    .map(([entries, extra]) => {
      const body: Record<string, unknown> = {};
      for (const [key, value] of entries) if (value !== undefined) body[key] = value;
      if (extra) body[extra[0]] = extra[1];
      return body;
    });
  return depth === 0
    ? fc.oneof({ weight: 8, arbitrary: object }, { weight: 1, arbitrary: hostileValue })
    : object;
}

/** Lone surrogates cannot be encoded; send them as invalid UTF-8 percent sequences instead. */
function encodePathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

let context: TestContext;
let world: SecurityWorld;
let endpoints: Endpoint[];
let sharedResponses: Record<string, ResponseObject>;

/** The JSON schema of a documented answer; a shared failure response leads to the failure envelope. */
function documentedSchema(operation: Operation, status: number): object | undefined {
  const response = operation.responses?.[String(status)];
  const shared = response?.$ref?.replace('#/components/responses/', '');
  return (shared === undefined ? response : sharedResponses[shared])?.content?.['application/json']?.schema;
}
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
addFormats(ajv);

beforeAll(async () => {
  context = await createTestContext();
  world = await buildSecurityWorld(context);
  const document = (await context.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, object>; responses: Record<string, ResponseObject> };
  };
  // Shared failure responses point at the envelope by $ref: ajv resolves it as a $defs entry.
  ajv.addSchema({ $id: 'openapi', $defs: document.components.schemas });
  sharedResponses = JSON.parse(
    JSON.stringify(document.components.responses).replaceAll('"#/components/schemas/', '"openapi#/$defs/'),
  );
  endpoints = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}, SECURITY_HOOK_TIMEOUT_MS);
afterAll(() => context.close());

function pathValue(name: string, method: string): fc.Arbitrary<string> {
  const known: Record<string, string[]> = {
    spaceId: [world.ids.spaceId, world.ids.otherSpaceId],
    serviceId: [world.ids.serviceId],
    hostId: [world.ids.adminId, world.ids.memberId],
    userId: [world.ids.memberId, world.ids.adminId],
    route: [world.ids.route],
  };
  // Never aim a DELETE at the seeded objects: the rest of the run needs them.
  const real =
    method === 'DELETE'
      ? []
      : (known[name] ?? [world.ids.bookingId, world.ids.scheduleId, world.ids.invitationId]);
  return fc.oneof(
    ...(real.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...real) }] : []),
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((value) => value.length < 500)) },
  );
}

describe(`OpenAPI fuzzing (${TOTAL_REQUESTS} requests)`, { timeout: SECURITY_TEST_TIMEOUT_MS }, () => {
  it('never answers 5xx and always answers the documented shape', async () => {
    const perEndpoint = Math.ceil(TOTAL_REQUESTS / endpoints.length);
    const failures: string[] = [];
    let sent = 0;
    for (const endpoint of endpoints) {
      if (endpoint.path.startsWith('/api/docs')) continue;
      const parameters = endpoint.operation.parameters ?? [];
      const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
      const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
      const jsonBody = endpoint.operation.requestBody?.content?.['application/json']?.schema;
      const isSelfDestructive = endpoint.method === 'DELETE' && endpoint.path === '/api/auth/account';
      const request = fc.record({
        path: fc.tuple(...pathParameters.map((parameter) => pathValue(parameter.name, endpoint.method))),
        query: fc.tuple(
          ...queryParameters.map((parameter) =>
            fc.option(fc.oneof(plausibleValue(parameter.schema), hostileValue), { nil: undefined }),
          ),
        ),
        body: jsonBody ? bodyFor(jsonBody) : fc.option(hostileValue, { nil: undefined }),
        who: isSelfDestructive
          ? fc.constant<'anonymous'>('anonymous')
          : fc.constantFrom<'anonymous' | 'admin' | 'member' | 'otherAdmin'>(
              'anonymous',
              'admin',
              'admin',
              'member',
              'otherAdmin',
            ),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ path, query, body, who }) => {
          let url = endpoint.path;
          pathParameters.forEach((parameter, index) => {
            url = url.replace(`{${parameter.name}}`, encodePathSegment(String(path[index])));
          });
          const search = new URLSearchParams();
          queryParameters.forEach((parameter, index) => {
            const value = query[index];
            if (value !== undefined)
              search.set(parameter.name, typeof value === 'string' ? value : JSON.stringify(value));
          });
          const queryString = search.toString();
          const headers: Record<string, string> = {};
          if (who !== 'anonymous') headers.authorization = `Bearer ${world.tokens[who]}`;
          const hasBody = body !== undefined && endpoint.method !== 'GET';
          if (hasBody) headers['content-type'] = 'application/json';
          const response = await context.app.inject({
            method: endpoint.method as 'GET',
            url: queryString ? `${url}?${queryString}` : url,
            headers,
            ...(hasBody ? { payload: JSON.stringify(body) } : {}),
          });
          sent += 1;
          const label = `${endpoint.method} ${url.slice(0, 120)} (${who}) → ${response.statusCode}`;
          if (response.statusCode >= 500) {
            failures.push(`${label}: ${response.body.slice(0, 300)}`);
            return;
          }
          if (response.statusCode >= 300 && response.statusCode < 400) return;
          const contentType = String(response.headers['content-type'] ?? '');
          if (!contentType.includes('application/json')) return;
          const json = response.json();
          const documented = documentedSchema(endpoint.operation, response.statusCode);
          if (documented) {
            const validate = ajv.compile(documented);
            if (!validate(json))
              failures.push(`${label}: breaks its documented schema ${ajv.errorsText(validate.errors)}`);
          } else if (response.statusCode >= 400) {
            const isEnvelope =
              json.success === false && typeof json.message === 'string' && typeof json.code === 'string';
            if (!isEnvelope)
              failures.push(`${label}: not the failure envelope ${response.body.slice(0, 200)}`);
          }
        }),
        { numRuns: perEndpoint, seed: 20261122 },
      );
    }
    console.log(`fuzzing: ${sent} requests over ${endpoints.length} operations, ${failures.length} failures`);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS * 0.95);
  }, 600_000);
});
