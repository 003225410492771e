/**
 * `npm run conformance -- --base-url URL [--accounts FILE] [--mutations] [--now ISO] [--json FILE]`
 * (docs/backend-conformance.md). Exits 1 when a SPEC §7 operation is missing or non-conforming or
 * a rule fails, 2 on a usage error.
 *
 * Accounts come from a JSON file `{"member": {"email": …, "password": …}, "unapproved": …,
 * "staff": …, "admin": …}` or from CONFORMANCE_<ROLE>_EMAIL and CONFORMANCE_<ROLE>_PASSWORD
 * (ROLE: MEMBER, UNAPPROVED, STAFF, ADMIN), the environment winning. Neither a password nor a
 * token is ever printed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { ROLES, runConformance, type Credentials, type SignedInRole } from './kit';
import { formatReport } from './report';

function usage(message: string): never {
  process.stderr.write(
    `${message}\nUsage: npm run conformance -- --base-url http://127.0.0.1:4010/api/v1 ` +
      `[--accounts accounts.json] [--mutations] [--now 2026-01-15T09:30:00+01:00] [--json report.json]\n`,
  );
  process.exit(2);
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) usage(`${name} needs a value.`);
  return value;
}

function credentialsOf(file: string | undefined): Credentials {
  const credentials: Credentials = {};
  if (file) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Credentials;
    Object.assign(credentials, parsed);
  }
  for (const role of ROLES) {
    if (role === 'anonymous') continue;
    const email = process.env[`CONFORMANCE_${role.toUpperCase()}_EMAIL`];
    const password = process.env[`CONFORMANCE_${role.toUpperCase()}_PASSWORD`];
    if (email && password) credentials[role as SignedInRole] = { email, password };
  }
  return credentials;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const baseUrl = option(args, '--base-url') ?? usage('--base-url is required.');
  const nowText = option(args, '--now');
  const now = nowText ? new Date(nowText) : undefined;
  if (now && Number.isNaN(now.getTime())) usage(`--now is not a date: ${nowText}`);
  const report = await runConformance({
    baseUrl,
    credentials: credentialsOf(option(args, '--accounts')),
    mutations: args.includes('--mutations'),
    ...(now ? { now } : {}),
    log: (line) => process.stderr.write(`${line}\n`),
  });
  process.stdout.write(`${formatReport(report)}\n`);
  const json = option(args, '--json');
  if (json) writeFileSync(json, JSON.stringify(report, null, 2));
  process.exit(report.ok ? 0 : 1);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
