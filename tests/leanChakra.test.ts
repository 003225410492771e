/**
 * The production build's edits to Chakra's styling engine (scripts/lean-chakra.mjs) apply to the
 * Chakra installed, and the edited engine builds the same system, at once or in steps: the same
 * global CSS, tokens, styles and answers from its conditions. The edit to emotion's style sheet
 * is checked in a document, in leanEmotion.test.ts.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSystem } from '@ui/theme';
import { EDITED_FILES, editChakraSource } from '../scripts/lean-chakra.mjs';

const require = createRequire(import.meta.url);
const chakraRoot = dirname(require.resolve('@chakra-ui/react/package.json'));
const chakraEsm = join(chakraRoot, 'dist', 'esm');
/** Where an edited file (named from node_modules) is installed. */
const installed = (file: string) => join(dirname(chakraRoot), '..', file);
const CHAKRA_FILES = EDITED_FILES.filter((file) => file.startsWith('@chakra-ui/react/'));
// Inside node_modules, so that the copy's own imports (emotion, panda) resolve as Chakra's do.
const cache = join(
  process.cwd(),
  'node_modules',
  '.cache',
  'pitchside',
  `lean-chakra-${process.pid}`,
);
const copy = join(cache, '@chakra-ui', 'react');

const system = getSystem();
type System = typeof system;
type Steps = Generator<undefined, System, undefined>;
let edited: {
  createSystem: ((...configs: unknown[]) => System) & { steps: (...configs: unknown[]) => Steps };
};

beforeAll(async () => {
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  cpSync(chakraEsm, join(copy, 'dist', 'esm'), { recursive: true });
  writeFileSync(join(copy, 'package.json'), '{ "type": "module" }');
  for (const file of CHAKRA_FILES) {
    const target = join(copy, file.replace('@chakra-ui/react/', ''));
    const source = editChakraSource(target, readFileSync(target, 'utf8'));
    if (source === null) throw new Error(`No edit applies to ${file}`);
    writeFileSync(target, source);
  }
  edited = await import(
    /* @vite-ignore */ pathToFileURL(join(copy, 'dist', 'esm', 'styled-system', 'system.js')).href
  );
});

afterAll(() => rmSync(cache, { recursive: true, force: true }));

describe('lean Chakra (production build)', () => {
  it('finds, exactly once, every text it edits in the installed Chakra', () => {
    for (const file of EDITED_FILES) {
      const path = installed(file);
      const source = readFileSync(path, 'utf8');
      const result = editChakraSource(path, source);
      expect(result, file).not.toBeNull();
      expect(result, file).not.toBe(source);
    }
  });

  it('refuses a source that no longer holds the text it edits, naming the file', () => {
    const path = installed(EDITED_FILES[0]!);
    expect(() => editChakraSource(path, 'export function createSystem() {}')).toThrow(
      /system\.js no longer holds/,
    );
  });

  it('leaves every other file alone', () => {
    expect(editChakraSource('/x/node_modules/@chakra-ui/react/dist/esm/index.js', 'a')).toBeNull();
  });

  it('builds the same global CSS, when first asked for it', () => {
    const lean = edited.createSystem(system._config);
    expect(Object.getOwnPropertyDescriptor(lean, '_global')?.get).toBeTypeOf('function');
    expect(JSON.stringify(lean._global)).toBe(JSON.stringify(system._global));
    expect(lean._global).toBe(lean._global);
  });

  it('creates the same system in steps, yielding between its phases', () => {
    const steps = edited.createSystem.steps(system._config);
    let yields = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) yields++;
    const lean = step.value;
    // Merging, four of the token dictionary's phases, the breakpoints and conditions, the rest.
    expect(yields).toBeGreaterThanOrEqual(7);
    const named = (s: System) => s.tokens.allTokens.map((token) => [token.name, token.value]);
    expect(named(lean)).toEqual(named(system));
    expect(JSON.stringify(lean._global)).toBe(JSON.stringify(system._global));
    const style = {
      color: 'brand.600',
      p: 4,
      md: { px: 'gutter' },
      _hover: { bg: 'accent.subtle' },
    };
    expect(lean.css(style)).toEqual(system.css(style));
    expect(lean.getSlotRecipeFn('field')({})).toEqual(system.getSlotRecipeFn('field')({}));
    expect(lean.token('colors.brand.500')).toBe(system.token('colors.brand.500'));
  });

  it('styles an object the same whatever was styled before it (the same class on the server and in the browser)', () => {
    const lean = edited.createSystem(system._config);
    const footerFirst = lean.css({ textStyle: 'sm', color: 'fg.muted' });
    const helper = lean.css({ color: 'fg.muted', textStyle: 'sm' });
    const fresh = edited.createSystem(system._config).css({ color: 'fg.muted', textStyle: 'sm' });
    expect(Object.keys(helper)).toEqual(Object.keys(fresh));
    expect(Object.keys(helper)[0]).toBe('color');
    expect(Object.keys(footerFirst)[0]).toBe('fontSize');
  });

  it('answers every condition as Chakra does', () => {
    const lean = edited.createSystem(system._config);
    const keys = [
      ...system.conditions.keys(),
      'base',
      'md',
      '_hover',
      '@media print',
      '& > p',
      'notACondition',
      'colorPalette',
    ];
    expect(keys.map((key) => lean.conditions.has(key))).toEqual(
      keys.map((key) => system.conditions.has(key)),
    );
    expect(keys.filter((key) => lean.conditions.has(key)).length).toBeGreaterThan(20);
  });
});
