// The visual report of a stories run (.storybook/visual.ts captures, this file reports): it reads
// the run's capture records, lists baselines no story captured any more, and writes a static HTML
// report with before / after / diff views (reg-cli, from a JSON of our own comparison: it compares
// nothing itself) that a designer opens from the published Storybook.
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export const BASELINE_DIR = resolve('tests/visual/baselines');
export const RESULT_DIR = resolve('test-results/visual');
export const RECORD_DIR = resolve('test-results/visual-records');
const require = createRequire(import.meta.url);
/** reg-cli's command, run with this Node (npx would spend seconds finding it). */
const REG_CLI = join(
  dirname(require.resolve('reg-cli/package.json')),
  require('reg-cli/package.json').bin['reg-cli'],
);

/** The folders a report reads and writes: the project's, unless a test gives its own. */
const DIRS = { baselines: BASELINE_DIR, results: RESULT_DIR, records: RECORD_DIR };

/** The environment the test-runner's capture (.storybook/visual.ts) reads its folders from. */
export function visualEnv({ update = false } = {}) {
  return {
    VISUAL_BASELINES: BASELINE_DIR,
    VISUAL_RESULTS: RESULT_DIR,
    VISUAL_RECORDS: RECORD_DIR,
    VISUAL_UPDATE: update ? '1' : '0',
  };
}

/** Empties what the last run left, so that the report speaks of this run only. */
export function clearVisualResults() {
  rmSync(RESULT_DIR, { recursive: true, force: true });
  rmSync(RECORD_DIR, { recursive: true, force: true });
}

