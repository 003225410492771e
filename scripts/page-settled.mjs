// When a page has finished what it does by itself as it starts, for the measurements and checks
// that read the page once it has (scripts/size.mjs counts its scripts; journeys read its policy
// reports, layout shifts and requests).
//
// "The network has been quiet for a while" alone depends on the machine: a page's start is a chain
// of downloads with work in between (a chunk arrives, React renders, an effect asks the server,
// which loads the HTTP client), and on a slow or busy CPU the work between two links can outlast
// any quiet window, so whatever reads the page would stop before the chain's end. Here the page is
// settled only when nothing is in flight, nothing was requested for `quietMs`, and then the main
// thread has been idle (two idle callbacks: the browser runs one only when no task is waiting,
// however long the work before it took) with still nothing new requested. What the page
// deliberately puts off with a timer (a poll a minute later) is not part of its start, and is not
// waited for.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts watching `page`'s requests: call it before navigating, or before whatever starts the
 * work to wait for. `settled()` resolves once the page is settled as above, and rejects after
 * `timeoutMs` if it never is; either way it stops watching (one use per call of watchRequests).
 */
export function watchRequests(page) {
  const inFlight = new Set();
  let started = 0;
  let lastChange = Date.now();
  const begun = (request) => {
    inFlight.add(request);
    started += 1;
    lastChange = Date.now();
  };
  const ended = (request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', begun);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const stop = () => {
    page.off('request', begun);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  };

  async function untilSettled(quietMs, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
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
      let timer;
      const late = new Promise((resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${page.url()} was never idle in ${timeoutMs / 1000} s`)),
          Math.max(0, deadline - Date.now()),
        );
      });
      try {
        await Promise.race([idle, late]);
      } finally {
        clearTimeout(timer);
      }
      if (started === seen && inFlight.size === 0) return;
    }
  }

  async function settled({ quietMs = 500, timeoutMs = 60_000 } = {}) {
    try {
      await untilSettled(quietMs, timeoutMs);
    } finally {
      stop();
    }
  }

  return { settled };
}
