import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// A fix a dependency needs is a patch-package patch, written up for its maintainers in
// docs/upstream/; a package we list ourselves is pinned to the version the patch was made for, so
// an upgrade is a decision (postinstall refuses a patch that no longer applies).
const root = new URL('../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const listed = { ...manifest.dependencies, ...manifest.devDependencies };
const writeUps = readdirSync(new URL('docs/upstream/', root)).map((name) =>
  readFileSync(new URL(`docs/upstream/${name}`, root), 'utf8'),
);
const patches = readdirSync(new URL('patches/', root)).filter((name) => name.endsWith('.patch'));

describe('patches/', () => {
  it.each(patches)('%s is written up and made for the version installed', (patch) => {
    const [, name = '', version] = /^(.+)\+([^+]+)\.patch$/.exec(patch) ?? [];
    const packageName = name.replace('+', '/');
    expect(writeUps.filter((text) => text.includes(`patches/${patch}`))).toHaveLength(1);
    const installed = JSON.parse(
      readFileSync(new URL(`node_modules/${packageName}/package.json`, root), 'utf8'),
    ) as { version: string };
    expect(installed.version).toBe(version);
    if (packageName in listed) expect(listed[packageName]).toBe(version);
  });
});
