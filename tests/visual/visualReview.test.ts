import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { capturesFor, compare, type StoryFacts } from '../../.storybook/visual';
import { writeVisualReport } from '../../scripts/visual-report.mjs';

const story = (facts: Partial<StoryFacts>): StoryFacts => ({
  id: 'x--y',
  title: 'Components/X',
  canonical: false,
  ...facts,
});
const files = (facts: Partial<StoryFacts>) => capturesFor(story(facts)).map((c) => c.file);

describe('what visual review captures of a story', () => {
  it('a screen story: light at phone and desktop, dark at phone', () => {
    expect(files({ id: 'screens-home--default', title: 'Screens/Home' })).toEqual([
      'screens-home--default.phone-light.png',
      'screens-home--default.desktop-light.png',
      'screens-home--default.phone-dark.png',
    ]);
  });

  it('a screen story with its own viewport or theme: only that one', () => {
    const phone = { id: 's--p', title: 'Screens/S', viewport: 'phone' };
    expect(files(phone)).toEqual(['s--p.phone-light.png', 's--p.phone-dark.png']);
    expect(files({ ...phone, theme: 'dark' })).toEqual(['s--p.phone-dark.png']);
    expect(files({ id: 's--d', title: 'Screens/S', theme: 'dark' })).toEqual([
      's--d.phone-dark.png',
      's--d.desktop-dark.png',
    ]);
    expect(files({ id: 's--t', title: 'Screens/S', viewport: 'tablet' })).toEqual([
      's--t.tablet-light.png',
      's--t.tablet-dark.png',
    ]);
  });

  it("a component's canonical story and every Foundations story, in light; no other", () => {
    expect(files({ canonical: true })).toEqual(['x--y.phone-light.png', 'x--y.desktop-light.png']);
    expect(files({ canonical: false })).toEqual([]);
    expect(files({ title: 'Foundations/Tokens' })).toHaveLength(2);
  });

  it('a story that opts out is not captured', () => {
    expect(files({ title: 'Screens/S', visual: false })).toEqual([]);
    expect(files({ title: 'Screens/S', visual: { disable: true } })).toEqual([]);
  });
});

function png(width: number, height: number, paint: (x: number, y: number) => number[]) {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      image.data.set(paint(x, y), (y * width + x) * 4);
    }
  }
  return PNG.sync.write(image);
}
const white = png(8, 8, () => [255, 255, 255, 255]);
const oneDot = png(8, 8, (x, y) =>
  x === 2 && y === 3 ? [11, 125, 73, 255] : [255, 255, 255, 255],
);

describe('comparing a capture with its baseline', () => {
  it('the same bytes are no change; a dot, a colour or a size is; no baseline is new', () => {
    expect(compare(Buffer.from(white), white)).toBe('same');
    expect(compare(oneDot, white)).toBe('changed');
    const taller = png(8, 9, () => [255, 255, 255, 255]);
    expect(compare(taller, white)).toBe('changed');
    const brand = png(8, 8, () => [11, 125, 73, 255]);
    // The next shade of the brand green, as a changed token would draw it.
    const nextShade = png(8, 8, () => [21, 101, 52, 255]);
    expect(compare(nextShade, brand)).toBe('changed');
    expect(compare(white, undefined)).toBe('new');
  });

  it('an anti-aliased edge drawn a shade apart is no change', () => {
    // Black on the left, white on the right, and between them one column of grey: an edge.
    const edge = (grey: number) =>
      png(9, 9, (x) =>
        x < 4 ? [0, 0, 0, 255] : x > 4 ? [255, 255, 255, 255] : [grey, grey, grey, 255],
      );
    expect(compare(edge(140), edge(128))).toBe('same');
  });
});

// Each report runs reg-cli, a process of its own.
describe('the report of a run', { timeout: 30_000 }, () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function setUp() {
    root = mkdtempSync(join(tmpdir(), 'visual-'));
    const dirs = {
      baselines: join(root, 'baselines'),
      results: join(root, 'results'),
      records: join(root, 'records'),
    };
    for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });
    mkdirSync(join(dirs.results, 'actual'));
    writeFileSync(join(dirs.baselines, 'a--same.phone-light.png'), white);
    writeFileSync(join(dirs.baselines, 'a--changed.phone-light.png'), white);
    writeFileSync(join(dirs.baselines, 'a--gone.phone-light.png'), white);
    writeFileSync(join(dirs.results, 'actual', 'a--changed.phone-light.png'), oneDot);
    writeFileSync(join(dirs.results, 'actual', 'a--new.phone-light.png'), white);
    const records = [
      { id: 'a--same', title: 'Screens/A', file: 'a--same.phone-light.png', status: 'same' },
      {
        id: 'a--changed',
        title: 'Screens/A',
        file: 'a--changed.phone-light.png',
        status: 'changed',
      },
      { id: 'a--new', title: 'Screens/A', file: 'a--new.phone-light.png', status: 'new' },
    ];
    writeFileSync(join(dirs.records, '1.ndjson'), records.map((r) => JSON.stringify(r)).join('\n'));
    return dirs;
  }

  it('lists what changed with its pixels, what is new and what is gone, in a static page', () => {
    const dirs = setUp();
    const result = writeVisualReport({ complete: true, update: false, dirs });
    expect(result.failed).toEqual(['a--changed.phone-light.png']);
    expect(result.changedPixels).toEqual({ 'a--changed.phone-light.png': 1 });
    expect(result.added).toEqual(['a--new.phone-light.png']);
    expect(result.deleted).toEqual(['a--gone.phone-light.png']);
    expect(existsSync(join(dirs.results, 'diff', 'a--changed.phone-light.png'))).toBe(true);
    expect(existsSync(join(dirs.results, 'expected', 'a--gone.phone-light.png'))).toBe(true);
    const html = readFileSync(join(dirs.results, 'index.html'), 'utf8');
    expect(html).toContain('a--changed.phone-light.png');
    expect(html).not.toContain('fonts.googleapis.com');
    expect(readFileSync(join(dirs.results, 'baselines.txt'), 'utf8')).toMatch(/^3 baselines in /);
  });

  it('a run that did not visit every story cannot tell a baseline is gone', () => {
    const result = writeVisualReport({ complete: false, update: false, dirs: setUp() });
    expect(result.deleted).toEqual([]);
  });

  it('an update removes the baselines of stories that are gone', () => {
    const dirs = setUp();
    const result = writeVisualReport({ complete: true, update: true, dirs });
    expect(result.removed).toEqual(['a--gone.phone-light.png']);
    expect(existsSync(join(dirs.baselines, 'a--gone.phone-light.png'))).toBe(false);
  });
});
