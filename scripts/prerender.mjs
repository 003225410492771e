// The build step that turns the public pages into HTML (docs/prerender.md). A Vite plugin, so
// every `vite build` of the app (npm run build, build:demo, the journeys, size, bench) gets it:
// - every document gets, in its head, the inline script that applies the stored colour mode
//   before the first paint and hides a pre-rendered page this visitor must not see
//   (app/prerender/beforePaint.js); the CSP of public/_headers allows it by its hash, and the
//   build fails, naming the hash, when the two disagree;
// - once the app's bundle is written, a server build of app/prerender/RenderPage.tsx renders each
//   public page, and each member page's shell (scripts/pages.mjs), into the app's root, with its
//   title, as dist/<path>/index.html
//   (the home page as dist/index.html, which a host also serves for every other path), with the
//   page's styles in the head and the files of its code named for the before-paint script.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { MEMBER_PAGES, PUBLIC_PAGES } from './pages.mjs';

const SCRIPT = 'app/prerender/beforePaint.js';
const ENTRY = 'app/prerender/RenderPage.tsx';
const HEADERS = 'public/_headers';
const ROUTES = 'app/RouteTable.tsx';
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
      const { renderPage, EARLY_REQUESTS, API_BASE_PATH } = await import(
        pathToFileURL(join(serverOut, 'RenderPage.js')).href
      );
      let template = manifestAfterFirstPaint(readFileSync(join(outDir, 'index.html'), 'utf8'));
      // A build for a real backend names the requests the before-paint script starts with a
      // stored session (app/prerender/earlyRequests.ts); the demo's answers come from its mock
      // worker, which is not running that early.
      if (config.env.VITE_API_MOCK === 'off') {
        const plan = { api: config.env.VITE_API_BASE_URL || API_BASE_PATH, ...EARLY_REQUESTS };
        template = template.replace(
          /<meta name="pitchside-app" content="[^"]*"/,
          (meta) => `${meta} data-early="${escapeHtml(JSON.stringify(plan))}"`,
        );
      }
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
      const pageModules = routeModules(readFileSync(resolve(config.root, ROUTES), 'utf8'));
      const rendered = [];
      const pages = [
        ...PUBLIC_PAGES.map((path) => ({ path, shell: false })),
        ...MEMBER_PAGES.map((path) => ({ path, shell: true })),
      ];
      for (const { path, shell } of pages) {
        const page = await renderPage(path, { shell });
        // A boundary that suspended leaves React's inline completion script, which the CSP
        // refuses: the page must render whole (its code preloaded, no check pending).
        if (/<script/i.test(page.html)) {
          throw new Error(
            `The pre-rendered ${path} was not rendered whole (React left a script to finish it); see docs/prerender.md.`,
          );
        }
        const sentByGet = formsSentByGet(page.html);
        if (sentByGet > 0) {
          throw new Error(
            `The pre-rendered ${path} has ${sentByGet} form(s) without method="post": sent before the app has taken the page over (or without JavaScript), its fields would go in the address; see docs/prerender.md.`,
          );
        }
        const unstyled = classesWithoutStyles(page.html);
        if (unstyled.length > 0) {
          throw new Error(
            `The pre-rendered ${path} uses classes whose styles it does not carry: ${unstyled.join(', ')}.`,
          );
        }
        const { body, head } = stylesToHead(page.html);
        const html = template
          .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
          .replace('</head>', () => `${head}</head>`)
          .replace(
            /<meta name="pitchside-app" content="[^"]*"/,
            (meta) =>
              `${meta} data-page="${escapeHtml(pageFiles(manifest, pageModules.get(path), config.base).join(' '))}"`,
          )
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
          .replace(
            '<script>',
            () =>
              `<script data-path="${escapeHtml(path)}"${page.shell ? ` data-shell="${escapeHtml(JSON.stringify(page.shell))}"` : ''}>`,
          );
        if (!html.includes(body)) throw new Error(`index.html has no empty #root for ${path}.`);
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
 * The document with its web app manifest's link (the installable build's, written by
 * vite-plugin-pwa) taken out and named instead on the `pitchside-app` meta as `data-manifest`, for
 * the before-paint script to add with the app's code, once the page has painted. On the link, the
 * browser checks whether the app can be installed (the manifest, then its icon): asked for while
 * the page loads, those requests share the phone's connection with the page's own bytes, and a
 * page that paints no sooner than its load event waits for them (docs/prerender.md). A document
 * without the link (the demo's build, which installs nothing) is answered as it is.
 */
export function manifestAfterFirstPaint(html) {
  const link = /\s*<link rel="manifest" href="([^"]+)"( crossorigin="[^"]*")?>/;
  const found = html.match(link);
  if (!found) return html;
  if (found[2]) throw new Error('index.html: a manifest sent with credentials is not supported.');
  return html
    .replace(link, '')
    .replace(
      /<meta name="pitchside-app" content="[^"]*"/,
      (meta) => `${meta} data-manifest="${escapeHtml(found[1])}"`,
    );
}

