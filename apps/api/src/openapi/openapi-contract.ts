import { ErrorEnvelopeSchema } from '@citavet/domain/api/envelope.schema';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSignInRequired } from '../http/authenticate';
import type { DomainErrorStatus } from './route-operation';

/**
 * The API's OpenAPI document is written from the routes themselves (their zod schemas, `security`,
 * rate-limit config, and the `operationId`, `summary` and `domainErrors` each declares beside its
 * handler, see route-operation.ts) plus this file: one mechanism for every route instead of the same
 * lines in 77 of them (docs/decisions/020-api-contract.md). It adds each operation's own failures
 * and the failures its properties imply (all in the one failure envelope), `security: []` on
 * public operations, and fixes what the zod conversion cannot know (query defaults, the files
 * wildcard).
 */

/** Custom key a route's transformed schema carries to transformObject: @fastify/swagger copies `x-` keys. */
const ERRORS_KEY = 'x-citavet-errors';

/** 414: the router refuses a path segment over 100 characters before any route runs (app.ts). */
type ErrorStatus = DomainErrorStatus | 414;

/** One shared response per failure status, all answering the failure envelope. */
const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description: 'Datos inválidos: el mensaje y `details` dicen qué campo y por qué',
  },
  401: { name: 'Unauthorized', description: 'Falta el token de sesión o ya no es válido' },
  403: { name: 'Forbidden', description: 'El usuario no tiene permiso para esta acción en el espacio' },
  404: { name: 'NotFound', description: 'El recurso no existe o no es visible para este usuario' },
  409: { name: 'Conflict', description: 'Choca con otro recurso existente (duplicado o cita solapada)' },
  414: {
    name: 'UriTooLong',
    description: 'Un segmento de la dirección supera los 100 caracteres (código URI_TOO_LONG)',
  },
  429: { name: 'TooManyRequests', description: 'Demasiadas solicitudes: espera y vuelve a intentarlo' },
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

const methodsOf = (route: RouteOptions) =>
  [route.method].flat().map((method) => String(method).toUpperCase());

/**
 * The failures every route of this kind answers, whatever its use case: input → 400 (so does any
 * write, whose body may not parse), a required sign-in → 401, a rate limit → 429. The use case's
 * own (403, 404, 409, ...) are the `domainErrors` its schema declares.
 */
export function impliedErrorStatuses(route: RouteOptions, schema: FastifySchema | undefined): ErrorStatus[] {
  const isWrite = methodsOf(route).some((method) => WRITE_METHODS.has(method));
  const hasInput = Boolean(schema?.body || schema?.querystring || schema?.params || schema?.headers);
  const config = route.config as { rateLimit?: unknown } | undefined;
  const statuses: ErrorStatus[] = [];
  if (hasInput || isWrite) statuses.push(400);
  if (isSignInRequired(schema?.security)) statuses.push(401);
  // A ':param' segment longer than the router's maxParamLength (100) never reaches the route.
  if (/\/:[A-Za-z]/.test(route.url)) statuses.push(414);
  if (config?.rateLimit) statuses.push(429);
  return statuses;
}

type ZodLike = { safeParse(value: unknown): { success: boolean; data?: unknown } };
type ObjectLike = { shape: Record<string, ZodLike> };

/** The object schema behind a querystring schema, through any `.transform()`/`.pipe()` around it. */
function objectShapeOf(schema: unknown): Record<string, ZodLike> | undefined {
  if (schema instanceof z.ZodObject) return (schema as unknown as ObjectLike).shape;
  if (schema instanceof z.ZodPipe) return objectShapeOf(schema.in);
  return undefined;
}

type JsonObjectSchema = { properties?: Record<string, Record<string, unknown>>; required?: string[] };

/**
 * zod's JSON Schema cannot see a default given by `z.preprocess` (our query numbers and booleans
 * fall back that way), so such parameters came out `required`. Ask each field what it does with
 * an absent value: if it accepts it, the parameter is optional, and the value it yields is its default.
 */
function relaxQueryDefaults(zodQuery: unknown, jsonQuery: unknown) {
  const shape = objectShapeOf(zodQuery);
  const json = jsonQuery as JsonObjectSchema | undefined;
  if (!shape || !json?.required) return;
  const optional = new Set<string>();
  for (const [name, field] of Object.entries(shape)) {
    const absent = field.safeParse(undefined);
    if (!absent.success) continue;
    optional.add(name);
    const property = json.properties?.[name];
    if (property && absent.data !== undefined && property.default === undefined)
      property.default = absent.data;
  }
  json.required = json.required.filter((name) => !optional.has(name));
}

