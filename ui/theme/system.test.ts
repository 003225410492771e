import { describe, expect, it } from 'vitest';
import { animationStyles } from '@chakra-ui/react/theme';
import { PALETTE_NAMES, PALETTE_ROLES } from './colors';
import { KEYFRAME_NAMES, breakpoints, system } from './index';
import { recipes, slotRecipes } from './recipes';

/** The recipe key of every Chakra component the project plans to use (Text has no recipe). */
const PLANNED_COMPONENT_KEYS = [
  'button',
  'input',
  'textarea',
  'nativeSelect',
  'field',
  'fieldset',
  'checkbox',
  'switch',
  'badge',
  'card',
  'dialog',
  'drawer',
  'tabs',
  'menu',
  'avatar',
  'spinner',
  'skeleton',
  'alert',
  'toast',
  'tooltip',
  'table',
  'combobox',
  'accordion',
  'separator',
  'heading',
  'link',
  'icon',
  'progress',
  'stat',
  'radioGroup',
  'segmentGroup',
  'popover',
  'fileUpload',
  'code',
];

/** Every string in a recipe tree with the keys leading to it (slots, variants, conditions). */
function* entries(node: unknown, path: string[] = []): Generator<[string[], string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) yield* entries(value, [...path, key]);
  }
}

const allRecipes = { ...recipes, ...slotRecipes };

describe('system', () => {
  it('styles every planned component, and only those', () => {
    for (const key of PLANNED_COMPONENT_KEYS) {
      expect(system.hasRecipe(key), `recipe "${key}"`).toBe(true);
    }
    expect(Object.keys(allRecipes).sort()).toEqual([...PLANNED_COMPONENT_KEYS].sort());
    // Built on the base config, not Chakra's whole default theme.
    for (const unused of ['select', 'slider', 'datePicker', 'kbd', 'tag']) {
      expect(system.hasRecipe(unused), `recipe "${unused}"`).toBe(false);
    }
  });

  it('has the breakpoints base, sm, md, lg and xl', () => {
    expect(system.breakpoints.keys()).toEqual(['base', ...Object.keys(breakpoints)]);
  });

  it('gives every palette all the roles the recipes use, so colorPalette works anywhere', () => {
    const used = new Set<string>();
    for (const [, value] of entries(allRecipes)) {
      for (const match of value.matchAll(/colorPalette\.([a-zA-Z]+)/g)) used.add(match[1] ?? '');
    }
    expect(used).toContain('focusRing');
    expect(
      [...used].filter((role) => !(PALETTE_ROLES as readonly string[]).includes(role)),
    ).toEqual([]);
    for (const palette of PALETTE_NAMES) {
      for (const role of PALETTE_ROLES) {
        expect(system.token(`colors.${palette}.${role}`), `${palette}.${role}`).toBeDefined();
      }
    }
  });

  it('defines every surface colour token the recipes use', () => {
    const used = new Set<string>();
    for (const [, value] of entries(allRecipes)) {
      const name = /^((?:bg|fg|border)(?:\.[a-z]+)?)(?:\/\d+)?$/.exec(value)?.[1];
      if (name) used.add(name);
    }
    expect(used).toContain('bg.panel');
    expect([...used].filter((name) => system.token(`colors.${name}`) === undefined)).toEqual([]);
  });

  it('defines every keyframe the recipes, animation styles and animation tokens name', () => {
    const animationTokens = ['spin', 'pulse'];
    const named = new Set<string>();
    for (const [path, value] of entries({ allRecipes, animationStyles })) {
      if (!path.includes('animation') && !path.includes('animationName')) continue;
      // Split on the commas between animations, not those inside var(--x, fallback).
      for (const part of value.split(/,(?![^(]*\))/)) {
        const name = part.trim().split(/\s+/)[0] ?? '';
        if (name === '' || name === 'none' || name.startsWith('var(')) continue;
        if (!animationTokens.includes(name)) named.add(name);
      }
    }
    for (const token of animationTokens) {
      const value = system.tokens.getByName(`animations.${token}`)?.value as string | undefined;
      expect(value, `animation token ${token}`).toBeDefined();
      named.add(value?.split(' ')[0] ?? '');
    }
    expect(named).toContain('slide-from-bottom-full');
    expect(
      [...named].filter((name) => !(KEYFRAME_NAMES as readonly string[]).includes(name)),
    ).toEqual([]);
  });

  it('switches colours with the colour mode', () => {
    const token = system.tokens.getByName('colors.bg');
    expect(token?.extensions.conditions).toEqual({
      _light: '{colors.white}',
      _dark: '{colors.black}',
    });
  });
});
