// `npm test`: every check the project has, in order, each run even when an earlier one fails.
// Static checks count as one test each; runners report their own counts through JSON files.
// The last line is the total, `N passed, N failed`, which CI reads.
// Usage: node scripts/test.mjs [step names…]   (no names: all steps)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const OUT = 'test-results';
mkdirSync(OUT, { recursive: true });

/** @type {{ name: string, command: string[], json?: string, env?: Record<string, string> }[]} */
const steps = [
  { name: 'lint', command: ['npx', 'eslint', '--max-warnings', '0', '.'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
  { name: 'types', command: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
  {
    name: 'contract-lint',
    command: ['npx', 'redocly', 'lint', 'openapi.yaml', '--format', 'summary'],
    env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
  { name: 'contract-types-drift', command: ['npm', 'run', '--silent', 'gen:api:check'] },
  { name: 'theme-scales-drift', command: ['npm', 'run', '--silent', 'gen:scales:check'] },
  {
    name: 'unit',
    command: [
      'npx',
      'vitest',
      'run',
      '--project=node',
      '--project=dom',
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
  },
  {
    // The budget: a visitor's first page (/, /landing, /login) downloads at most 150 KB of JS.
    name: 'size-budget',
    command: ['node', 'scripts/size.mjs', '--check', '--json', `${OUT}/size.json`],
    json: `${OUT}/size.json`,
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

function run(command, env = {}) {
  return new Promise((ok) => {
    const [bin, ...args] = command;
    const child = spawn(bin, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => ok(code ?? (signal ? 1 : 0)));
    child.on('error', () => ok(1));
  });
}

/** Reads a Jest-shaped JSON report (Vitest's json reporter and the Storybook test-runner share it). */
function readCounts(file) {
  if (!existsSync(file)) return undefined;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return {
      passed: report.numPassedTests ?? 0,
      failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  } catch {
    return undefined;
  }
}

const results = [];
for (const step of selected) {
  console.log(`\n━━ ${step.name}: ${step.command.join(' ')}`);
  if (step.json) rmSync(step.json, { force: true });
  const started = Date.now();
  const code = await run(step.command, step.env);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counts = step.json ? readCounts(step.json) : undefined;
  if (!counts) counts = { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
  // A runner that exits non-zero while reporting no failed test still failed (a crash, a bad
  // config, a coverage gate): count it once so the total cannot read green.
  if (code !== 0 && counts.failed === 0) counts = { ...counts, failed: 1 };
  results.push({ name: step.name, code, seconds, ...counts });
}

console.log('\n━━ summary');
for (const r of results) {
  const status = r.code === 0 ? 'ok  ' : 'FAIL';
  const skipped = r.skipped ? `, ${r.skipped} skipped` : '';
  console.log(
    `${status} ${r.name.padEnd(22)} ${r.passed} passed, ${r.failed} failed${skipped}  (${r.seconds} s)`,
  );
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
