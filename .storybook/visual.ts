/**
 * Visual review without a hosted service: while the test-runner visits a story (after its play
 * function and axe), the stories that are captured are photographed at each width and colour mode
 * they are reviewed in, and each picture is compared with its committed baseline. Which stories,
 * where the files go and why: docs/visual-review.md.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import type { ColorMode } from '../ui/theme/colorMode';
import { isViewportName, viewportSize, type ViewportName } from './viewports.ts';

/** The committed pictures a capture is compared with. */
export const BASELINE_DIR = resolve(process.env.VISUAL_BASELINES ?? 'tests/visual/baselines');
/** Where a run leaves the pictures that differ and their diffs, and the report on them. */
export const RESULT_DIR = resolve(process.env.VISUAL_RESULTS ?? 'test-results/visual');
/** One record per capture, which the report is made from when the run ends. */
export const RECORD_DIR = resolve(process.env.VISUAL_RECORDS ?? 'test-results/visual-records');

/**
 * What a picture leaves out because it changes with time rather than with the code: a toast closes
 * after 4 seconds, so whether it is still there when the picture is taken depends on how fast the
 * machine ran the play function and axe before it.
 */
export const TRANSIENT = '[data-scope="toast"][data-part="group"]';

/**
 * What a picture draws plainly because Chromium draws it itself, in a way that changes from one
 * Chromium version to the next: a text area's resize handle (a glyph of the browser's, not of the
 * design system). The picture shows that corner of the field empty.
 */
export const BROWSER_DRAWN = '::-webkit-resizer { background: transparent; }';

/** The widths every captured story is seen at, unless it asks for one of its own. */
export const REVIEW_WIDTHS: readonly ViewportName[] = ['phone', 'desktop'];

export interface VisualParameters {
  /** `false` leaves the story out of visual review (say why beside it). */
  disable?: boolean;
  /** Selectors of regions that change from run to run: painted over before comparing. */
  mask?: string[];
}

export interface StoryFacts {
  id: string;
  title: string;
  /** The first story of its file: the component's canonical example, the one its docs page leads with. */
  canonical: boolean;
  /** The viewport and theme the story sets for itself (`globals`), if any. */
  viewport?: string;
  theme?: string;
  visual?: VisualParameters | false;
}

export interface Capture {
  viewport: ViewportName;
  mode: ColorMode;
  /** The baseline's file name: `<story id>.<viewport>-<mode>.png`. */
  file: string;
}

/**
 * Dark mode changes colours, not layout: a screen is seen in dark at one width, the phone's,
 * where members mostly are (at desktop it would add a quarter more pictures and find nothing the
 * phone's and the light desktop's do not).
 */
export const DARK_WIDTH: ViewportName = 'phone';

/**
 * What is captured of a story: every screen story, in light at phone and desktop width and in
 * dark at phone width; every component's canonical story and every Foundations story, in light
 * at phone and desktop width. A story that sets its own viewport or theme is the twin of one that
 * does not, and is seen only in its own.
 */
export function capturesFor(story: StoryFacts): Capture[] {
  if (story.visual === false || story.visual?.disable) return [];
  const screen = story.title.startsWith('Screens/');
  if (!screen && !story.title.startsWith('Foundations/') && !story.canonical) return [];
  const viewports = isViewportName(story.viewport) ? [story.viewport] : REVIEW_WIDTHS;
  const ownMode = story.theme === 'dark' || story.theme === 'light' ? story.theme : undefined;
  const darkAt = viewports.includes(DARK_WIDTH) ? [DARK_WIDTH] : viewports;
  const shots: { viewport: ViewportName; mode: ColorMode }[] = ownMode
    ? viewports.map((viewport) => ({ viewport, mode: ownMode }))
    : [
        ...viewports.map((viewport) => ({ viewport, mode: 'light' as const })),
        ...(screen ? darkAt.map((viewport) => ({ viewport, mode: 'dark' as const })) : []),
      ];
  return shots.map((shot) => ({ ...shot, file: `${story.id}.${shot.viewport}-${shot.mode}.png` }));
}

export type Outcome = 'same' | 'new' | 'changed';

/**
 * Compares a capture with its baseline: the same bytes are the same picture (Chromium encodes the
 * same pixels into the same PNG), and only when the bytes differ are the pixels compared
 * (`changedPixels`). Where they changed is drawn for the report when the run ends
 * (scripts/visual-report.mjs).
 */
export function compare(actual: Buffer, baseline: Buffer | undefined): Outcome {
  if (!baseline) return 'new';
  if (actual.equals(baseline)) return 'same';
  return changedPixels(actual, baseline) === 0 ? 'same' : 'changed';
}

/**
 * The pixels that differ between two pictures of the same size, leaving out those pixelmatch
 * finds to be anti-aliasing and differences below its colour threshold of 0.05: the edge of a
 * rounded border or of a focus ring is drawn a shade apart from one run to the next in the same
 * Chromium, while a changed token, text or layout moves pixels by more.
 */
function changedPixels(actual: Buffer, baseline: Buffer): number {
  const before = PNG.sync.read(baseline);
  const after = PNG.sync.read(actual);
  if (before.width !== after.width || before.height !== after.height) return Infinity;
  return pixelmatch(before.data, after.data, undefined, before.width, before.height, {
    threshold: 0.05,
    includeAA: false,
  });
}

export interface CaptureRecord {
  id: string;
  title: string;
  file: string;
  status: 'same' | 'new' | 'changed' | 'updated' | 'added';
}

