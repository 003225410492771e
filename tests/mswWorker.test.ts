import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The demo's service worker is a generated copy of msw's (`npx msw init mocks/public --no-save`); a
// worker older or newer than the installed msw makes the demo warn and can break interception.
describe('mocks/public/mockServiceWorker.js', () => {
  it('is the worker of the installed msw version', () => {
    const worker = readFileSync(
      new URL('../mocks/public/mockServiceWorker.js', import.meta.url),
      'utf8',
    );
    const installed = JSON.parse(
      readFileSync(new URL('../node_modules/msw/package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(worker).toContain(`const PACKAGE_VERSION = '${installed.version}'`);
  });
});
