// `npm run bench`: every figure the issues ask for, printed in one run.
// Machines here are noisy 2-core boxes: compare ratios within a run, not absolute numbers across runs.
import { runSignInBench } from './auth-sign-in.bench';
import { runAvailabilityPureBench } from './availability-pure.bench';
import { isPostgresAvailable } from './bench-app';
import { runMediaUploadMemoryBench } from './media-upload-memory.bench';

const failures: string[] = [];
const hasPostgres = await isPostgresAvailable();
console.log(
  `Citavet benchmarks — node ${process.version}, PostgreSQL ${hasPostgres ? 'available' : 'not available'}\n`,
);

const pure = await runAvailabilityPureBench();
if (pure.p95Ms > 2) failures.push(`availability pure p95 ${pure.p95Ms.toFixed(3)} ms > 2 ms`);

await runSignInBench('pglite');
if (hasPostgres) await runSignInBench('postgres');

for (const kind of hasPostgres ? (['pglite', 'postgres'] as const) : (['pglite'] as const)) {
  const growthMb = await runMediaUploadMemoryBench(kind);
  if (growthMb >= 50) failures.push(`media upload (${kind}) peak RSS +${growthMb.toFixed(1)} MB >= 50 MB`);
}

if (failures.length > 0) {
  console.error(`\nBenchmarks over their limits:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
