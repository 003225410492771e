/**
 * prepareSystem creates the theme's system in a task of its own, once; getSystem always gives
 * that one system, and a failure to create it never leaves the page waiting.
 */
import type { createSystem as CreateSystem } from '@chakra-ui/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const made = vi.hoisted(() => ({ systems: 0, fail: false }));

vi.mock('@chakra-ui/react', async (importOriginal) => {
  const chakra = await importOriginal<{ createSystem: typeof CreateSystem }>();
  return {
    ...chakra,
    createSystem: (...configs: Parameters<typeof chakra.createSystem>) => {
      made.systems++;
      if (made.fail) throw new Error('The theme is broken');
      return chakra.createSystem(...configs);
    },
  };
});

const freshTheme = async () => {
  vi.resetModules();
  return import('./index');
};

beforeEach(() => {
  made.systems = 0;
  made.fail = false;
});

describe('prepareSystem', () => {
  it('creates the system after the current task, once, and every caller then gets it', async () => {
    const { getSystem, prepareSystem } = await freshTheme();
    const ready = prepareSystem();
    expect(prepareSystem()).toBe(ready);
    expect(made.systems).toBe(0);
    await ready;
    expect(made.systems).toBe(1);
    const system = getSystem();
    expect(getSystem()).toBe(system);
    expect(system.token('colors.brand.500')).toBe('#16a864');
    expect(made.systems).toBe(1);
  });

  it('makes no second system when a render needed it first', async () => {
    const { getSystem, prepareSystem } = await freshTheme();
    const ready = prepareSystem();
    const system = getSystem();
    await ready;
    expect(getSystem()).toBe(system);
    expect(made.systems).toBe(1);
  });

  it('ends even when creating the system fails, and the first render then shows the error', async () => {
    made.fail = true;
    const { getSystem, prepareSystem } = await freshTheme();
    await prepareSystem();
    expect(() => getSystem()).toThrow('The theme is broken');
  });
});
