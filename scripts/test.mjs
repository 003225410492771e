// `npm test`: every check the project has, in order, each run even when an earlier one fails.
// Static checks (and the production build) count as one test each; runners report their own
// counts through JSON files. The last line is the total, `N passed, N failed`, which CI reads.
// Usage: node scripts/test.mjs [step names…]   (no names: all steps)
//
// Where the time goes (docs/ci.md): the static checks are one process and one CPU each, so they
// run two at a time (`parallel`), their output printed whole as each ends; the production build
// is made once, here, for the journeys and the size budget (PITCHSIDE_PROD_BUILD).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { availableParallelism } from 'node:os';
import { failureSummary } from './failure-summary.mjs';

const OUT = 'test-results';
mkdirSync(OUT, { recursive: true });
/** The production build for a real backend (VITE_API_MOCK=off) the journeys and size budget use. */
const PROD_BUILD = 'dist-e2e';
const PREBUILT = { PITCHSIDE_PROD_BUILD: PROD_BUILD };

/**
 * @type {{ name: string, command: string[], json?: string, env?: Record<string, string>,
 *   parallel?: boolean, needsBuild?: boolean }[]}
 * parallel: may run beside the other `parallel` steps before it (one CPU each); needsBuild: runs
 * on the build step's output when that step ran and passed (else it builds its own).
 */
