export type ColorMode = 'light' | 'dark';

/**
 * Shows a document in a colour mode. The theme's dark tokens apply under a `dark` class (Chakra's
 * `_dark` condition is `.dark &`), so the class goes on <html>, where dialogs and menus, which
 * render at the end of <body>, take it too; `color-scheme` gives form controls and scrollbars the
 * same mode.
 */
export function showColorMode(root: HTMLElement, mode: ColorMode): void {
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}
