/**
 * The build refuses a pre-rendered page whose emotion classes came without their rules, or with a
 * form the browser would send in the address; puts the page's styles in its head, and names the
 * files of each page's code.
 */
import { describe, expect, it } from 'vitest';
import { MEMBER_PAGES, PUBLIC_PAGES } from '../scripts/pages.mjs';
import {
  classesWithoutStyles,
  formsSentByGet,
  pageFiles,
  routeModules,
  stylesToHead,
} from '../scripts/prerender.mjs';

describe('classesWithoutStyles', () => {
  it('passes a page that carries the rule of every class it uses', () => {
    const html =
      '<style data-emotion="css-global 1x">body{}</style><style data-emotion="css ab1 cd2">.css-ab1{}</style>' +
      '<main class="css-ab1"><p class="chakra-text css-cd2 css-0">Hi</p></main>';
    expect(classesWithoutStyles(html)).toEqual([]);
  });

  it('names the classes whose rules went out with a discarded render', () => {
    const html =
      '<style data-emotion="css ab1">.css-ab1{}</style><main class="css-zz9"><p class="css-ab1 css-yy8"></p></main>';
    expect(classesWithoutStyles(html)).toEqual(['yy8', 'zz9']);
  });
});

describe('formsSentByGet', () => {
  it('counts the forms a browser would send in the address', () => {
    expect(formsSentByGet('<form novalidate=""><input name="password"/></form>')).toBe(1);
    expect(formsSentByGet('<form method="get" class="x"></form><form></form>')).toBe(2);
    expect(formsSentByGet('<form method="post" novalidate=""></form>')).toBe(0);
  });
});

describe('stylesToHead', () => {
  const page =
    '<style data-emotion="css-global 1x">body{margin:0}</style>' +
    '<style data-emotion="css ab1 cd2">.css-ab1{color:red}.css-cd2{color:blue}</style>' +
    '<main class="css-ab1"><style data-emotion="css ef3">.css-ef3{gap:1px}</style>' +
    '<p class="css-cd2 css-ef3">Hi</p></main>';

  it('leaves the page its elements and none of its styles', () => {
    expect(stylesToHead(page).body).toBe(
      '<main class="css-ab1"><p class="css-cd2 css-ef3">Hi</p></main>',
    );
  });

  it('gives the head the global styles as they are and every rule in one element, marked as moved', () => {
    expect(stylesToHead(page).head).toBe(
      '<style data-emotion="css-global 1x" data-s="">body{margin:0}</style>' +
        '<style data-emotion="css ab1 cd2 ef3" data-s="">' +
        '.css-ab1{color:red}.css-cd2{color:blue}.css-ef3{gap:1px}</style>',
    );
  });

  it('keeps every class the page uses styled', () => {
    const { body, head } = stylesToHead(page);
    expect(classesWithoutStyles(head + body)).toEqual([]);
  });
});

describe('the files of a page', () => {
  const routeTable = `
      page('/', 'Home', () => import('./routes/HomeRoute')),
      page('/about', 'About', () => import('./routes/AboutRoute')),
  `;

  it('names the module of each page of the route table, and refuses a pre-rendered page it lacks', () => {
    expect(() => routeModules(routeTable)).toThrow(/no page\('\/landing'/);
    const rendered = [...PUBLIC_PAGES, ...MEMBER_PAGES];
    // The route table names most pages by a constant (ui/Shell/navigation.ts).
    const page = (path: string) =>
      `page('${path}', PAGE, () => import('./routes/Page${rendered.indexOf(path)}'))`;
    const full = rendered.map(page).join(',\n');
    expect(routeModules(full).get('/about')).toBe(
      `app/routes/Page${rendered.indexOf('/about')}.tsx`,
    );
    expect(routeModules(full).get('/bookings')).toBe(
      `app/routes/Page${rendered.indexOf('/bookings')}.tsx`,
    );
    const noBookings = rendered
      .filter((path) => path !== '/bookings')
      .map(page)
      .join(',\n');
    expect(() => routeModules(noBookings)).toThrow(/no page\('\/bookings'/);
  });

  it("lists a page's chunk and those it imports, once each, without the entry's", () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime-1.js'] },
      '_runtime-1.js': { file: 'assets/runtime-1.js' },
      'app/routes/AboutRoute.tsx': {
        file: 'assets/AboutRoute-1.js',
        imports: ['index.html', '_runtime-1.js', '_card-1.js', '_icons-1.js'],
      },
      '_card-1.js': { file: 'assets/card-1.js', imports: ['_icons-1.js', '_runtime-1.js'] },
      '_icons-1.js': { file: 'assets/icons-1.js' },
    };
    expect(pageFiles(manifest, 'app/routes/AboutRoute.tsx')).toEqual([
      '/assets/AboutRoute-1.js',
      '/assets/card-1.js',
      '/assets/icons-1.js',
    ]);
    expect(() => pageFiles(manifest, 'app/routes/Gone.tsx')).toThrow(/no app\/routes\/Gone\.tsx/);
  });
});