function readRecords(records) {
  if (!existsSync(records)) return [];
  return readdirSync(records)
    .filter((name) => name.endsWith('.ndjson'))
    .flatMap((name) => readFileSync(join(records, name), 'utf8').split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

export function listBaselines(baselines = BASELINE_DIR) {
  if (!existsSync(baselines)) return [];
  return readdirSync(baselines)
    .filter((name) => name.endsWith('.png'))
    .sort()
    .map((file) => {
      const path = join(baselines, file);
      // A PNG's width and height are the first fields of its header, 16 bytes in.
      const header = Buffer.alloc(8);
      const fd = openSync(path, 'r');
      readSync(fd, header, 0, 8, 16);
      closeSync(fd);
      return {
        file,
        bytes: statSync(path).size,
        width: header.readUInt32BE(0),
        height: header.readUInt32BE(4),
      };
    });
}

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A picture in the report's folder: a hard link where the file system allows, else a copy. */
function place(from, to) {
  mkdirSync(resolve(to, '..'), { recursive: true });
  rmSync(to, { force: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** Two pictures on one canvas of the larger size, so that a change of size shows as a diff. */
function onCommonCanvas(a, b) {
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const place = (image) => {
    if (image.width === width && image.height === height) return image;
    const canvas = new PNG({ width, height });
    canvas.data.fill(0);
    PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
    return canvas;
  };
  return [place(a), place(b)];
}

/**
 * Draws where a changed picture differs from its baseline (pixelmatch: each changed pixel in red
 * over a faded baseline) into RESULT_DIR/diff, and answers how many pixels changed.
 */
function drawDiff(file, { baselines, results }) {
  const [before, after] = onCommonCanvas(
    PNG.sync.read(readFileSync(join(baselines, file))),
    PNG.sync.read(readFileSync(join(results, 'actual', file))),
  );
  const diff = new PNG({ width: before.width, height: before.height });
  const pixels = pixelmatch(before.data, after.data, diff.data, before.width, before.height, {
    threshold: 0,
    includeAA: true,
  });
  mkdirSync(join(results, 'diff'), { recursive: true });
  writeFileSync(join(results, 'diff', file), PNG.sync.write(diff));
  return pixels;
}

/**
 * Writes the report of a run (index.html, reg.json, baselines.txt) into the results folder.
 * `complete`: every story ran, so a baseline that nothing captured belongs to a story that is
 * gone; with `update` it is deleted, otherwise it is reported and the run fails. Answers what the
 * run found.
 */
export function writeVisualReport({ complete, update, dirs = DIRS }) {
  const { baselines, results } = dirs;
  const records = readRecords(dirs.records);
  const captured = new Set(records.map((r) => r.file));
  const byStatus = (...statuses) =>
    records.filter((r) => statuses.includes(r.status)).map((r) => r.file);
  const failed = byStatus('changed');
  const added = byStatus('new');
  const passed = byStatus('same', 'updated', 'added');
  const gone = complete
    ? listBaselines(baselines)
        .map((b) => b.file)
        .filter((file) => !captured.has(file))
    : [];

  mkdirSync(results, { recursive: true });
  const changedPixels = Object.fromEntries(failed.map((file) => [file, drawDiff(file, dirs)]));
  // Before pictures of what changed or went, and each unchanged picture, so the report shows all.
  for (const file of [...failed, ...gone]) {
    place(join(baselines, file), join(results, 'expected', file));
  }
  for (const file of passed) place(join(baselines, file), join(results, 'actual', file));
  if (update) {
    for (const file of gone) rmSync(join(baselines, file));
  }

  const json = join(results, 'reg.json');
  writeFileSync(
    json,
    JSON.stringify({
      failedItems: failed,
      newItems: added,
      deletedItems: gone,
      passedItems: passed,
      expectedItems: [...failed, ...gone],
      actualItems: [...failed, ...added, ...passed],
      diffItems: failed,
      actualDir: 'actual',
      expectedDir: 'expected',
      diffDir: 'diff',
    }),
  );
  const report = join(results, 'index.html');
  const made = spawnSync(process.execPath, [REG_CLI, '--from', json, '--report', report], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (made.status === 0 && existsSync(report)) {
    // The report's page asks a web font service for its own type; it is read offline and in
    // Storybook, so it keeps to the reader's fonts.
    const html = readFileSync(report, 'utf8').replace(
      /<link href="https:\/\/fonts\.googleapis\.com[^>]*>\s*/g,
      '',
    );
    writeFileSync(report, html);
  }

  const kept = listBaselines(baselines);
  const total = kept.reduce((sum, b) => sum + b.bytes, 0);
  writeFileSync(
    join(results, 'baselines.txt'),
    [
      `${kept.length} baselines in ${relative(process.cwd(), baselines)}, ${megabytes(total)}`,
      '',
      ...kept.map((b) => `${b.file}  ${b.width}×${b.height}  ${(b.bytes / 1024).toFixed(1)} KB`),
      '',
    ].join('\n'),
  );
  return {
    captures: records.length,
    failed,
    changedPixels,
    added,
    deleted: update ? [] : gone,
    removed: update ? gone : [],
    baselines: kept.length,
    total,
  };
}

/** The report's lines for the log. */
export function describeVisualRun(result, { update }) {
  const lines = [
    update
      ? `visual: ${result.captures} captures; baselines written for what changed or was new, ${result.removed.length} of stories that are gone removed`
      : `visual: ${result.captures} captures; ${result.failed.length} changed, ${result.added.length} without a baseline, ${result.deleted.length} baselines of stories that are gone`,
    `visual: ${result.baselines} baselines, ${megabytes(result.total)} (list: ${relative(process.cwd(), join(RESULT_DIR, 'baselines.txt'))})`,
    `visual: report ${relative(process.cwd(), join(RESULT_DIR, 'index.html'))}`,
  ];
  const problems = [
    ...result.failed.map((file) =>
      result.changedPixels[file] === 0
        ? `${file}: the same pixels, encoded differently (a new Chromium?)`
        : `${file}: ${result.changedPixels[file]} pixels changed`,
    ),
    ...result.added.map((file) => `${file}: no baseline`),
    ...result.deleted.map((file) => `${file}: no story captures it any more`),
  ];
  const shown = 30;
  for (const problem of problems.slice(0, shown)) lines.push(`visual: ✗ ${problem}`);
  if (problems.length > shown)
    lines.push(`visual: … and ${problems.length - shown} more in the report`);
  if (problems.length > 0) lines.push('visual: to accept them: npm run test:visual -- --update');
  return lines;
}
