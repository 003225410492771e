// The build step that turns the public pages into HTML (docs/prerender.md). A Vite plugin, so
// every `vite build` of the app (npm run build, build:demo, the journeys, size, bench) gets it:
// - every document gets, in its head, the inline script that applies the stored colour mode
//   before the first paint and hides a pre-rendered page this visitor must not see
//   (app/prerender/beforePaint.js); the CSP of public/_headers allows it by its hash, and the
//   build fails, naming the hash, when the two disagree;
// - once the app's bundle is written, a server build of app/prerender/RenderPage.tsx renders each
//   public page (scripts/pages.mjs) into the app's root, with its title, as dist/<path>/index.html
//   (the home page as dist/index.html, which a host also serves for every other path).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { PUBLIC_PAGES } from './pages.mjs';

const SCRIPT = 'app/prerender/beforePaint.js';
const ENTRY = 'app/prerender/RenderPage.tsx';
const HEADERS = 'public/_headers';
const SERVER_OUT = 'node_modules/.cache/pitchside/prerender';
/** Hides the root while the before-paint script says its pre-rendered page is not this visitor's. */
const HIDE_STALE = 'html[data-prerender=stale] #root{visibility:hidden}';

/** The before-paint script as inlined: its source without its comment lines. */
export function beforePaintScript(root = process.cwd()) {
  return readFileSync(resolve(root, SCRIPT), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .join('\n')
    .trim();
}

/** The CSP source that allows an inline script: 'sha256-…' of its exact text. */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Where a path's document goes in the output folder. */
const documentOf = (outDir, path) =>
  path === '/' ? join(outDir, 'index.html') : join(outDir, path.slice(1), 'index.html');

/** @returns {import('vite').Plugin[]} */
export function prerender() {
  /** @type {import('vite').ResolvedConfig} */
  let config;
  let appBuild = false;
  const script = beforePaintScript();
  const prerenderPages = {
    name: 'pitchside-prerender',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'pre',
      handler() {
        return [
          { tag: 'style', children: HIDE_STALE, injectTo: 'head' },
          { tag: 'script', children: script, injectTo: 'head' },
        ];
      },
    },
    writeBundle(_options, bundle) {
      // Only the app's own build is pre-rendered (not its server build, nor Storybook's).
      appBuild = !config.build.ssr && 'index.html' in bundle;
      if (!appBuild) return;
      const csp = readFileSync(resolve(config.root, HEADERS), 'utf8');
      if (!csp.includes(scriptHash(script))) {
        this.error(
          `${HEADERS}: script-src must allow the before-paint script (${SCRIPT}) by its hash ` +
            `${scriptHash(script)}.`,
        );
      }
    },
    async closeBundle() {
      if (!appBuild) return;
      const outDir = resolve(config.root, config.build.outDir);
      const serverOut = resolve(config.root, SERVER_OUT);
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: {
          ssr: ENTRY,
          outDir: serverOut,
          emptyOutDir: true,
          sourcemap: false,
          manifest: false,
          copyPublicDir: false,
          chunkSizeWarningLimit: 4096,
          rolldownOptions: { output: { codeSplitting: false } },
        },
      });
      const { renderPage } = await import(pathToFileURL(join(serverOut, 'RenderPage.js')).href);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const rendered = [];
      for (const path of PUBLIC_PAGES) {
        const page = await renderPage(path);
        // A boundary that suspended leaves React's inline completion script, which the CSP
        // refuses: the page must render whole (its code preloaded, no check pending).
        if (/<script/i.test(page.html)) {
          throw new Error(
            `The pre-rendered ${path} was not rendered whole (React left a script to finish it); see docs/prerender.md.`,
          );
        }
        const unstyled = classesWithoutStyles(page.html);
        if (unstyled.length > 0) {
          throw new Error(
            `The pre-rendered ${path} uses classes whose styles it does not carry: ${unstyled.join(', ')}.`,
          );
        }
        const html = template
          .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
          .replace('<script>', () => `<script data-path="${escapeHtml(path)}">`);
        if (!html.includes(page.html))
          throw new Error(`index.html has no empty #root for ${path}.`);
        mkdirSync(join(documentOf(outDir, path), '..'), { recursive: true });
        rendered.push([documentOf(outDir, path), html]);
      }
      // The template is read once, before the home page replaces it.
      for (const [file, html] of rendered) writeFileSync(file, html);
      rmSync(serverOut, { recursive: true, force: true });
    },
  };
  /** After Vite has written the entry's tags into the built document (the app's, not Storybook's). */
  const scriptsAfterPaint = {
    name: 'pitchside-scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html.includes('<div id="root">') ? loadAfterFirstPaint(html) : html;
      },
    },
  };
  return [prerenderPages, scriptsAfterPaint];
}

/**
 * The built document with its entry script and module preloads taken out and named instead in
 * `<meta name="pitchside-app" content="ENTRY PRELOAD…">` at the top of its head, for the
 * before-paint script to load once the page has painted (docs/prerender.md).
 */
export function loadAfterFirstPaint(html) {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const preload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const found = html.match(entry);
  if (!found) throw new Error("index.html: the app's entry script was not found.");
  const preloads = [...html.matchAll(preload)].map((m) => m[1]);
  const meta = `<meta name="pitchside-app" content="${escapeHtml([found[1], ...preloads].join(' '))}">`;
  return html
    .replace(entry, '')
    .replace(preload, '')
    .replace(/<meta charset="UTF-8" \/>/, (charset) => `${charset}\n    ${meta}`);
}

/**
 * The emotion classes a document uses but carries no <style> for. Emotion writes each rule once
 * per render, beside the first element that uses it; a render attempt React threw away (a
 * boundary that suspended) takes its rules with it, and the page then paints unstyled parts
 * until the app's code arrives and moves them (seen as a layout shift on /login).
 */
export function classesWithoutStyles(html) {
  const styled = new Set(
    [...html.matchAll(/data-emotion="css(?:-global)? ([^"]*)"/g)].flatMap((m) => m[1].split(' ')),
  );
  const used = new Set(
    [...html.matchAll(/class="([^"]*)"/g)].flatMap((m) =>
      m[1]
        .split(/\s+/)
        .filter((name) => /^css-[a-z0-9]+$/.test(name) && name !== 'css-0')
        .map((name) => name.slice('css-'.length)),
    ),
  );
  return [...used].filter((name) => !styled.has(name)).sort();
}
