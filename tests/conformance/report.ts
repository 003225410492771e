/** The conformance kit's table: one line per operation and per rule, then each failure's curl. */
import { ROLES, type ConformanceReport } from './kit';

const pad = (text: string, width: number) => text.padEnd(width);

export function formatReport(report: ConformanceReport): string {
  const lines: string[] = [];
  const width = Math.max(...report.operations.map((r) => r.operation.key.length), 9) + 2;
  lines.push(
    `${pad('operation', width)}${pad('kind', 6)}${pad('result', 16)}${ROLES.map((role) => pad(role, 11)).join('')}notes`,
  );
  for (const row of report.operations) {
    const kind = row.operation.spec ? 'SPEC' : 'ext';
    const statuses = ROLES.map((role) => pad(String(row.statuses[role] ?? ''), 11)).join('');
    lines.push(
      `${pad(row.operation.key, width)}${pad(kind, 6)}${pad(row.verdict, 16)}${statuses}${row.notes.join('; ')}`,
    );
  }
  const count = (verdict: string, spec: boolean) =>
    report.operations.filter((r) => r.verdict === verdict && r.operation.spec === spec).length;
  lines.push(
    '',
    `SPEC §7: ${count('implemented', true)} implemented, ${count('missing', true)} missing, ` +
      `${count('non-conforming', true)} non-conforming; extensions: ${count('implemented', false)} ` +
      `implemented, ${count('missing', false)} missing, ${count('non-conforming', false)} non-conforming`,
  );
  const { listed, notes } = report.features;
  lines.push(
    '',
    listed === undefined
      ? 'Features (X-Pitchside-Features): no header, so the app takes this server for SPEC §7 alone.'
      : `Features (X-Pitchside-Features): ${listed.length > 0 ? listed.join(', ') : 'none'}.`,
    ...notes.map((note) => `  note: ${note}`),
  );
  if (report.rules.length > 0) {
    lines.push('', `${pad('rule', 62)}result`);
    for (const rule of report.rules) {
      lines.push(`${pad(rule.rule, 62)}${rule.verdict}${rule.detail ? ` (${rule.detail})` : ''}`);
    }
  }
  const failures = [
    ...report.operations.flatMap((r) => r.failures),
    ...report.features.failures,
    ...report.rules.flatMap((r) => r.failures),
  ];
  if (failures.length > 0) {
    lines.push('', 'Failures (tokens are placeholders: set $MEMBER_TOKEN and the rest first):');
    for (const failure of failures) {
      lines.push(`✗ ${failure.operation}: ${failure.what}`);
      if (failure.curl) lines.push(`  ${failure.curl}`);
    }
  }
  lines.push(
    '',
    report.ok
      ? 'PASS: every SPEC §7 operation is implemented and conforms.'
      : 'FAIL: see the SPEC §7 operations, features and rules above.',
  );
  return lines.join('\n');
}