function record(entry: CaptureRecord) {
  mkdirSync(RECORD_DIR, { recursive: true });
  appendFileSync(join(RECORD_DIR, `${process.pid}.ndjson`), `${JSON.stringify(entry)}\n`);
}

/**
 * Waits for the fonts, ends every finite animation and transition at its last frame (a focus ring
 * fading in, a dialog leaving, a switch sliding), and waits two frames, twice: what an ending
 * animation unmounts may start another. Otherwise the picture shows a moment that depends on the
 * machine's speed. Infinite ones (spinners) are left to the screenshot, which puts them at their start.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (let round = 0; round < 2; round++) {
      for (const animation of document.getAnimations()) {
        const end = animation.effect?.getComputedTiming().endTime;
        if (typeof end === 'number' && Number.isFinite(end)) animation.finish();
      }
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }
  });
}

/**
 * The part of the page the story takes, from the top: its root and whatever it put at the end of
 * <body> (menus, toasts), down to the layout's padding below them. A modal (something fixed that
 * covers the screen, as a dialog's backdrop does) is seen as a member sees it: the screen itself.
 */
async function storyClip(page: Page) {
  return page.evaluate((transient) => {
    const root = document.getElementById('storybook-root');
    const { body, documentElement } = document;
    const bottoms = [root?.getBoundingClientRect().bottom ?? 0];
    let modal = false;
    for (const element of Array.from(body.children)) {
      if (element === root || element.id === 'storybook-docs') continue;
      // A portal may put the toasts' group straight into <body>: the element itself, or inside it.
      if (
        element.matches('script, style, link, iframe') ||
        element.matches(transient) ||
        element.querySelector(transient)
      ) {
        continue;
      }
      if (Array.from(element.classList).some((name) => name.startsWith('sb-'))) continue;
      for (const node of [element, ...Array.from(element.querySelectorAll('*'))]) {
        const box = node.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        bottoms.push(box.bottom);
        const covers = box.width >= window.innerWidth && box.height >= window.innerHeight;
        if (covers && getComputedStyle(node).position === 'fixed') modal = true;
      }
    }
    if (modal) return null;
    const padding = Number.parseFloat(getComputedStyle(body).paddingBottom) || 0;
    const height = Math.ceil(Math.max(...bottoms) + window.scrollY + padding);
    return { x: 0, y: 0, width: documentElement.clientWidth, height: Math.max(height, 1) };
  }, TRANSIENT);
}

async function showMode(page: Page, mode: ColorMode) {
  // As ui/theme/colorMode.ts shows it: this runs in the page, which cannot import it.
  await page.evaluate((wanted) => {
    const root = document.documentElement;
    root.classList.toggle('dark', wanted === 'dark');
    root.classList.toggle('light', wanted === 'light');
    root.style.colorScheme = wanted;
  }, mode);
}

async function photograph(page: Page, mask: string[]) {
  const clip = await storyClip(page);
  return page.screenshot({
    ...(clip ? { clip, fullPage: true } : {}),
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    style: `${TRANSIENT} { visibility: hidden !important; } ${BROWSER_DRAWN}`,
    mask: mask.map((selector) => page.locator(selector)),
  });
}

/** The story the test-runner is visiting now (`preVisit`). */
let visiting: string | undefined;

export function startVisit(storyId: string) {
  visiting = storyId;
}

/**
 * Captures a story as `capturesFor` says, after its play function has run, and compares each
 * picture with its baseline. With VISUAL_UPDATE=1 a changed or new picture becomes the baseline;
 * otherwise it is left in RESULT_DIR for the report and the story fails.
 */
export async function reviewStory(page: Page, story: StoryFacts, shownAt: ViewportName) {
  const captures = capturesFor(story);
  if (captures.length === 0) return;
  const update = process.env.VISUAL_UPDATE === '1';
  const mask = (story.visual && story.visual.mask) || [];
  const failures: string[] = [];
  // The width the story was rendered at first, so that a single-width story is never resized.
  const order = [...new Set([shownAt, ...captures.map((c) => c.viewport)])];
  for (const viewport of order) {
    const atWidth = captures.filter((c) => c.viewport === viewport);
    if (atWidth.length === 0) continue;
    await page.setViewportSize(viewportSize(viewport));
    for (const capture of atWidth) {
      // A story whose time ran out has been left for the next one: never photograph that one.
      if (visiting !== story.id) throw new Error(`${story.id}: timed out before its captures`);
      await showMode(page, capture.mode);
      await settle(page);
      const actual = await photograph(page, mask);
      const baselineFile = join(BASELINE_DIR, capture.file);
      const baseline = existsSync(baselineFile) ? readFileSync(baselineFile) : undefined;
      const outcome = compare(actual, baseline);
      const base = { id: story.id, title: story.title, file: capture.file };
      if (outcome === 'same') {
        record({ ...base, status: 'same' });
      } else if (update) {
        mkdirSync(BASELINE_DIR, { recursive: true });
        writeFileSync(baselineFile, actual);
        record({ ...base, status: outcome === 'new' ? 'added' : 'updated' });
      } else {
        mkdirSync(join(RESULT_DIR, 'actual'), { recursive: true });
        writeFileSync(join(RESULT_DIR, 'actual', capture.file), actual);
        record({ ...base, status: outcome });
        failures.push(
          `${capture.file}: ${outcome === 'new' ? 'no baseline yet' : 'differs from its baseline'}`,
        );
      }
    }
  }
  if (failures.length > 0) {
    throw new Error(
      `Visual change in ${story.id}:\n  ${failures.join('\n  ')}\n` +
        `Review it in ${join(RESULT_DIR, 'index.html')}; accept it with npm run test:visual -- --update.`,
    );
  }
}
