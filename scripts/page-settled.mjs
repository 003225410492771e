// When a page has finished what it does by itself as it starts, for measurements that count what
// it downloaded (scripts/size.mjs).
//
// "The network has been quiet for a while" alone depends on the machine: a page's start is a chain
// of downloads with work in between (a chunk arrives, React renders, an effect asks the server,
// which loads the HTTP client), and on a slow or busy CPU the work between two links can outlast
// any quiet window, so the count would stop before the chain's end. Here the page is settled only
// when nothing is in flight, nothing was requested for `quietMs`, and then the main thread has
// been idle (two idle callbacks: the browser runs one only when no task is waiting, however long
// the work before it took) with still nothing new requested. What the page deliberately puts off
// with a timer (a poll a minute later) is not part of its start, and is not waited for.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts watching `page`'s requests (call it before navigating). `settled()` resolves once the
 * page is settled as above, and rejects after `timeoutMs` if it never is.
 */
export function watchRequests(page) {
  let inFlight = 0;
  let started = 0;
  let lastChange = Date.now();
  page.on('request', () => {
    inFlight += 1;
    started += 1;
    lastChange = Date.now();
  });
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);

  async function settled({ quietMs = 500, timeoutMs = 60_000 } = {}) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (inFlight > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) {
          throw new Error(`${page.url()} never stopped downloading in ${timeoutMs / 1000} s`);
        }
        await sleep(50);
      }
      const seen = started;
      const idle = page.evaluate(
        () =>
          new Promise((resolve) => {
            requestIdleCallback(() => requestIdleCallback(() => resolve()));
          }),
      );
      const late = sleep(Math.max(0, deadline - Date.now())).then(() => {
        throw new Error(`${page.url()} was never idle in ${timeoutMs / 1000} s`);
      });
      await Promise.race([idle, late]);
      if (started === seen && inFlight === 0) return;
    }
  }

  return { settled };
}
