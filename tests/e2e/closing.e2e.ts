/**
 * Dialogs and drawers leave when they are closed, on a phone whose frames come late. Chakra draws
 * a closing dialog through zag's presence machine, which decides in an animation-frame callback
 * whether to wait for the closing animation's end. When that callback comes after the animation
 * has ended (a busy main thread, WebKit's animation clock), the published machine waits for an
 * event that has passed and the closed dialog stays, covering the page; we carry the upstream fix
 * (docs/upstream/zag-js-presence-finished-exit.md).
 */
import { describe, expect, inject, it } from 'vitest';
import { PHONE, useBrowser } from './browser';

describe('a menu closed while the phone is busy', () => {
  const journey = useBrowser(PHONE);

  it('goes once its closing animation has played, however late the next frame callback comes', async () => {
    const { page } = journey;
    await page.goto('/about');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: 'Contact' }).waitFor();
    await expect.poll(() => menu.evaluate((drawer) => drawer.getAnimations().length)).toBe(0);

    // From here the page's timers and frame callbacks wait, as on a phone busy with other work;
    // the browser still draws frames, so the closing animation plays to its end.
    await page.clock.pauseAt(new Date(inject('now')));
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => menu.getAttribute('data-state')).toBe('closed');
    await expect.poll(() => menu.evaluate((drawer) => drawer.getAnimations().length)).toBe(0);

    await page.clock.resume();
    await menu.waitFor({ state: 'detached', timeout: 5_000 });
    await expect(page.getByRole('button', { name: 'Open menu' }).isVisible()).resolves.toBe(true);
  });
});
