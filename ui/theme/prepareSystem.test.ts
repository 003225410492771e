/**
 * prepareSystem creates the theme's system a step per task where Chakra offers steps (the
 * production build's Chakra: scripts/lean-chakra.mjs), and getSystem always gives the one system:
 * asked for mid-way, it finishes the preparation at once rather than starting another.
 */
import type { createSystem as CreateSystem } from '@chakra-ui/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const made = vi.hoisted(() => ({
  systems: 0,
  stepsTaken: 0,
  offerSteps: true,
  failAtStep: -1,
  /** Called as the first phase ends: the test goes on before the next task. */
  onFirstStep: () => {},
}));

vi.mock('@chakra-ui/react', async (importOriginal) => {
  const chakra = await importOriginal<{ createSystem: typeof CreateSystem }>();
  const createSystem = (...configs: Parameters<typeof chakra.createSystem>) => {
    made.systems++;
    return chakra.createSystem(...configs);
  };
  // Three phases, as the edited Chakra yields between its phases.
  function* steps(...configs: Parameters<typeof chakra.createSystem>) {
    for (let phase = 0; phase < 3; phase++) {
      made.stepsTaken++;
      if (phase === made.failAtStep) throw new Error('A phase failed');
      if (phase === 0) made.onFirstStep();
      yield;
    }
    return createSystem(...configs);
  }
  return {
    ...chakra,
    createSystem: new Proxy(createSystem, {
      get: (target, key) => (key === 'steps' && made.offerSteps ? steps : Reflect.get(target, key)),
    }),
  };
});

const freshTheme = async () => {
  vi.resetModules();
  return import('./index');
};

beforeEach(() => {
  made.systems = 0;
  made.stepsTaken = 0;
  made.offerSteps = true;
  made.failAtStep = -1;
});

describe('prepareSystem', () => {
  it('creates the system over several tasks, then every caller gets that system', async () => {
    const { getSystem, prepareSystem } = await freshTheme();
    const ready = prepareSystem();
    expect(prepareSystem()).toBe(ready);
    expect(made.stepsTaken).toBe(0);
    await ready;
    expect(made.stepsTaken).toBe(3);
    const system = getSystem();
    expect(getSystem()).toBe(system);
    expect(system.token('colors.brand.500')).toBe('#16a864');
    expect(made.systems).toBe(1);
  });

  it('finishes at once when a render needs the system mid-way, making no second system', async () => {
    const { getSystem, prepareSystem } = await freshTheme();
    const firstStep = new Promise<void>((resolve) => (made.onFirstStep = resolve));
    const ready = prepareSystem();
    await firstStep;
    expect(made.stepsTaken).toBe(1);
    const system = getSystem();
    expect(made.stepsTaken).toBe(3);
    await ready;
    expect(getSystem()).toBe(system);
    expect(made.systems).toBe(1);
  });

  it('creates it in one task where Chakra offers no steps (development, Storybook, tests)', async () => {
    made.offerSteps = false;
    const { getSystem, prepareSystem } = await freshTheme();
    await prepareSystem();
    expect(made.stepsTaken).toBe(0);
    expect(made.systems).toBe(1);
    expect(getSystem()).toBe(getSystem());
    expect(made.systems).toBe(1);
  });

  it('ends even when a step fails, and the first render then creates the system itself', async () => {
    made.failAtStep = 1;
    const { getSystem, prepareSystem } = await freshTheme();
    await prepareSystem();
    expect(made.systems).toBe(0);
    expect(getSystem().token('colors.brand.500')).toBe('#16a864');
    expect(made.systems).toBe(1);
  });
});
