// First-load JavaScript of the public booking page, measured by
// scripts/measure-public-bundle.mjs from apps/web/dist/.vite/public-manifest.json (the web app is built
// first when there is no manifest). Its failures (over 90 KB gzipped, or dashboard code on the
// public page) are hard failures of `npm run bench`.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const MANIFEST = join(ROOT, 'apps/web/dist/.vite/public-manifest.json');
const SCRIPT = join(ROOT, 'scripts/measure-public-bundle.mjs');

type Outcome = { code: number; stdout: string; stderr: string };

function run(command: string, args: string[]): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = { stdout: '', stderr: '' };
    child.stdout.on('data', (chunk) => {
      output.stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output.stderr += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? 1, ...output }));
  });
}

export async function runPublicBundleSize(): Promise<{ isWithinBudget: boolean; summary: string }> {
  if (!existsSync(SCRIPT)) throw new Error('scripts/measure-public-bundle.mjs is missing');
  let built = '';
  if (!existsSync(MANIFEST)) {
    const build = await run('npm', ['run', 'build:web']);
    if (build.code !== 0) throw new Error(`npm run build:web failed:\n${build.stderr.slice(-2000)}`);
    built = ', built now';
  }
  const builtAt = statSync(MANIFEST).mtime.toISOString().slice(0, 16).replace('T', ' ');
  const measured = await run(process.execPath, [SCRIPT]);
  const lines = measured.stdout.split('\n');
  const totalIndex = lines.findIndex((line) => /^\s*[\d.]+ KB\s+(first-load JavaScript|total)/.test(line));
  const total = totalIndex >= 0 ? /[\d.]+ KB/.exec(lines[totalIndex] ?? '')?.[0] : undefined;
  const chunks = lines.slice(0, Math.max(0, totalIndex)).filter((line) => /KB\s+\S+\.js$/.test(line)).length;
  const isWithinBudget = measured.code === 0;
  const problems = measured.stderr.trim().split('\n').filter(Boolean).join('; ');
  const summary =
    `public booking page first-load JavaScript: ${total ? `${total} gzip -9 in ${chunks} chunks` : 'not measured'} ` +
    `(apps/web/dist of ${builtAt} UTC${built}, by scripts/measure-public-bundle.mjs) — target ≤ 90 KB ` +
    `${isWithinBudget ? '✓' : `✗ ${problems}`}`;
  console.log(summary);
  return { isWithinBudget, summary };
}
