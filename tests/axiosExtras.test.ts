/**
 * The production build stands in for parts of axios the client never uses (app/api/noAxiosExtras.ts):
 * nothing in the app may use them, and each stand-in says so plainly if anything ever does. (The
 * journeys run the production build: every request passes the option checks' stand-in, and the
 * profile's photo goes up as the multipart form that never needs formDataToJSON.)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import CancelTokenNotInThisBuild, {
  NO_OPTION_CHECKS,
  NO_STATUS_NAMES,
  formDataToJSONNotInThisBuild,
  progressEventReducer,
} from '../app/api/noAxiosExtras';

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

describe('axios without the parts the client never uses (production build)', () => {
  it('finds none of them used in the app, its screens, the domain or the mock server', () => {
    const unused =
      /\b(CancelToken|HttpStatusCode|formToJSON|onUploadProgress|onDownloadProgress|transitional|paramsSerializer)\b/;
    const users = ['app', 'ui', 'domain', 'mocks']
      .flatMap((dir) => [...sourceFiles(dir)])
      .filter((file) => !file.endsWith('noAxiosExtras.ts'))
      .filter((file) => unused.test(readFileSync(file, 'utf8')));
    expect(users).toEqual([]);
  });

  it('sends its one form without a JSON content type, so axios passes it on as multipart', () => {
    const client = readFileSync('app/api/client.ts', 'utf8');
    const sendForm = client.slice(client.indexOf('async function sendForm'));
    expect(sendForm.slice(0, sendForm.indexOf('\n  }\n'))).toMatch(
      /send\(\{ method, url: path, data: form \}\)/,
    );
    expect(client).not.toMatch(/Content-Type/i);
  });

  it('refuses a form as JSON and progress events with messages that say so', () => {
    expect(() => formDataToJSONNotInThisBuild()).toThrow(/multipart/);
    expect(() => progressEventReducer()).toThrow(/progress events/);
  });

  it('accepts every configuration in place of the option checks', () => {
    const { assertOptions, validators } = NO_OPTION_CHECKS;
    expect(() => assertOptions()).not.toThrow();
    expect(validators.transitional()()).toBe(true);
    expect(validators.spelling()()).toBe(true);
  });

  it('refuses a CancelToken with a message that names the way to cancel', () => {
    expect(() => new CancelTokenNotInThisBuild()).toThrow(/AbortSignal/);
    expect(() => CancelTokenNotInThisBuild.source()).toThrow(/AbortSignal/);
    expect(Object.keys(NO_STATUS_NAMES)).toEqual([]);
  });
});