/**
 * `/files/*` takes a stored key that may hold slashes. OpenAPI has no wildcard, so the document
 * calls it `{key}` and says it may contain `/`.
 */
function nameWildcard(url: string, schema: Record<string, unknown>): string {
  if (!url.endsWith('*')) return url;
  const params = schema.params as JsonObjectSchema | undefined;
  const wildcard = params?.properties?.['*'];
  if (params?.properties && wildcard) {
    delete params.properties['*'];
    params.properties.key = { ...wildcard, description: 'Clave del archivo guardado; puede contener «/»' };
    params.required = ['key'];
  }
  return `${url.slice(0, -1)}:key`;
}

const BINARY = { type: 'string', format: 'binary' } as const;

/**
 * Files in and out. A route that answers bytes (a PDF, a CSV, an image) declares `produces`, and its
 * success is documented as a binary body of those types; a route that takes `multipart/form-data`
 * (uploads parsed as a stream, with no body schema to validate) gets a form of binary parts.
 */
function describeFiles(
  source: FastifySchema & { produces?: readonly string[]; consumes?: readonly string[] },
  transformed: Record<string, unknown>,
) {
  const response = (transformed.response ?? {}) as Record<string, unknown>;
  const fileTypes = (source.produces ?? []).filter((type) => !type.startsWith('application/json'));
  if (fileTypes.length > 0 && !response[200]) {
    transformed.response = {
      ...response,
      200: {
        description: `El archivo (${fileTypes.join(', ')})`,
        content: Object.fromEntries(fileTypes.map((type) => [type, { schema: BINARY }])),
      },
    };
  }
  if (source.consumes?.includes('multipart/form-data') && !transformed.body) {
    transformed.body = {
      type: 'object',
      description: 'Formulario multipart/form-data: el archivo (o los archivos) en sus partes',
      additionalProperties: { anyOf: [BINARY, { type: 'string' }] },
    };
  }
}

/** Per-route part: zod → JSON Schema, then the route's declared and implied failures. */
export const openApiTransform: SwaggerTransform = (input) => {
  const { route } = input;
  const { schema, url } = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const transformed = schema as Record<string, unknown>;
  if (transformed.hide) return { schema, url };
  const source = input.schema as FastifySchema;
  // Only the transform reads it: the document lists the failures, not the key.
  delete transformed.domainErrors;
  relaxQueryDefaults(source.querystring, transformed.querystring);
  const documentedUrl = nameWildcard(url, transformed);
  describeFiles(source, transformed);
  // Public operations say so: no security requirement at all (rather than none written).
  if (!transformed.security) transformed.security = [];
  transformed[ERRORS_KEY] = [...impliedErrorStatuses(route, source), ...(source.domainErrors ?? [])];
  return { schema: transformed as FastifySchema, url: documentedUrl };
};

const ERROR_ENVELOPE_JSON_SCHEMA = (() => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(ErrorEnvelopeSchema, { target: 'draft-2020-12' });
  return schema;
})();

type Operation = { responses?: Record<string, unknown>; [ERRORS_KEY]?: ErrorStatus[] };
type Document = {
  components?: Record<string, Record<string, unknown> | undefined>;
  paths?: Record<string, Record<string, Operation>>;
};

const isErrorStatus = (status: string): status is `${ErrorStatus}` => status in ERROR_RESPONSES;

/**
 * Whole-document part: the failure envelope and one response per failure status become shared
 * components, and each operation's failures (implied, or declared by the route) point at them.
 */
export const openApiTransformObject: SwaggerTransformObject = (documentObject) => {
  const document = ('openapiObject' in documentObject ? documentObject.openapiObject : {}) as Document;
  const responses: Record<string, unknown> = {};
  for (const { name, description } of Object.values(ERROR_RESPONSES)) {
    responses[name] = {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    };
  }
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ErrorEnvelope: ERROR_ENVELOPE_JSON_SCHEMA },
    responses: { ...document.components?.responses, ...responses },
  };
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const declared = Object.keys(operation.responses ?? {})
        .filter(isErrorStatus)
        .map(Number) as ErrorStatus[];
      const statuses = [...new Set([...(operation[ERRORS_KEY] ?? []), ...declared])].sort((a, b) => a - b);
      delete operation[ERRORS_KEY];
      operation.responses = { ...operation.responses };
      for (const status of statuses) {
        operation.responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
      }
    }
  }
  return document as ReturnType<SwaggerTransformObject>;
};
