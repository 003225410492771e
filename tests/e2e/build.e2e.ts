import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { resolveConfig } from 'vite';
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

/** The libraries every page runs: what the unit tests and development load must be what ships. */
const SHIPPED = [
  /(?:^|\/)node_modules\/@chakra-ui\/react\//,
  /(?:^|\/)node_modules\/@emotion\/[^/]+\//,
  /(?:^|\/)node_modules\/axios\//,
  /(?:^|\/)node_modules\/react-router(-dom)?\//,
  /(?:^|\/)node_modules\/react(-dom)?\//,
  /(?:^|\/)node_modules\/@tanstack\/query-core\//,
  /(?:^|\/)node_modules\/jotai(-tanstack-query)?\//,
];

type LibraryRecord = Record<string, { edited: boolean; imports: string[] }>;

// The production build's own record of what it took from node_modules (scripts/library-modules.mjs).
describe('the libraries in the production build', () => {
  const record = (): LibraryRecord =>
    JSON.parse(readFileSync(join(inject('dist'), '.vite', 'libraries.json'), 'utf8'));

  it('are the files installed in node_modules, byte for byte, as development and the unit tests load them', () => {
    const modules = Object.entries(record());
    for (const library of SHIPPED) {
      expect(
        modules.some(([file]) => library.test(file)),
        `${library} in the build`,
      ).toBe(true);
    }
    const edited = modules.filter(([, module]) => module.edited).map(([file]) => file);
    expect(edited).toEqual([]);
  });

  it('have no part stood in for by a module of the app', () => {
    const standIns = Object.entries(record()).flatMap(([file, module]) =>
      module.imports.map((imported) => `${file} -> ${imported}`),
    );
    expect(standIns).toEqual([]);
  });

  it('are resolved by their packages, not aliased to a file of the build’s choosing', async () => {
    const config = await resolveConfig({ mode: 'production' }, 'build', 'production');
    const intoLibraries = config.resolve.alias
      // Vite's own client modules (/@vite/env, /@vite/client) are Vite's, not a dependency's.
      .filter(({ replacement }) => !replacement.includes('/node_modules/vite/'))
      .filter(({ replacement }) => relative(resolve('.'), replacement).includes('node_modules'))
      .map(({ find }) => String(find));
    expect(intoLibraries).toEqual([]);
  });
});
