/**
 * The production build stands in for two statics of axios (app/api/noAxiosExtras.ts): nothing in
 * the app may use them, and the stand-in for CancelToken says so plainly if anything ever does.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import CancelTokenNotInThisBuild, { NO_STATUS_NAMES } from '../app/api/noAxiosExtras';

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

describe('axios without CancelToken and HttpStatusCode (production build)', () => {
  it('finds neither used in the app, its screens, the domain or the mock server', () => {
    const users = ['app', 'ui', 'domain', 'mocks']
      .flatMap((dir) => [...sourceFiles(dir)])
      .filter((file) => !file.endsWith('noAxiosExtras.ts'))
      .filter((file) => /\b(CancelToken|HttpStatusCode)\b/.test(readFileSync(file, 'utf8')));
    expect(users).toEqual([]);
  });

  it('refuses a CancelToken with a message that names the way to cancel', () => {
    expect(() => new CancelTokenNotInThisBuild()).toThrow(/AbortSignal/);
    expect(() => CancelTokenNotInThisBuild.source()).toThrow(/AbortSignal/);
    expect(Object.keys(NO_STATUS_NAMES)).toEqual([]);
  });
});
