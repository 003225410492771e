/**
 * Setup of the test files that share one module graph per worker (vite.config.ts): each file,
 * before its environment is torn down, waits for every module the app and the design system load
 * lazily (each `import('…')` in their sources). A file that ended while a lazy module was still
 * loading (a page's header drawing its account menu or bell as the last test finished) left that
 * module half loaded in the shared graph: Vitest refuses a load after the teardown
 * (EnvironmentTeardownError), and every later file of that worker that imports the module fails.
 * Importing a module that is loading waits for that same load; one already loaded costs nothing,
 * so a worker loads each lazy module at most once.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll } from 'vitest';

// The repository's root, this file's parent folder (the environment's page has its own URL).
const root = resolve(import.meta.dirname, '..');
const SOURCES = ['app', 'ui', 'domain'];
const LAZY_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
/** Loaded by the production entry alone, never in a test's page: the mock's worker, the app's. */
const ENTRY_ONLY = new Set(['@mocks/browser', resolve(root, 'app/pwa/registerServiceWorker')]);

function lazyModules(): string[] {
  const found = new Set<string>();
  for (const folder of SOURCES) {
    const files = readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file),
    );
    for (const file of files) {
      const path = join(root, folder, file);
      for (const [, specifier = ''] of readFileSync(path, 'utf8').matchAll(LAZY_IMPORT)) {
        found.add(specifier.startsWith('.') ? resolve(dirname(path), specifier) : specifier);
      }
    }
  }
  return [...found].filter((module) => !ENTRY_ONLY.has(module));
}

const modules = lazyModules();

/**
 * The first file of a worker to end loads (transforms) every lazy module of the app, the later
 * ones nothing: work whose length depends on the machine and on what else it runs, not a test's
 * answer, so it is given the time a slow, busy machine takes rather than a hook's default.
 */
const LOAD_ALL_MS = 120_000;

afterAll(async () => {
  await Promise.allSettled(modules.map((module) => import(/* @vite-ignore */ module)));
}, LOAD_ALL_MS);
