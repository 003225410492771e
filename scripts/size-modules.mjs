// Where a page's bytes go (`npm run size -- --modules`): each built script's gzipped size shared
// among the source modules its source map names, in proportion to the minified characters each
// wrote. An estimate (gzip does not compress every module alike), but a stable one, and enough to
// see which module, package or screen to move out of a page's first load. SIZE_MODULES_FILES=1
// names each source file instead of grouping them by package.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((char, index) => [char, index]));

/** Decodes one source-map segment (base64 VLQ) into its fields. */
function decodeSegment(text) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT[char];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** Minified characters of a built file by the source each was written from. */
function charactersBySource(outDir, file) {
  const code = readFileSync(join(outDir, file), 'utf8');
  // A chunk the bundler writes itself (its runtime) has no source map.
  if (!existsSync(join(outDir, `${file}.map`)))
    return new Map([[`(${basename(file)})`, code.length]]);
  const map = JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8'));
  const lines = code.split('\n');
  const counts = new Map();
  const add = (source, count) => counts.set(source, (counts.get(source) ?? 0) + count);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const length = lines[lineIndex]?.length ?? 0;
    let column = 0;
    let from = 0;
    let owner = '(no source)';
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      column += fields[0];
      add(owner, column - from);
      from = column;
      if (fields.length >= 4) {
        sourceIndex += fields[1];
        owner = map.sources[sourceIndex] ?? '(no source)';
      } else {
        owner = '(no source)';
      }
    }
    add(owner, length - from);
  });
  const base = resolve(outDir, file, '..');
  return new Map(
    [...counts].map(([source, count]) => [
      source.startsWith('(') ? source : relative(process.cwd(), resolve(base, source)),
      count,
    ]),
  );
}

/** A source path shortened to what the reader acts on: a package, or a file of the project. */
export function moduleName(source) {
  const at = source.lastIndexOf('node_modules/');
  if (at === -1) return source;
  const rest = source.slice(at + 'node_modules/'.length).split('/');
  const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  // Chakra and zag are large and used piecemeal: name the file's folder within the package.
  if (name === '@chakra-ui/react' || name.startsWith('@zag-js/')) {
    const inner = rest.slice(rest[0].startsWith('@') ? 2 : 1).filter((part) => part !== 'dist');
    const folder = inner
      .slice(0, -1)
      .filter((part) => !['esm', 'cjs'].includes(part))
      .slice(0, 2);
    return [name, ...folder].join('/');
  }
  return name;
}

/**
 * Gzipped bytes of each module in `files` (URL paths under `outDir`), given each file's gzipped
 * size: the file's size shared in proportion to the characters each module wrote into it.
 */
export function bytesByModule(outDir, files, gzippedSize) {
  const totals = new Map();
  for (const file of files) {
    const counts = charactersBySource(outDir, decodeURIComponent(file));
    const all = [...counts.values()].reduce((sum, count) => sum + count, 0) || 1;
    const size = gzippedSize(file);
    for (const [source, count] of counts) {
      const name = process.env.SIZE_MODULES_FILES ? source : moduleName(source);
      totals.set(name, (totals.get(name) ?? 0) + (size * count) / all);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}
