import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

// Helmet's headers on every answer. @fastify/helmet builds a new helmet middleware (and parses the
// CSP directives again) on every request, about 1.5% of a public booking's CPU; with no per-request
// nonce the headers never change, so they are worked out once here and copied onto each reply.

const DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
};

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { directives: DIRECTIVES },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet sets with these options, read once by running it against a recorder. */
export function securityHeaders(options: HelmetOptions = OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let error: unknown = null;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (failure?: unknown) => {
    error = failure ?? null;
  });
  if (error) throw error;
  return headers;
}

/**
 * The same headers for the one answer other websites may frame: a clinic's booking embedded in its
 * own site (`/{route}?embed=1`). Only `frame-ancestors` and X-Frame-Options differ; the
 * page still runs only our own scripts.
 */
export function embeddableHeaders(): Record<string, string> {
  return securityHeaders({
    contentSecurityPolicy: { directives: { ...DIRECTIVES, frameAncestors: ['*'] } },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: false,
  });
}

export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
