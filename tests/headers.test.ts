/**
 * The headers file a host applies (public/_headers), read as Netlify and Cloudflare Pages read it:
 * every route's document is revalidated, hashed assets are cached for a year, and no header is
 * named by two matching rules (Cloudflare would join their values into a broken one).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaders } from '../scripts/headers.mjs';

const rules = parseHeaders(readFileSync('public/_headers', 'utf8'));
/** Every path of the route table (app/RouteTable.tsx), as a browser would request it. */
const routePaths = [
  ...readFileSync('app/RouteTable.tsx', 'utf8').matchAll(/page\(\s*'(\/[^']*)'/g),
].map((match) => match[1] ?? '');

function rulesNaming(pathname: string, header: string): number {
  return rules.filter(
    (rule) =>
      rule.matches(pathname) &&
      rule.headers.some(([name]) => name.toLowerCase() === header.toLowerCase()),
  ).length;
}

describe('public/_headers', () => {
  it('revalidates the document of every route in the route table', () => {
    expect(routePaths.length).toBeGreaterThanOrEqual(14);
    for (const path of [...routePaths, '/index.html']) {
      expect({ path, cache: headersFor(rules, path)['cache-control'] }).toEqual({
        path,
        cache: 'no-cache',
      });
    }
  });

  it('caches hashed assets for a year', () => {
    expect(headersFor(rules, '/assets/index-D5H6RDXv.js')['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('sends the security policy with every file', () => {
    for (const path of ['/', '/assets/index-D5H6RDXv.js', '/favicon.svg', '/robots.txt']) {
      const headers = headersFor(rules, path);
      // Scripts come from the site itself, and the one inline script only by its hash (the head
      // script that applies the colour mode before the first paint): never 'unsafe-inline'.
      expect(headers['content-security-policy']).toMatch(
        /^default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/,
      );
      expect(headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('names each header of a path in one rule only', () => {
    const paths = [...routePaths, '/index.html', '/assets/a-1.js', '/favicon.svg'];
    for (const path of paths) {
      for (const header of Object.keys(headersFor(rules, path))) {
        expect({ path, header, rules: rulesNaming(path, header) }).toEqual({
          path,
          header,
          rules: 1,
        });
      }
    }
  });
});

describe('reading a _headers file', () => {
  it('matches splats and placeholders, and joins a header two rules name', () => {
    const parsed = parseHeaders(
      '# comment\n/*\n  X-A: one\n/users/:id\n  X-B: two\n/users/*\n  X-A: three\n',
    );
    expect(headersFor(parsed, '/users/7')).toEqual({ 'x-a': 'one, three', 'x-b': 'two' });
    expect(headersFor(parsed, '/users/7/edit')).toEqual({ 'x-a': 'one, three' });
    expect(headersFor(parsed, '/about')).toEqual({ 'x-a': 'one' });
  });

  it('refuses a header line before any path', () => {
    expect(() => parseHeaders('  X-A: one\n')).toThrow(/line 1/);
  });
});
