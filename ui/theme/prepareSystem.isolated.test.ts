/**
 * prepareSystem creates the theme's system one step per task, once; getSystem always gives that
 * one system (finishing it, should a render need it first), and a failure to create it never
 * leaves the page waiting.
 */
import type { createSystemSteps as CreateSystemSteps } from '@chakra-ui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const made = vi.hoisted(() => ({
  systems: 0,
  steps: 0,
  fail: false,
  afterStep: (_steps: number) => {},
}));

vi.mock('@chakra-ui/react', async (importOriginal) => {
  const chakra = await importOriginal<{ createSystemSteps: typeof CreateSystemSteps }>();
  return {
    ...chakra,
    // Chakra's own steps, counted.
    createSystemSteps: function* (...configs: Parameters<typeof chakra.createSystemSteps>) {
      made.systems++;
      if (made.fail) throw new Error('The theme is broken');
      const steps = chakra.createSystemSteps(...configs);
      for (;;) {
        made.steps++;
        const step = steps.next();
        made.afterStep(made.steps);
        if (step.done) return step.value;
        yield;
      }
    },
  };
});

const freshTheme = async () => {
  vi.resetModules();
  return import('./index');
};

beforeEach(() => {
  made.systems = 0;
  made.steps = 0;
  made.fail = false;
  made.afterStep = () => {};
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Counts the messages every MessageChannel made from now on posts to itself. */
function countMessages(): { count: number } {
  const messages = { count: 0 };
  vi.stubGlobal(
    'MessageChannel',
    class extends MessageChannel {
      constructor() {
        super();
        const post = this.port2.postMessage.bind(this.port2);
        this.port2.postMessage = (message: unknown) => {
          messages.count++;
          post(message);
        };
      }
    },
  );
  return messages;
}

describe('prepareSystem', () => {
  it('creates the system after the current task, a step per task, once, and every caller then gets it', async () => {
    const { getSystem, prepareSystem } = await freshTheme();
    const posted = countMessages();
    const ready = prepareSystem();
    expect(prepareSystem()).toBe(ready);
    expect(made.steps).toBe(0);
    await ready;
    expect(made.systems).toBe(1);
    // One message to itself per step: each step is a task of its own.
    expect(made.steps).toBeGreaterThan(5);
    expect(posted.count).toBe(made.steps);
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

  it('finishes the system it began when a render needs it halfway', async () => {
    const { getSystem, prepareSystem } = await freshTheme();
    const halfway = new Promise<void>((resolve) => {
      made.afterStep = (steps) => {
        if (steps === 3) resolve();
      };
    });
    const ready = prepareSystem();
    // Between the third step's task and the fourth's.
    await halfway;
    const begun = made.steps;
    const system = getSystem();
    expect(made.steps).toBeGreaterThan(begun);
    await ready;
    expect(getSystem()).toBe(system);
    expect(made.systems).toBe(1);
    expect(system.token('colors.brand.500')).toBe('#16a864');
  });

  it('ends even when creating the system fails, and the first render then shows the error', async () => {
    made.fail = true;
    const { getSystem, prepareSystem } = await freshTheme();
    await prepareSystem();
    expect(() => getSystem()).toThrow('The theme is broken');
  });
});
