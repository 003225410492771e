/**
 * The code of a part of the page that did not download. The browser keeps a failed module for the
 * page's lifetime (a second `import()` of it fails without asking again), so only a new page
 * mends it.
 */
export class CodeLoadError extends Error {
  override name = 'CodeLoadError';
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/**
 * The loader of a part opened on demand (a dialog under `OnceOpened`), for `lazy()`: a download
 * that fails is thrown as a `CodeLoadError`, which `OnceOpened` shows in its place instead of
 * failing the page.
 */
export function onDemand<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return () =>
    load().catch((cause: unknown) => {
      throw new CodeLoadError(cause);
    });
}
