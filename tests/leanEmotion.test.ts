// @vitest-environment happy-dom
/**
 * The production build's edit to emotion's style sheet (scripts/lean-chakra.mjs, edit 6): a
 * pre-rendered `<style>` that emotion takes over stays where it is in the head (moving it makes
 * the browser parse it again and restyle the page), and what emotion adds next still comes right
 * after it. A style outside the container is still moved in, as emotion does.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EDITED_FILES, editChakraSource } from '../scripts/lean-chakra.mjs';

const require = createRequire(import.meta.url);
const SHEET = '@emotion/sheet/dist/emotion-sheet.esm.js';
const cache = join(
  process.cwd(),
  'node_modules',
  '.cache',
  'pitchside',
  `lean-emotion-${process.pid}`,
);

interface Sheet {
  hydrate(nodes: HTMLStyleElement[]): void;
  insert(rule: string): void;
  tags: HTMLStyleElement[];
}
type SheetClass = new (options: { key: string; container: Node; speedy?: boolean }) => Sheet;
let Edited: SheetClass;
let Published: SheetClass;

beforeAll(async () => {
  const root = dirname(require.resolve('@emotion/sheet/package.json'));
  const installed = join(root, SHEET.replace('@emotion/sheet/', ''));
  const source = readFileSync(installed, 'utf8');
  const edited = editChakraSource(installed, source);
  if (edited === null) throw new Error(`No edit applies to ${SHEET}`);
  mkdirSync(cache, { recursive: true });
  writeFileSync(join(cache, 'edited.mjs'), edited);
  writeFileSync(join(cache, 'published.mjs'), source);
  Edited = (await import(/* @vite-ignore */ pathToFileURL(join(cache, 'edited.mjs')).href))
    .StyleSheet;
  Published = (await import(/* @vite-ignore */ pathToFileURL(join(cache, 'published.mjs')).href))
    .StyleSheet;
});

afterAll(() => rmSync(cache, { recursive: true, force: true }));

/**
 * The head of a pre-rendered page once its code has been asked for (a data script stands for the
 * entry's, which the test's document would try to load).
 */
beforeEach(() => {
  document.head.innerHTML =
    '<meta charset="UTF-8"><title>Pitchside</title>' +
    '<style data-emotion="css-global g1" data-s="">:root{--x:1}</style>' +
    '<style data-emotion="css a1 b2" data-s="">.css-a1{color:red}.css-b2{color:blue}</style>' +
    '<link rel="modulepreload" href="/assets/page.js"><script type="application/json">{}</script>';
});

const order = () =>
  [...document.head.children].map(
    (el) => el.getAttribute('data-emotion') ?? el.tagName.toLowerCase(),
  );
const rules = () => document.head.querySelector<HTMLStyleElement>('style[data-emotion^="css "]')!;

describe("emotion's style sheet in the production build", () => {
  it('is an edit the installed emotion takes', () => {
    expect(EDITED_FILES).toContain(SHEET);
  });

  it('keeps a pre-rendered style where it is in the head', () => {
    const before = order();
    const node = rules();
    const sheet = new Edited({ key: 'css', container: document.head, speedy: false });
    sheet.hydrate([node]);
    expect(order()).toEqual(before);
    expect(rules()).toBe(node);
    expect(sheet.tags).toEqual([node]);
  });

  it('adds its next rules right after the pre-rendered ones, before the scripts', () => {
    const sheet = new Edited({ key: 'css', container: document.head, speedy: false });
    sheet.hydrate([rules()]);
    sheet.insert('.css-c3{color:green}');
    expect(order()).toEqual([
      'meta',
      'title',
      'css-global g1',
      'css a1 b2',
      'css',
      'link',
      'script',
    ]);
    expect(sheet.tags[1]?.textContent).toBe('.css-c3{color:green}');
  });

  it('still moves a style from outside its container into it', () => {
    const stray = document.createElement('style');
    stray.setAttribute('data-emotion', 'css z9');
    document.body.append(stray);
    const sheet = new Edited({ key: 'css', container: document.head, speedy: false });
    sheet.hydrate([stray]);
    expect(stray.parentNode).toBe(document.head);
    expect(document.head.lastElementChild).toBe(stray);
  });

  it('is needed: emotion as published moves the pre-rendered style behind the scripts', () => {
    const sheet = new Published({ key: 'css', container: document.head, speedy: false });
    sheet.hydrate([rules()]);
    expect(order().at(-1)).toBe('css a1 b2');
  });
});
