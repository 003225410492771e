// What a production build made of the libraries it bundles, for the test that the build ships
// them as installed (tests/e2e/build.e2e.ts): the same files, unedited, that development and the
// unit tests load from node_modules. It reads and records; it changes nothing.
//
// For every module from node_modules the build takes, it records the module (its path from the
// project), whether its code as the last plugin saw it still equals the file on disk (an edit by
// any plugin would not), and the modules outside node_modules it imports (a stand-in for part of
// a library would be one). The record is written beside Vite's manifest, `.vite/libraries.json`.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const LIBRARY = /[\\/]node_modules[\\/]/;
/** The file of a module id: without a query, and not one of the bundler's virtual modules. */
const fileOf = (id) => (id.startsWith('\0') ? null : id.split('?')[0]);

/** @returns {import('vite').Plugin} */
export function libraryModules() {
  /** @type {Map<string, { edited: boolean, imports: string[] }>} */
  const modules = new Map();
  let root = process.cwd();
  return {
    name: 'pitchside-library-modules',
    apply: 'build',
    // After every other plugin's transform: the code that goes into the bundle.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      const file = fileOf(id);
      if (!file || !LIBRARY.test(file)) return null;
      let edited = true;
      try {
        edited = readFileSync(file, 'utf8') !== code;
      } catch {
        // No file on disk for it: recorded as edited, so that the test names it.
      }
      modules.set(relative(root, file), { edited, imports: [] });
      return null;
    },
    moduleParsed(info) {
      const file = fileOf(info.id);
      const entry = file && modules.get(relative(root, file));
      if (!entry) return;
      entry.imports = [...info.importedIds, ...info.dynamicallyImportedIds]
        .map(fileOf)
        .filter((imported) => imported && !LIBRARY.test(imported))
        .map((imported) => relative(root, imported));
    },
    generateBundle() {
      const record = Object.fromEntries([...modules].sort(([a], [b]) => a.localeCompare(b)));
      this.emitFile({
        type: 'asset',
        fileName: '.vite/libraries.json',
        source: `${JSON.stringify(record, null, 1)}\n`,
      });
    },
  };
}
