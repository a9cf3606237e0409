import swagger from '@fastify/swagger';
import { Ajv2020 } from 'ajv/dist/2020.js';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../test/test-app';
import { openApiTransform, openApiTransformObject } from './openapi-contract';
import { namingProblems } from './openapi-document';

type Parameter = { name: string; in: string; required?: boolean; schema?: { default?: unknown } };
type Operation = {
  operationId?: string;
  summary?: string;
  security?: Array<Record<string, unknown>>;
  parameters?: Parameter[];
  responses: Record<string, { $ref?: string }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object>; responses: Record<string, object> };
};

let context: TestContext;
let document: Document;
let operations: Array<{ key: string; operation: Operation }>;

beforeAll(async () => {
  context = await createTestContext();
  document = context.app.swagger() as unknown as Document;
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
});
afterAll(() => context.close());

const operation = (key: string) => {
  const found = operations.find((candidate) => candidate.key === key)?.operation;
  if (!found) throw new Error(`${key} is not documented`);
  return found;
};

describe('the OpenAPI document', () => {
  it('names and summarises every operation, each name once', () => {
    const unnamed = operations.filter(({ operation }) => !operation.operationId || !operation.summary);
    expect(unnamed.map(({ key }) => key)).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(namingProblems(document)).toEqual([]);
  });

  it("lists the failures each route's schema declares beside those its kind implies", () => {
    // GET /api/auth/profile declares 404; its sign-in implies 401.
    expect(Object.keys(operation('GET /api/auth/profile').responses)).toEqual(['200', '401', '404']);
    // POST /api/auth/register declares 409; its body implies 400 and its rate limit 429.
    expect(Object.keys(operation('POST /api/auth/register').responses)).toEqual(['201', '400', '409', '429']);
    // Declared through the reports' shared route helper.
    expect(Object.keys(operation('GET /api/spaces/{spaceId}/reports/summary').responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '414',
    ]);
    for (const { key, operation: found } of operations) expect(found, key).not.toHaveProperty('domainErrors');
  });

  it('documents 401 on every secured operation and an empty security list on public ones', () => {
    for (const { key, operation } of operations) {
      expect(operation.security, key).toBeDefined();
      const isSecured = (operation.security ?? []).length > 0;
      expect(Boolean(operation.responses['401']), key).toBe(isSecured || key === 'POST /api/auth/login');
    }
    expect(operation('GET /api/directory/spaces').security).toEqual([]);
  });

  it('points every failure at the shared envelope', () => {
    expect(document.components.schemas.ErrorEnvelope).toBeDefined();
    for (const { key, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400 || Number(status) >= 500) continue;
        expect(response.$ref, `${key} ${status}`).toMatch(/^#\/components\/responses\/[A-Za-z]+$/);
      }
    }
    expect(Object.keys(operation('PUT /api/spaces/{id}').responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '414',
    ]);
    expect(Object.keys(operation('GET /api/geocoding/search').responses)).toEqual([
      '200',
      '400',
      '401',
      '429',
    ]);
  });

  it('does not require query parameters that have defaults, and gives their default', () => {
    const parameters = operation('GET /api/public/space/{spaceId}/media').parameters ?? [];
    const limit = parameters.find((parameter) => parameter.name === 'limit');
    expect(limit).toMatchObject({ in: 'query', required: false, schema: { default: 20 } });
    const search = operation('GET /api/geocoding/search').parameters ?? [];
    expect(search.find((parameter) => parameter.name === 'q')?.required).toBe(true);
  });

  it('names the stored-file parameter', () => {
    expect(operation('GET /api/files/{key}').parameters).toEqual([
      expect.objectContaining({ name: 'key', in: 'path', required: true }),
    ]);
  });

  it('documents files: PDF, CSV and image answers as binary bodies, uploads as multipart forms', () => {
    type Described = Operation & {
      requestBody?: { content: Record<string, { schema: object }> };
      responses: Record<string, { content?: Record<string, { schema: object }> }>;
    };
    const binary = { type: 'string', format: 'binary' };
    const answers = (key: string) => (operation(key) as Described).responses['200']?.content;
    expect(answers('GET /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/prescription.pdf')).toEqual({
      'application/pdf': { schema: binary },
    });
    expect(answers('GET /api/spaces/{spaceId}/clients/export')).toEqual({ 'text/csv': { schema: binary } });
    expect(answers('GET /api/spaces/{spaceId}/reports/bookings.csv')).toEqual({
      'text/csv': { schema: binary },
    });
    expect(answers('GET /api/spaces/{spaceId}/agenda/day.pdf')).toEqual({
      'application/pdf': { schema: binary },
    });
    expect(answers('GET /api/spaces/{spaceId}/logo.png')).toEqual({ 'image/png': { schema: binary } });
    expect(Object.keys(answers('GET /api/files/{key}') ?? {})).toContain('image/webp');
    for (const { key, operation: found } of operations) {
      const consumesMultipart =
        key.startsWith('POST') && /\/(logo|media|photo|attachments|import)$/.test(key);
      if (!consumesMultipart) continue;
      const body = (found as Described).requestBody?.content['multipart/form-data'];
      expect(body, key).toBeDefined();
    }
    expect(
      operations.filter(
        ({ key }) => /\/(logo|media|photo|attachments|import)$/.test(key) && key.startsWith('POST'),
      ),
    ).not.toHaveLength(0);
  });

  it('documents the success of POST /api/setup/complete', () => {
    expect(operation('POST /api/setup/complete').responses['200']).toBeDefined();
  });

  it('describes the failures the API really answers', async () => {
    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile(document.components.schemas.ErrorEnvelope as object);
    const { token } = await registerTestUser(context.app);
    const answers = [
      await context.app.inject({ method: 'GET', url: '/api/auth/profile' }),
      await context.app.inject({ method: 'POST', url: '/api/spaces', headers: bearer(token), payload: {} }),
      await context.app.inject({
        method: 'GET',
        url: '/api/spaces/00000000-0000-4000-8000-000000000000',
        headers: bearer(token),
      }),
      // A path segment over 100 characters: refused by the router, documented as 414.
      await context.app.inject({
        method: 'GET',
        url: `/api/spaces/${'a'.repeat(101)}`,
        headers: bearer(token),
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 400, 404, 414]);
    expect(operation('GET /api/spaces/{id}').responses['414']).toEqual({
      $ref: '#/components/responses/UriTooLong',
    });
    for (const answer of answers) expect(validate(answer.json()), answer.body).toBe(true);
  });
});

describe("a route's own declaration in the OpenAPI document", () => {
  /** A bare app with the contract's transforms and two routes: one that declares itself, one that does not. */
  async function documentOf() {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(swagger, {
      openapi: { openapi: '3.1.0', info: { title: 'test', version: '1' } },
      transform: openApiTransform,
      transformObject: openApiTransformObject,
    });
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/things',
      {
        schema: {
          operationId: 'createThing',
          summary: 'Crear una cosa',
          domainErrors: [409, 403],
          body: z.object({ name: z.string() }),
        },
      },
      async () => ({}),
    );
    typed.get('/things', { schema: {} }, async () => ({}));
    await app.ready();
    const built = app.swagger() as unknown as Document;
    await app.close();
    return built;
  }

  it('takes the name, summary and failures from the route schema, and invents none', async () => {
    const built = await documentOf();
    const declared = built.paths['/things']?.post;
    expect(declared).toMatchObject({ operationId: 'createThing', summary: 'Crear una cosa' });
    expect(Object.keys(declared?.responses ?? {})).toEqual(['200', '400', '403', '409']);
    expect(declared).not.toHaveProperty('domainErrors');
    const undeclared = built.paths['/things']?.get;
    expect(undeclared?.operationId).toBeUndefined();
    expect(undeclared?.summary).toBeUndefined();
    expect(namingProblems(built)).toEqual(["GET /things: its route's schema lacks operationId and summary"]);
  });

  it('refuses an operationId two routes share', () => {
    const twice = {
      paths: {
        '/a': { get: { operationId: 'same', summary: 'A' } },
        '/b': { post: { operationId: 'same', summary: 'B' } },
      },
    };
    expect(namingProblems(twice)).toEqual(["POST /b: operationId 'same' is already GET /a's"]);
  });
});
