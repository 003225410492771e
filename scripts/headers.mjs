// Reads a `_headers` file (the format Netlify and Cloudflare Pages apply from the published
// folder) and answers the headers a host would send for a path, so that every server of the
// project (preview, journeys, size, bench) applies the one file a host is given.
import { existsSync, readFileSync } from 'node:fs';

/**
 * @typedef {{ path: string, matches: (pathname: string) => boolean, headers: [string, string][] }} HeaderRule
 */

/** A rule's path as a matcher: `*` matches anything (slashes too), `:name` one path segment. */
function matcher(path) {
  const pattern = path
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const re = new RegExp(`^${pattern}$`);
  return (pathname) => re.test(pathname);
}

/**
 * Parses the text of a `_headers` file: a path on its own line, then its headers indented as
 * `Name: value`; `#` starts a comment line.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      const path = line.trim();
      rules.push({ path, matches: matcher(path), headers: [] });
      return;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon === -1) {
      throw new Error(`_headers line ${index + 1} is neither a path nor "Name: value": ${line}`);
    }
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  });
  return rules;
}

/** Reads and parses `file`; no file answers no rules. */
export function readHeaders(file) {
  return existsSync(file) ? parseHeaders(readFileSync(file, 'utf8')) : [];
}

/**
 * The headers for `pathname`, names in lower case: every matching rule applies, and a header two
 * rules name is joined with a comma, as Cloudflare Pages does (the stricter of the two hosts).
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  /** @type {Record<string, string>} */
  const answer = {};
  for (const rule of rules) {
    if (!rule.matches(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      answer[key] = answer[key] === undefined ? value : `${answer[key]}, ${value}`;
    }
  }
  return answer;
}
