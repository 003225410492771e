/**
 * The contract cannot import the domain, so it does not restate policy numbers in its prose (its
 * info says where they live), and where an example quotes one of the mock's messages, the
 * example says what the mock says at today's constants.
 */
import { describe, expect, it } from 'vitest';
import { windowClosedMessage } from '@domain';
import { openApiDocument } from '@mocks/testing/responseValidator';

/** Every string under `key` anywhere in the document, with where it sits. */
function stringsUnder(node: unknown, key: string, path = '$'): [string, string][] {
  if (Array.isArray(node))
    return node.flatMap((item, i) => stringsUnder(item, key, `${path}[${i}]`));
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([name, value]) => {
    const here = `${path}.${name}`;
    const own: [string, string][] =
      name === key && typeof value === 'string' ? [[here, value]] : [];
    return [...own, ...stringsUnder(value, key, here)];
  });
}

function allStrings(node: unknown, path = '$'): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (Array.isArray(node)) return node.flatMap((item, i) => allStrings(item, `${path}[${i}]`));
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([name, value]) => allStrings(value, `${path}.${name}`));
}

// A cut-off in hours, a multiplier, a peak window or a page size stated as a number.
const POLICY_NUMBER =
  /\b\d+ hours? before|\b\d+-hour\b(?! clock)|\bx ?\d+\.\d+|× ?\d|\b\d{2}:\d{2}-\d{2}:\d{2} on a weekday|\b\d+ per page\b/;

describe('the contract and the policy constants', () => {
  it('states no policy number in a description or summary', () => {
    const prose = [
      ...stringsUnder(openApiDocument, 'description'),
      ...stringsUnder(openApiDocument, 'summary'),
    ];
    expect(prose.length).toBeGreaterThan(100);
    expect(prose.filter(([, text]) => POLICY_NUMBER.test(text))).toEqual([]);
  });

  it('quotes the mock’s cut-off messages as the domain words them', () => {
    const quoted = allStrings(openApiDocument).filter(([, text]) =>
      /^(Bookings can only be (cancelled|rescheduled)|You can only leave a session) up to/.test(
        text,
      ),
    );
    expect(quoted.length).toBeGreaterThan(0);
    const current = [
      windowClosedMessage('cancel'),
      windowClosedMessage('reschedule'),
      windowClosedMessage('leave'),
    ];
    for (const [, text] of quoted) expect(current).toContain(text);
  });
});
