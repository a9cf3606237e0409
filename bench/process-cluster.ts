import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { POSTGRES_ADMIN_URL } from './bench-app';

const SERVER = join(import.meta.dirname, '../apps/api/dist/server.js');

export type ApiProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process has printed so far (stdout and stderr). */
  output(): string;
  kill(signal?: NodeJS.Signals): void;
};

/** A fresh PostgreSQL database for one run, dropped by `drop()`. */
export async function createScratchDatabase(prefix: string) {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      const dropper = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/** Starts the built API (`npm run build:api` first) as a real process against `databaseUrl`. */
export async function startApiProcess(options: {
  databaseUrl: string;
  port: number;
  dataDir?: string;
  extraEnv?: Record<string, string>;
}): Promise<ApiProcess> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'citavet-proc-')));
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'cluster-secret-cluster-secret-cluster-secret',
      LOG_LEVEL: 'error',
      GEOCODER: 'off',
      RATE_LIMIT_REGISTER_PER_MINUTE: '100000',
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
      RATE_LIMIT_PUBLIC_BOOKING_PER_MINUTE: '100000',
      OUTBOX_POLL_MS: '200',
      ...options.extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API process exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port: options.port,
    child,
    output: () => output,
    kill(signal: NodeJS.Signals = 'SIGTERM') {
      child.kill(signal);
      if (!options.dataDir) void rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function api<T = { data: Record<string, unknown> }>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

/**
 * An admin, a space in Europe/Madrid, one service bookable by clients, Mon–Sun 08:00–20:00. Creating
 * a space needs a proven address: `verifyEmail` proves the admin's (e.g. by writing the database).
 */
/**
 * Creating a space needs a verified e-mail; a bench has no inbox, so it marks the address verified
 * straight in the scratch database it owns.
 */
export function verifyEmailIn(database: { query: (text: string, values?: unknown[]) => Promise<unknown> }) {
  return async (userId: string) => {
    await database.query('update users set email_verified_at = now() where id = $1', [userId]);
  };
}

export async function setUpClinic(base: string, verifyEmail?: (userId: string) => Promise<void>) {
  const email = `race-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const registered = await api<{ data: { token: string; user: { id: string } } }>(
    base,
    'POST',
    '/api/auth/register',
    {
      body: { name: 'Admin Carrera', email, password: 'secreto-carrera' },
    },
  );
  const token = registered.body.data.token;
  await verifyEmail?.(registered.body.data.user.id);
  const space = await api<{ data: { id: string } }>(base, 'POST', '/api/spaces', {
    token,
    body: { name: 'Clínica Carrera', timeZone: 'Europe/Madrid', route: `carrera-${Date.now().toString(36)}` },
  });
  const spaceId = space.body.data.id;
  const service = await api<{ data: { service: { id: string } } }>(
    base,
    'POST',
    `/api/spaces/${spaceId}/services`,
    {
      token,
      body: { name: 'Consulta', duration: 30, price: 20, isBookableByClients: true, requiresApproval: false },
    },
  );
  const serviceId = service.body.data.service.id;
  const schedules = await api<{ data: { schedules: Array<{ id: string; dayOfWeek: number }> } }>(
    base,
    'POST',
    '/api/services/schedules/bulk',
    {
      token,
      body: {
        serviceId,
        hostId: registered.body.data.user.id,
        schedules: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
          dayOfWeek,
          startTime: '08:00',
          endTime: '20:00',
          isActive: true,
        })),
      },
    },
  );
  return {
    token,
    spaceId,
    serviceId,
    hostId: registered.body.data.user.id,
    schedules: schedules.body.data.schedules,
  };
}
