/**
 * `npm test`: every check the project has, in order, then one closing summary line
 * "N passed, N failed" that CI reads. Lint and each workspace's type check count as one test each.
 * Set TEST_DATABASE_URL (postgres://…) to run the API tests on a PostgreSQL server as well as PGlite.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Step {
  name: string;
  command: string[];
  /** Vitest JSON report to count tests from; otherwise the step counts as one test. */
  report?: string;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; assertionResults: { fullName: string; status: string; failureMessages?: string[] }[] }[];
}

/** Each failed test, its file and the first line of its failure, so the closing lines say what to fix. */
function failedTests(report: VitestReport): string[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const reason = (test.failureMessages?.[0] ?? '').split('\n')[0]!.slice(0, 300);
        return `  ${file.name.replace(process.cwd() + '/', '')} > ${test.fullName}: ${reason}`;
      }),
  );
}

const reports = mkdtempSync(join(tmpdir(), 'blush-test-'));
const vitest = (name: string, projects: string[]): Step => {
  const report = join(reports, `${name}.json`);
  return {
    name,
    command: ['npx', 'vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    report,
  };
};

const only = process.argv.slice(2);
const steps: Step[] = [
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck', '--workspaces', '--if-present'] },
  vitest('unit and API', ['shared', 'tooling', 'api', 'storefront', 'admin']),
  vitest('end-to-end', ['e2e']),
].filter((s) => only.length === 0 || only.some((o) => s.name.startsWith(o)));

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];
if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: API tests run on the embedded PGlite only.');
}
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(step.command[0]!, step.command.slice(1), { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (step.report) {
    try {
      const json = JSON.parse(readFileSync(step.report, 'utf8')) as VitestReport;
      passed += json.numPassedTests;
      failed += json.numFailedTests;
      skipped += json.numPendingTests + json.numTodoTests;
      if (json.numFailedTests > 0) failures.push(`${step.name}: ${json.numFailedTests} failed`, ...failedTests(json));
      if (result.status !== 0 && json.numFailedTests === 0) {
        failed += 1;
        failures.push(`${step.name}: exited ${result.status} (a suite failed to load or a hook failed)`);
      }
    } catch {
      failed += 1;
      failures.push(`${step.name}: no report (exit ${result.status})`);
    }
  } else if (result.status === 0) {
    passed += 1;
  } else {
    failed += 1;
    failures.push(`${step.name}: exit ${result.status}`);
  }
  console.log(`=== ${step.name} done in ${seconds}s (exit ${result.status})`);
}
rmSync(reports, { recursive: true, force: true });

console.log('');
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