/**
 * How many of a document's forms the browser would send with GET, putting every field (a
 * password among them) in the address, the history, the server's log and any Referer: a form
 * the browser itself sends (no JavaScript yet, or none at all) must post.
 */
export function formsSentByGet(html) {
  return [...html.matchAll(/<form\b[^>]*>/gi)].filter(([tag]) => !/\smethod="post"/i.test(tag))
    .length;
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

/**
 * A pre-rendered document's emotion styles, taken out of the page and put in its head: the global
 * ones as they are, every rule of the page in one element, each marked as emotion marks the styles
 * it has already moved (`data-s`). Emotion moves server-rendered styles out of the way of
 * hydration when its cache is created, one element at a time, and the browser then restyled the
 * whole page (a long task on a slow CPU, in the middle of the app's start): in the head
 * already, there is nothing to move. The page's classes still name the same rules.
 */
export function stylesToHead(html) {
  const style = /<style data-emotion="(css(?:-global)? [^"]*)">([^<]*)<\/style>/g;
  const found = [...html.matchAll(style)];
  const rules = found.filter((m) => m[1].startsWith('css '));
  const names = rules.flatMap((m) => m[1].split(' ').slice(1));
  const head = [
    ...found
      .filter((m) => m[1].startsWith('css-global '))
      .map((m) => `<style data-emotion="${m[1]}" data-s="">${m[2]}</style>`),
    ...(rules.length > 0
      ? [
          `<style data-emotion="css ${names.join(' ')}" data-s="">${rules.map((m) => m[2]).join('')}</style>`,
        ]
      : []),
  ].join('');
  return { body: html.replace(style, ''), head };
}

/**
 * Each page of the route table and the module its code comes from (`app/routes/….tsx`). A page's
 * name is a string or the constant that holds it (ui/Shell/navigation.ts).
 */
export function routeModules(routeTable) {
  const pages = new Map(
    [
      ...routeTable.matchAll(
        /page\(\s*'([^']+)',\s*(?:'[^']*'|\w+),\s*\(\) => import\('\.\/(routes\/\w+)'\)/g,
      ),
    ].map((m) => [m[1], `app/${m[2]}.tsx`]),
  );
  for (const path of [...PUBLIC_PAGES, ...MEMBER_PAGES]) {
    if (!pages.has(path))
      throw new Error(`${ROUTES}: no page('${path}', …, () => import('./routes/…')) found.`);
  }
  return pages;
}

/**
 * The files a page's code is made of beyond the entry's: its module's chunk and every chunk that
 * chunk imports, as the app's own preloading would ask for them once its entry has run. The
 * before-paint script asks for them with the entry (app/prerender/beforePaint.js).
 */
export function pageFiles(manifest, source, base = '/') {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const inEntry = new Set(['index.html', ...(entry?.imports ?? [])]);
  const files = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || inEntry.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no ${key}.`);
    files.push(`${base}${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return files;
}
