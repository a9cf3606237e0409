// Where a vitest run's time went, from its JSON report:
//   npx vitest run --reporter=default --reporter=json --outputFile=report.json
//   node scripts/vitest-report-summary.mjs report.json [how many slowest files, 10]
// Prints each project's files, the sum of their durations and the span they ran in, the slowest
// files, and how busy the two workers were over the run (file durations include their hooks, not
// the import of the file, so time between files is importing, worker start-up or the main process).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const [reportPath, topArgument = '10'] = process.argv.slice(2);
if (!reportPath) {
  console.error('usage: node scripts/vitest-report-summary.mjs report.json [count]');
  process.exit(2);
}
const root = new URL('..', import.meta.url).pathname;
const report = JSON.parse(readFileSync(reportPath, 'utf8'));

const projectOf = (file) =>
  file.startsWith('apps/api/test/')
    ? 'security'
    : (['packages/domain', 'packages/db', 'apps/api', 'apps/web', 'scripts'].find((prefix) =>
        file.startsWith(`${prefix}/`),
      ) ?? 'other');
const files = report.testResults.map((result) => {
  const file = relative(root, result.name);
  return { file, project: projectOf(file), start: result.startTime, end: result.endTime };
});
const first = Math.min(...files.map((file) => file.start));
const last = Math.max(...files.map((file) => file.end));
const seconds = (ms) => (ms / 1000).toFixed(1);
const total = files.reduce((sum, file) => sum + file.end - file.start, 0);

console.log(
  `${files.length} files, ${report.numPassedTests} tests passed, ${report.numFailedTests} failed, ` +
    `${report.numPendingTests} skipped; files ran over ${seconds(last - first)} s; ` +
    `file durations sum to ${seconds(total)} s (${((total / (last - first)) * 50).toFixed(0)} % of 2 workers)`,
);
const projects = new Map();
for (const file of files) {
  const entry = projects.get(file.project) ?? { count: 0, sum: 0, from: Infinity, to: 0 };
  entry.count += 1;
  entry.sum += file.end - file.start;
  entry.from = Math.min(entry.from, file.start);
  entry.to = Math.max(entry.to, file.end);
  projects.set(file.project, entry);
}
for (const [project, entry] of [...projects].sort((a, b) => a[1].from - b[1].from)) {
  console.log(
    `  ${project.padEnd(16)} ${String(entry.count).padStart(4)} files  sum ${seconds(entry.sum).padStart(7)} s  ` +
      `ran ${seconds(entry.from - first)} → ${seconds(entry.to - first)} s`,
  );
}
console.log('slowest files (seconds, started at):');
for (const file of [...files]
  .sort((a, b) => b.end - b.start - (a.end - a.start))
  .slice(0, Number(topArgument))) {
  console.log(
    `  ${seconds(file.end - file.start).padStart(7)}  @${seconds(file.start - first).padStart(7)}  ${file.file}`,
  );
}
