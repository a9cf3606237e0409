// `npm start` must not outlive whoever started it: SIGTERM to the npm process, or to the start
// script itself, has to leave no server listening and no process behind.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDirs = [];
const startedPids = [];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function isListening(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every process whose ancestry leads to `pid` (Linux /proc; ps works elsewhere too). */
function descendantsOf(pid) {
  const table = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const [child, ppid] of table) {
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`tiempo agotado esperando: ${what}`);
}

async function startServer(command, args) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'citavet-start-'));
  dataDirs.push(dataDir);
  // A private PGlite in a temp folder, no Redis: nothing shared with other test runs.
  const { DATABASE_URL, REDIS_URL, ...inherited } = process.env;
  const child = spawn(command, args, {
    cwd: root,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, CITAVET_SKIP_BUILD: '1' },
    stdio: 'ignore',
  });
  await waitFor(() => isListening(port), 60_000, `el servidor escuchando en ${port}`);
  const descendants = descendantsOf(child.pid);
  startedPids.push(child.pid, ...descendants);
  return { child, port, descendants };
}

async function expectStopped({ child, port, descendants }) {
  const everyone = [child.pid, ...descendants];
  await waitFor(
    async () => !(await isListening(port)) && everyone.every((pid) => !isAlive(pid)),
    20_000,
    'que el servidor y sus procesos terminen',
  );
  expect(await isListening(port)).toBe(false);
  expect(everyone.filter(isAlive)).toEqual([]);
}

beforeAll(() => {
  // The script serves apps/api/dist as it is (CITAVET_SKIP_BUILD): build it from this checkout, since a
  // dist left from older code may not run today's migrations.
  execFileSync(process.execPath, ['scripts/build-api.mjs'], { cwd: root, stdio: 'inherit' });
});

afterAll(() => {
  // A failed run must not leave servers behind on the shared machine.
  for (const pid of startedPids.filter(isAlive)) process.kill(pid, 'SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('npm start and signals', () => {
  it('SIGTERM to `node scripts/start.mjs` closes the port and leaves no process', async () => {
    const started = await startServer(process.execPath, ['scripts/start.mjs']);
    process.kill(started.child.pid, 'SIGTERM');
    await expectStopped(started);
  });

  it('SIGTERM to the `npm start` process also stops the server it started', async () => {
    const started = await startServer('npm', ['start', '--silent']);
    expect(started.descendants.length).toBeGreaterThan(0);
    process.kill(started.child.pid, 'SIGTERM');
    await expectStopped(started);
  });
});