const steps = [
  {
    // `npm run typecheck` (TypeScript 7's compiler, docs/ci.md), on one thread as each static
    // check has one CPU.
    name: 'types',
    command: ['npm', 'run', '--silent', 'typecheck', '--', '--singleThreaded'],
    parallel: true,
  },
  {
    name: 'build',
    command: [
      'npx',
      'vite',
      'build',
      '--outDir',
      PROD_BUILD,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    env: { VITE_API_MOCK: 'off' },
    parallel: true,
  },
  {
    name: 'lint',
    command: ['npx', 'eslint', '--max-warnings', '0', '.'],
    parallel: true,
  },
  {
    name: 'format',
    command: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'],
    parallel: true,
  },
  {
    name: 'contract-lint',
    command: ['npx', 'redocly', 'lint', 'openapi.yaml', '--format', 'summary'],
    env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    parallel: true,
  },
  {
    name: 'contract-types-drift',
    command: ['npm', 'run', '--silent', 'gen:api:check'],
    parallel: true,
  },
  {
    name: 'theme-scales-drift',
    command: ['npm', 'run', '--silent', 'gen:scales:check'],
    parallel: true,
  },
  {
    name: 'unit',
    command: [
      'npx',
      'vitest',
      'run',
      // Each runtime's shared-graph project and its `-isolated` twin (vite.config.ts).
      '--project=node*',
      '--project=dom*',
      // Two files at a time on CI's two CPUs (Vitest's default keeps one for itself; docs/ci.md).
      '--maxWorkers=100%',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${OUT}/unit.json`,
    ],
    json: `${OUT}/unit.json`,
  },
  {
    name: 'e2e',
    command: [
      'npx',
      'vitest',
      'run',
      '--project=e2e',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${OUT}/e2e.json`,
    ],
    json: `${OUT}/e2e.json`,
    needsBuild: true,
  },
  {
    // The demo as `npm start` serves it: journeys against the development server (tests/dev).
    name: 'dev-server',
    command: [
      'npx',
      'vitest',
      'run',
      '--project=dev',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${OUT}/dev.json`,
    ],
    json: `${OUT}/dev.json`,
  },
  {
    // Every page's budget: the JavaScript it downloads as it starts (scripts/size.mjs).
    name: 'size-budget',
    command: ['node', 'scripts/size.mjs', '--check', '--json', `${OUT}/size.json`],
    json: `${OUT}/size.json`,
    needsBuild: true,
  },
  {
    name: 'stories',
    command: ['node', 'scripts/test-stories.mjs', '--json', `${OUT}/stories.json`],
    json: `${OUT}/stories.json`,
  },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !steps.some((s) => s.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown step(s): ${unknown.join(', ')}. Steps: ${steps.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}
const selected = wanted.length > 0 ? steps.filter((s) => wanted.includes(s.name)) : steps;

/**
 * Runs a command; with `quiet`, its output is kept and printed whole when it ends, so that steps
 * running side by side do not interleave their lines.
 */
function run(command, env = {}, quiet = false) {
  return new Promise((ok) => {
    const [bin, ...args] = command;
    const child = spawn(bin, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const done = (code) => ok({ code, output: Buffer.concat(output).toString() });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(1));
  });
}

/**
 * Reads a Jest-shaped JSON report (Vitest's json reporter and the Storybook test-runner share it):
 * the counts, and each failed test's file, name and why it failed (./failure-summary.mjs), which
 * the summary repeats so that the last lines of a long log say what failed.
 */
function readReport(file) {
  if (!existsSync(file)) return undefined;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const failures = [];
    for (const suite of report.testResults ?? []) {
      const where = relative(process.cwd(), suite.name ?? '');
      const failed = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const test of failed) {
        failures.push(`${where} › ${test.fullName}: ${failureSummary(test.failureMessages?.[0])}`);
      }
      if (failed.length === 0 && suite.status === 'failed') {
        failures.push(`${where}: ${failureSummary(suite.message)}`);
      }
    }
    return {
      passed: report.numPassedTests ?? 0,
      failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
      failures,
    };
  } catch {
    return undefined;
  }
}

let built = false;

async function runStep(step, quiet) {
  if (!quiet) console.log(`\n━━ ${step.name}: ${step.command.join(' ')}`);
  if (step.json) rmSync(step.json, { force: true });
  const started = Date.now();
  const env = { ...step.env, ...(step.needsBuild && built ? PREBUILT : {}) };
  const { code, output } = await run(step.command, env, quiet);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (quiet) {
    console.log(`\n━━ ${step.name}: ${step.command.join(' ')}  (${seconds} s)`);
    if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  }
  let counts = step.json ? readReport(step.json) : undefined;
  if (!counts) {
    counts = { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, failures: [] };
  }
  // A runner that exits non-zero while reporting no failed test still failed (a crash, a bad
  // config, a coverage gate): count it once so the total cannot read green.
  if (code !== 0 && counts.failed === 0) counts = { ...counts, failed: 1 };
  if (step.name === 'build') built = code === 0;
  return { name: step.name, code, seconds, ...counts };
}

/** Runs `batch` at most `width` at a time; answers the results in the batch's order. */
async function runSideBySide(batch, width) {
  const results = new Array(batch.length);
  let next = 0;
  const lane = async () => {
    while (next < batch.length) {
      const index = next++;
      results[index] = await runStep(batch[index], true);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, batch.length) }, lane));
  return results;
}

const results = [];
for (let i = 0; i < selected.length;) {
  if (selected[i].parallel) {
    let end = i;
    while (end < selected.length && selected[end].parallel) end++;
    results.push(...(await runSideBySide(selected.slice(i, end), availableParallelism())));
    i = end;
  } else {
    results.push(await runStep(selected[i], false));
    i++;
  }
}

console.log('\n━━ summary');
for (const r of results) {
  const status = r.code === 0 ? 'ok  ' : 'FAIL';
  const skipped = r.skipped ? `, ${r.skipped} skipped` : '';
  console.log(
    `${status} ${r.name.padEnd(22)} ${r.passed} passed, ${r.failed} failed${skipped}  (${r.seconds} s)`,
  );
  for (const failure of r.failures.slice(0, 10)) console.log(`       ✗ ${failure}`);
  if (r.failures.length > 10) console.log(`       … and ${r.failures.length - 10} more`);
}
const total = results.reduce(
  (t, r) => ({
    passed: t.passed + r.passed,
    failed: t.failed + r.failed,
    skipped: t.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
