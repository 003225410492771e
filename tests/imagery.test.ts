/**
 * The venue drawings (ui/Locations/illustrations, docs/imagery.md) stay small, clean files: each
 * within the budget below once gzipped as a host serves it, drawn at the card's 16:9, with nothing
 * an editor leaves behind and nothing that fetches or runs anything.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COURT_TYPES } from '@domain';
import { SPORT_ILLUSTRATIONS, VENUE_ILLUSTRATION } from '../ui/Locations/illustrations';

/** The most one drawing may weigh, gzipped (-9): the one place this budget is stated. */
const ILLUSTRATION_BUDGET_BYTES = 1024;

const folder = 'ui/Locations/illustrations';
const files = readdirSync(folder).filter((name) => name.endsWith('.svg'));

describe('venue illustrations', () => {
  it('draws every sport of the contract, and a venue in general', () => {
    expect(files.sort()).toEqual(
      [...COURT_TYPES.map((sport) => `${sport}.svg`), 'venue.svg'].sort(),
    );
    for (const sport of COURT_TYPES) {
      expect(SPORT_ILLUSTRATIONS[sport]).toMatch(new RegExp(`/${sport}\\.svg`));
    }
    expect(VENUE_ILLUSTRATION).toMatch(/\/venue\.svg/);
  });

  it.each(files)('%s is within the budget, gzipped', (name) => {
    const gzipped = gzipSync(readFileSync(`${folder}/${name}`), { level: 9 }).length;
    expect(gzipped).toBeLessThanOrEqual(ILLUSTRATION_BUDGET_BYTES);
  });

  it.each(files)('%s is a clean 320×180 drawing', (name) => {
    const svg = readFileSync(`${folder}/${name}`, 'utf8');
    expect(
      svg.startsWith(
        '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">',
      ),
    ).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    // Editor cruft, comments, an XML prolog, metadata or whitespace between tags.
    expect(svg).not.toMatch(/<\?xml|<!--|<metadata|inkscape|sodipodi|data-name|>\s+</i);
    // Nothing loaded from elsewhere, nothing run, no text (it would depend on a font).
    expect(svg).not.toMatch(/<script|<image|<text|<foreignObject|href=|url\((?!#)|\son[a-z]+=/i);
  });
});
