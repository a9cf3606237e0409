// The server the browser journeys run against: the built app on a fresh, throw-away data directory.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'citavet-e2e-'));
process.env.LOG_LEVEL ??= 'warn';
process.env.HOST ??= '127.0.0.1';
process.env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT}`;
process.env.GEOCODER ??= 'off';
// Every journey registers its own users from 127.0.0.1: the per-IP limits would stop the suite.
process.env.RATE_LIMIT_REGISTER_PER_MINUTE ??= '1000';
process.env.RATE_LIMIT_LOGIN_PER_MINUTE ??= '1000';
process.env.RATE_LIMIT_PUBLIC_BOOKING_PER_MINUTE ??= '1000';
await import('../apps/api/dist/server.js');
