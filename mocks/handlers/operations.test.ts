// Every operation of openapi.yaml has a handler, and every handler serves an operation of it.
import { describe, expect, it } from 'vitest';
import { listOperations } from '../testing/responseValidator';
import { API_BASE_URL } from '../http';
import { handlers } from './index';

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** '*\/api/v1/bookings/bookings/:id/' → '/bookings/bookings/{id}/' */
function templateOf(path: unknown): string | undefined {
  if (typeof path !== 'string' || !path.startsWith(API_BASE_URL)) return undefined;
  return path.slice(API_BASE_URL.length).replace(/:([A-Za-z_]\w*)/g, '{$1}');
}

const served = new Set(
  handlers.map((handler) => key(String(handler.info.method), templateOf(handler.info.path) ?? '?')),
);
const operations = listOperations().map((op) => key(op.method, op.path));

describe('handlers', () => {
  it('serve every operation of openapi.yaml', () => {
    const missing = operations.filter((operation) => !served.has(operation));
    console.warn(
      `handlers: ${operations.length - missing.length} of ${operations.length} operations`,
    );
    expect(missing).toEqual([]);
  });

  it('serve nothing but the operations of openapi.yaml, each once', () => {
    const known = new Set(operations);
    expect([...served].filter((handler) => !known.has(handler))).toEqual([]);
    expect(served.size).toBe(handlers.length);
  });
});
