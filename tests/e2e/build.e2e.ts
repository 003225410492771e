import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { E2E_DIST } from './globalSetup';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

// The build the journeys run (VITE_API_MOCK=off) is what a real backend's users get.
describe('the production build for a real backend', () => {
  it('contains no mock code', () => {
    const scripts = files(E2E_DIST).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const leaks = scripts.filter((file) =>
      /mockServiceWorker|setupWorker|pitchside:mock-db|@msw\/data/.test(readFileSync(file, 'utf8')),
    );
    expect(leaks).toEqual([]);
    expect(files(E2E_DIST).some((file) => file.endsWith('mockServiceWorker.js'))).toBe(false);
  });
});
