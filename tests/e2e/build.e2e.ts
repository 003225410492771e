import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

// The build the journeys run (VITE_API_MOCK=off) is what a real backend's users get.
describe('the production build for a real backend', () => {
  it('contains no mock code', () => {
    const dist = inject('dist');
    const scripts = files(dist).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const leaks = scripts.filter((file) =>
      /mockServiceWorker|setupWorker|pitchside:mock-db|@msw\/data/.test(readFileSync(file, 'utf8')),
    );
    expect(leaks).toEqual([]);
    expect(files(dist).some((file) => file.endsWith('mockServiceWorker.js'))).toBe(false);
  });
});
